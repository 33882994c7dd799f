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

/** The commands in one piece of text; `line` is the line its first character is on. */
export function invocationsIn(text: string, line: number, stopAtQuote?: string): Invocation[] {
  const found: Invocation[] = [];
  for (const logical of logicalLines(text, line)) {
    for (const match of logical.text.matchAll(COMMAND)) {
      const before = logical.text.slice(0, match.index);
      if (!COMMAND_POSITION.test(before)) continue;
      const opener = before.trimEnd().slice(-1);
      // Inside a quoted string, the command ends at the matching quote.
      const quote = opener === '"' || opener === "'" || opener === '`' ? opener : stopAtQuote;
      const rest = logical.text.slice(match.index + match[0].length);
      const words = splitCommand(rest, quote);
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

/** Every `crucible …` command a page shows. */
export function findInvocations(source: Source): Invocation[] {
  if (source.format === 'script') {
    // Strings in TypeScript: the command ends at the string's closing quote or a JSX tag.
    return source.text
      .split('\n')
      .flatMap((text, index) => invocationsIn(text.replace(/<[^>]*>/g, ' '), index + 1));
  }
  const found: Invocation[] = [];
  for (const block of extractFencedBlocks(source.text)) {
    if (NOT_COMMANDS.has(block.lang.toLowerCase())) continue;
    found.push(...invocationsIn(block.content, block.line + 1));
  }
  for (const span of extractInlineCode(source.text)) {
    found.push(...invocationsIn(span.code, span.line));
  }
  return found;
}
