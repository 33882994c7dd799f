/**
 * Finds the `crucible …` commands a page shows: in fenced code blocks (shell sessions, CI YAML
 * `run:` steps, Dockerfiles), in inline code, and in the strings of React pages and data files.
 * Each comes back as shell words, cut where the shell would end the command (a pipe, `&&`, `;`, a
 * redirect or a comment), so the CLI check can compare subcommands and flags with the CLI data.
 */
import {extractFencedBlocks, extractInlineCode} from './markdown';
import type {Source} from './sources';

export type Invocation = {
  /** 1-based line of the page where the command starts. */
  line: number;
  /** The words after `crucible` (or `npx crucible@latest`), quotes removed. */
  words: string[];
  /** The command as written, for messages. */
  text: string;
};

/** `crucible`, or `npx [-y] crucible[@version]`, followed by at least one word. */
const COMMAND = /(?:\bnpx\s+(?:-y\s+|--yes\s+)?)?\bcrucible(?:@[\w.^~-]+)?(?=\s+\S)/g;

/**
 * What may stand before `crucible` on a line for it to be the command being run: nothing, a
 * prompt (`$`, `>`), a list or YAML item (`-`, `run:`), a shell operator, a quote or bracket, a
 * wrapper command (`sudo`, `time`), or variable assignments (`CRUCIBLE_CACHE_PATH=/tmp crucible`).
 * Anything else (`npm install -g crucible`, `--name crucible`) is not a Crucible command.
 */
const COMMAND_POSITION =
  /(?:^|[$>;&|(`"'{[]|^\s*-|\b(?:run|command|script|entrypoint|cmd):|\b(?:sudo|time|RUN|CMD|ENTRYPOINT))\s*(?:[A-Z_][A-Z0-9_]*=\S*\s+)*$/;

/**
 * In a sentence, `crucible` names the command after any word but an installer's: "run crucible
 * eval", not "npm install -g crucible".
 */
const PROSE_POSITION = /(?:^|(?<!(?:install|-g|add|upgrade))\s)$/;

/** Characters that end a command outside quotes. */
const OPERATORS = new Set(['|', '&', ';', '>', '<', '`', ')']);

/**
 * Splits the text after `crucible` into shell words until the command ends. Quotes are removed;
 * `#` after a space starts a comment; a backslash at the end of the line is handled by the caller.
 */
export function splitCommand(text: string, stopAtQuote?: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: string | null = null;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
      else word += char;
      continue;
    }
    if (char === stopAtQuote) break;
    if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
      continue;
    }
    if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      continue;
    }
    // `<path>` in documentation is a placeholder to fill in, not a redirect.
    const placeholder = char === '<' ? /^<[^<>\s]+>/.exec(text.slice(index)) : null;
    if (placeholder) {
      word += placeholder[0];
      inWord = true;
      index += placeholder[0].length - 1;
      continue;
    }
    if (OPERATORS.has(char)) break;
    if (char === '#' && !inWord) break;
    word += char;
    inWord = true;
  }
  if (inWord && !quote) words.push(word);
  return words;
}

/** Joins shell lines ending in a backslash, remembering where each logical line started. */
function logicalLines(text: string, firstLine: number): {line: number; text: string}[] {
  const result: {line: number; text: string}[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const start = index;
    let joined = lines[index];
    while (/\\\s*$/.test(joined) && index + 1 < lines.length) {
      joined = joined.replace(/\\\s*$/, ' ') + lines[++index];
    }
    result.push({line: firstLine + start, text: joined});
  }
  return result;
}

/**
 * In a sentence the command ends at the first word followed by punctuation: in "run crucible
 * guardrails, then scan-model" the command is `crucible guardrails`.
 */
function endAtPunctuation(words: string[]): string[] {
  const end = words.findIndex((word) => /[,.;:!?)]$/.test(word));
  if (end === -1) return words;
  return [...words.slice(0, end), words[end].replace(/[,.;:!?)]+$/, '')].filter(Boolean);
}

/**
 * The commands in one piece of text; `line` is the line its first character is on. `prose` is
 * for sentences in page code, where punctuation ends a command.
 */
export function invocationsIn(
  text: string,
  line: number,
  {prose = false}: {prose?: boolean} = {},
): Invocation[] {
  const found: Invocation[] = [];
  for (const logical of logicalLines(text, line)) {
    for (const match of logical.text.matchAll(COMMAND)) {
      const before = logical.text.slice(0, match.index);
      if (!(prose ? PROSE_POSITION : COMMAND_POSITION).test(before)) continue;
      const opener = before.trimEnd().slice(-1);
      // Inside a quoted string, the command ends at the matching quote.
      const quote = opener === '"' || opener === "'" || opener === '`' ? opener : undefined;
      const rest = logical.text.slice(match.index + match[0].length);
      const split = splitCommand(rest, quote);
      const words = prose ? endAtPunctuation(split) : split;
      if (words.length === 0) continue;
      found.push({line: logical.line, words, text: `crucible ${words.join(' ')}`});
    }
  }
  return found;
}

/** Fenced-block languages whose lines are never shell or CI commands. */
const NOT_COMMANDS = new Set([
  'python',
  'py',
  'javascript',
  'js',
  'typescript',
  'ts',
  'tsx',
  'jsx',
]);

/**
 * Commands in MCP client settings, written as JSON: `"command": "npx", "args": ["-y",
 * "crucible@0.87.0", "mcp", "server"]`, or `"command": "crucible"` with the words in `args`.
 */
export function jsonArgsInvocations(json: string, firstLine: number): Invocation[] {
  const found: Invocation[] = [];
  const entry = /"command"\s*:\s*"([^"]+)"\s*,\s*"args"\s*:\s*\[([^\]]*)\]/g;
  for (const match of json.matchAll(entry)) {
    const args = [...match[2].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((arg) =>
      JSON.parse(`"${arg[1]}"`),
    );
    let words: string[] | null = null;
    if (/^crucible(@.*)?$/.test(match[1])) words = args;
    else if (match[1] === 'npx') {
      const at = args.findIndex((arg) => /^crucible(@.*)?$/.test(arg));
      if (at !== -1) words = args.slice(at + 1);
    }
    if (!words || words.length === 0) continue;
    const line = firstLine + json.slice(0, match.index).split('\n').length - 1;
    found.push({line, words, text: `crucible ${words.join(' ')}`});
  }
  return found;
}

/** Every `crucible …` command a page shows. */
export function findInvocations(source: Source): Invocation[] {
  if (source.format === 'script') {
    // Strings and JSX text in TypeScript: the command ends at the string's closing quote, a JSX
    // tag or the end of a clause. An escaped backtick in a template literal is a backtick.
    return source.text
      .split('\n')
      .flatMap((text, index) =>
        invocationsIn(text.replace(/\\`/g, '`').replace(/<[^>]*>/g, ' '), index + 1, {prose: true}),
      );
  }
  const found: Invocation[] = [];
  for (const block of extractFencedBlocks(source.text)) {
    const lang = block.lang.toLowerCase();
    if (lang === 'json' || lang === 'jsonc') {
      found.push(...jsonArgsInvocations(block.content, block.line + 1));
      continue;
    }
    if (NOT_COMMANDS.has(lang)) continue;
    found.push(...invocationsIn(block.content, block.line + 1));
  }
  for (const span of extractInlineCode(source.text)) {
    found.push(...invocationsIn(span.code, span.line));
  }
  return found;
}
