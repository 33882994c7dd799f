/** Splits a pasted shell command into words, with bash's quoting rules, for the curl parser. */
import {excerpt, lineAt, listWords} from './text';

type Token = {value: string; start: number};
type TokenizeResult = {ok: true; tokens: Token[]; notes: string[]} | {ok: false; error: string};

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Reads `$NAME` or `${NAME}` at `index` (which holds the `$`). */
function readVariable(text: string, index: number): {name: string; end: number} | null {
  if (text[index + 1] === '{') {
    const match = VARIABLE_NAME.exec(text.slice(index + 2, index + 2 + 256));
    if (match && text[index + 2 + match[0].length] === '}') {
      return {name: match[0], end: index + 3 + match[0].length};
    }
    return null;
  }
  const match = VARIABLE_NAME.exec(text.slice(index + 1, index + 1 + 256));
  return match ? {name: match[0], end: index + 1 + match[0].length} : null;
}

const ANSI_C_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/**
 * Splits a shell command into words the way bash would for the quoting people actually paste:
 * backslash-newline continuations, single quotes, double quotes (with `\"`, `\\`, `\$`), ANSI-C
 * `$'...'` quotes, backslash escapes, `#` comments, and `$NAME` references (kept as
 * `{{env.NAME}}`). It stops at an unquoted `|`, `;`, `>`, `<` or a word-initial `&`.
 */
