/**
 * The format in which a code block's highlighting travels from the build to the browser, so pages
 * can show highlighted code without loading Prism.
 *
 * The build tokenizes with prism-react-renderer's Prism and its `normalizeTokens`, which gives lines
 * of `{types, content, empty?}` tokens. Only the token types and lengths are stored: the text is
 * already in the page as the code block's children, so decoding slices it back out. A token with
 * length -1 is prism-react-renderer's `empty` line filler, whose content is a "\n" that is not in the
 * code. The code's length and hash are stored too: decoding anything but the exact code the build
 * tokenized returns undefined, and the code block falls back to highlighting in the browser.
 */

export interface HighlightToken {
  types: string[];
  content: string;
  empty?: boolean;
}

export type HighlightLines = HighlightToken[][];

const FORMAT_VERSION = 1;
const EMPTY_LINE_TOKEN = -1;

/** [version, code length, code hash, token type lists joined by spaces, per line: type index, length, …] */
type Encoded = [number, number, string, string[], number[][]];

/** FNV-1a over UTF-16 code units: cheap, and enough to notice code that is not what was tokenized. */
function hashCode(code: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < code.length; index += 1) {
    hash ^= code.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function encodeHighlightTokens(code: string, lines: HighlightLines): string {
  const typeLists: string[] = [];
  const typeListIndex = new Map<string, number>();
  const indexOf = (types: string[]) => {
    const key = types.join(' ');
    let index = typeListIndex.get(key);
    if (index === undefined) {
      index = typeLists.push(key) - 1;
      typeListIndex.set(key, index);
    }
    return index;
  };
  const encodedLines = lines.map((line) =>
    line.flatMap((token) => [
      indexOf(token.types),
      token.empty ? EMPTY_LINE_TOKEN : token.content.length,
    ]),
  );
  const encoded: Encoded = [FORMAT_VERSION, code.length, hashCode(code), typeLists, encodedLines];
  return JSON.stringify(encoded);
}

function isEncoded(value: unknown): value is Encoded {
  return (
    Array.isArray(value) &&
    value.length === 5 &&
    value[0] === FORMAT_VERSION &&
    typeof value[1] === 'number' &&
    typeof value[2] === 'string' &&
    Array.isArray(value[3]) &&
    value[3].every((types) => typeof types === 'string') &&
    Array.isArray(value[4]) &&
    value[4].every(
      (line) =>
        Array.isArray(line) &&
        line.length % 2 === 0 &&
        line.every((number) => Number.isInteger(number)),
    )
  );
}

/** Length of the line break at `position` (\r\n, \r or \n, as prism-react-renderer splits), or 0. */
function lineBreakLength(code: string, position: number): number {
  if (code.startsWith('\r\n', position)) return 2;
  return code[position] === '\r' || code[position] === '\n' ? 1 : 0;
}

/**
 * The highlighted lines of `code`, or undefined when `encoded` is malformed or was made from
 * different code. Never throws: a bad value only costs the page its prebuilt highlighting.
 */
export function decodeHighlightTokens(encoded: string, code: string): HighlightLines | undefined {
  let value: unknown;
  try {
    value = JSON.parse(encoded);
  } catch {
    return undefined;
  }
  if (!isEncoded(value)) return undefined;
  const [, length, hash, typeLists, encodedLines] = value;
  if (length !== code.length || hash !== hashCode(code)) return undefined;

  const types = typeLists.map((list) => list.split(' '));
  const lines: HighlightLines = [];
  let position = 0;
  for (const [lineIndex, encodedLine] of encodedLines.entries()) {
    if (lineIndex > 0) {
      const breakLength = lineBreakLength(code, position);
      if (breakLength === 0) return undefined;
      position += breakLength;
    }
    const line: HighlightToken[] = [];
    for (let index = 0; index < encodedLine.length; index += 2) {
      const tokenTypes = types[encodedLine[index]];
      const tokenLength = encodedLine[index + 1];
      if (!tokenTypes || tokenLength < EMPTY_LINE_TOKEN) return undefined;
      if (tokenLength === EMPTY_LINE_TOKEN) {
        line.push({types: tokenTypes, content: '\n', empty: true});
        continue;
      }
      const content = code.slice(position, position + tokenLength);
      if (content.length !== tokenLength) return undefined;
      line.push({types: tokenTypes, content});
      position += tokenLength;
    }
    lines.push(line);
  }
  return position === code.length && lines.length > 0 ? lines : undefined;
}