export function tokenizeShell(text: string): TokenizeResult {
  const tokens: Token[] = [];
  const notes: string[] = [];
  const variables = new Set<string>();
  const n = text.length;
  let parts: string[] | null = null;
  let start = 0;
  let bareNewlineAt = -1;
  let bareNewlineNoted = false;
  let spacedContinuationAt = -1;
  // A single quote closed between two letters, as in 'I can't': usually an apostrophe.
  let earlyClose = -1;
  const apostropheHint = (): string =>
    earlyClose === -1
      ? ''
      : ` The single-quoted text probably ended too early at the apostrophe in "${excerpt(text.slice(Math.max(0, earlyClose - 12), earlyClose + 12), 30)}" (character ${earlyClose + 1}); write that apostrophe as '\\''.`;

  const begin = (at: number): string[] => {
    if (parts === null) {
      parts = [];
      start = at;
      if (bareNewlineAt !== -1 && !bareNewlineNoted && tokens.length > 0) {
        bareNewlineNoted = true;
        const line = lineAt(text, bareNewlineAt);
        notes.push(
          `Line ${line} does not end with a backslash, so a shell would run line ${line + 1} as a separate command; the generator read the following lines as part of the curl command anyway.`,
        );
      }
      bareNewlineAt = -1;
    }
    return parts;
  };
  const finish = (): void => {
    if (parts !== null) {
      tokens.push({value: parts.join(''), start});
      parts = null;
    }
  };

  let i = 0;
  scan: while (i < n) {
    const char = text[i];
    if (char === ' ' || char === '\t' || char === '\r' || char === '\n') {
      finish();
      if (char === '\n' && bareNewlineAt === -1) bareNewlineAt = i;
      i++;
      continue;
    }
    if (char === '\\') {
      let j = i + 1;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
      if (j < n && text[j] === '\n') {
        if (j > i + 1 && /[ \t]/.test(text.slice(i + 1, j)) && spacedContinuationAt === -1) {
          spacedContinuationAt = i;
        }
        i = j + 1;
        continue;
      }
      if (j >= n) {
        // A trailing backslash with nothing after it: the paste stopped at a line break.
        i = n;
        continue;
      }
      begin(i).push(text[i + 1]);
      i += 2;
      continue;
    }
    if (char === "'") {
      const close = text.indexOf("'", i + 1);
      if (close === -1) {
        return {
          ok: false,
          error: `Unclosed single quote starting at character ${i + 1} (line ${lineAt(text, i)}): add the closing '. Inside single quotes an apostrophe must be written as '\\'' (close, escaped quote, reopen).${apostropheHint()}`,
        };
      }
      if (
        earlyClose === -1 &&
        /\w/.test(text[close - 1] ?? '') &&
        /[A-Za-z]/.test(text[close + 1] ?? '')
      ) {
        earlyClose = close;
      }
      begin(i).push(text.slice(i + 1, close));
      i = close + 1;
      continue;
    }
    if (char === '$' && text[i + 1] === "'") {
      const word = begin(i);
      let j = i + 2;
      let segment = j;
      for (;;) {
        if (j >= n) {
          return {
            ok: false,
            error: `Unclosed $'...' quote starting at character ${i + 1} (line ${lineAt(text, i)}): add the closing '. Inside $'...' an apostrophe is written as \\'.${apostropheHint()}`,
          };
        }
        const c = text[j];
        if (c === "'") break;
        if (c === '\\' && j + 1 < n) {
          word.push(text.slice(segment, j));
          const next = text[j + 1];
          const hex = /^x([0-9A-Fa-f]{1,2})/.exec(text.slice(j + 1, j + 4));
          const unicode = /^(?:u([0-9A-Fa-f]{1,4})|U([0-9A-Fa-f]{1,8}))/.exec(
            text.slice(j + 1, j + 11),
          );
          const octal = /^[0-7]{1,3}/.exec(text.slice(j + 1, j + 4));
          if (hex) {
            word.push(String.fromCharCode(Number.parseInt(hex[1], 16)));
            j += 1 + hex[0].length;
          } else if (unicode) {
            const code = Number.parseInt(unicode[1] ?? unicode[2], 16);
            word.push(code <= 0x10ffff ? String.fromCodePoint(code) : '');
            j += 1 + unicode[0].length;
          } else if (octal) {
            word.push(String.fromCharCode(Number.parseInt(octal[0], 8)));
            j += 1 + octal[0].length;
          } else if (next in ANSI_C_ESCAPES) {
            word.push(ANSI_C_ESCAPES[next]);
            j += 2;
          } else {
            word.push(`\\${next}`);
            j += 2;
          }
          segment = j;
          continue;
        }
        j++;
      }
      word.push(text.slice(segment, j));
      i = j + 1;
      continue;
    }
    if (char === '"' || (char === '$' && text[i + 1] === '"')) {
      const open = char === '"' ? i : i + 1;
      const word = begin(i);
      let j = open + 1;
      let segment = j;
      for (;;) {
        if (j >= n) {
          return {
            ok: false,
            error: `Unclosed double quote starting at character ${open + 1} (line ${lineAt(text, open)}): add the closing ". A double quote inside a double-quoted value must be written as \\".${apostropheHint()}`,
          };
        }
        const c = text[j];
        if (c === '"') break;
        if (c === '\\' && j + 1 < n) {
          const next = text[j + 1];
          if (next === '"' || next === '\\' || next === '$' || next === '`') {
            word.push(text.slice(segment, j), next);
            j += 2;
            segment = j;
            continue;
          }
          if (next === '\n' || (next === '\r' && text[j + 2] === '\n')) {
            word.push(text.slice(segment, j));
            j += next === '\n' ? 2 : 3;
            segment = j;
            continue;
          }
          j += 2;
          continue;
        }
        if (c === '$') {
          const variable = readVariable(text, j);
          if (variable) {
            word.push(text.slice(segment, j), `{{env.${variable.name}}}`);
            variables.add(variable.name);
            j = variable.end;
            segment = j;
            continue;
          }
        }
        j++;
      }
      word.push(text.slice(segment, j));
      i = j + 1;
      continue;
    }
    if (char === '$') {
      const variable = readVariable(text, i);
      if (variable) {
        begin(i).push(`{{env.${variable.name}}}`);
        variables.add(variable.name);
        i = variable.end;
        continue;
      }
    }
    if (parts === null && char === '#') {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? n : newline;
      continue;
    }
    if (
      char === '|' ||
      char === ';' ||
      char === '>' ||
      char === '<' ||
      (parts === null && char === '&')
    ) {
      finish();
      notes.push(
        `Ignored everything from "${char}" at character ${i + 1} on: only the curl command itself is read.`,
      );
      break scan;
    }
    begin(i).push(char);
    i++;
  }
  finish();

  if (spacedContinuationAt !== -1) {
    notes.push(
      `Line ${lineAt(text, spacedContinuationAt)} has spaces after its closing backslash, which breaks the command in a real shell; the generator treated it as a line continuation.`,
    );
  }
  if (variables.size > 0) {
    const names = [...variables].map((name) => `$${name}`);
    notes.push(
      `Shell variable${names.length === 1 ? '' : 's'} ${listWords(names)} became ${listWords(
        [...variables].map((name) => `{{env.${name}}}`),
      )}: Crucible reads ${names.length === 1 ? 'it' : 'them'} from the environment at request time.`,
    );
  }
  return {ok: true, tokens, notes};
}
