/**
 * Checks the text of a `crucibleconfig.yaml` and returns every problem in plain words.
 *
 * Pure and synchronous, so it is easy to unit-test. The page imports this module lazily
 * (`await import('./checkConfig')`) on the first click of "Validate", which keeps this module and
 * js-yaml out of the page's initial bundle.
 *
 * Safety: input over MAX_CONFIG_BYTES is rejected before parsing (js-yaml keeps aliases as shared
 * references, so the input size bounds the work); `__proto__` keys are stored by js-yaml as own
 * properties and only ever read with own-property checks here; the same aliased list is checked
 * once; and the number of problems is capped.
 */
import {load} from 'js-yaml';
import {MAX_CONFIG_BYTES, MAX_PROBLEMS, tooLargeMessage} from './limits';

export type Problem = {
  /** 1-based line in the pasted text, or null when no single line is to blame. */
  line: number | null;
  /** Where in the config, e.g. `tests[2].assert[0].type`; an empty string means the whole file. */
  path: string;
  /** What is wrong and how to fix it, in plain words. */
  message: string;
};

export type CheckResult = {ok: boolean; problems: Problem[]};

/** The top-level fields of a Crucible config, exactly as listed in the product facts. */
export const TOP_LEVEL_KEYS = [
  'description',
  'prompts',
  'providers',
  'tests',
  'defaultTest',
  'scenarios',
  'outputPath',
  'env',
  'evaluateOptions',
  'commandLineOptions',
  'redteam',
  'sharing',
  'tracing',
  'extensions',
  'metadata',
  'nunjucksFilters',
] as const;

const TOP_LEVEL_KEY_SET: ReadonlySet<string> = new Set(TOP_LEVEL_KEYS);

type Mapping = Record<string, unknown>;
type PathSegment = string | number;

function isMapping(value: unknown): value is Mapping {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function hasOwn(object: Mapping, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** "a list", "a number"... for messages such as `"providers" must be ..., but it is a number`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return value ? 'the value true' : 'the value false';
  if (isMapping(value)) return 'a mapping';
  return 'binary or otherwise unusual data';
}

function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out ? `.${segment}` : segment;
  }
  return out;
}

/** Edit distance, used only to suggest a known key for a misspelt one. */
function editDistance(a: string, b: string): number {
  const previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0];
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j];
      previous[j] = Math.min(
        previous[j] + 1,
        previous[j - 1] + 1,
        diagonal + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
      );
      diagonal = above;
    }
  }
  return previous[b.length];
}

function suggestKey(key: string): string | null {
  if (key.length > 40) return null;
  let best: string | null = null;
  // Allow one edit per three characters, at most two: "promts" finds "prompts", "e" finds nothing.
  let bestDistance = Math.min(2, Math.floor(key.length / 3)) + 1;
  for (const known of TOP_LEVEL_KEYS) {
    const distance = editDistance(key, known);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Finding the line of a key by scanning the text. js-yaml does not report positions for values,
// so semantic problems are placed by following the path through the block-style indentation.
// Flow style (`[a, b]`, `{a: 1}`) is not followed: the deepest line found is used instead.

type Range = {from: number; to: number};

const ITEM_RE = /^(\s*)-(?:\s|$)/;

function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function isSkippable(line: string): boolean {
  const trimmed = line.trim();
  return trimmed === '' || trimmed.startsWith('#');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Lines that belong to a key written at `column` on line `line` (its nested block). */
function blockAfter(lines: readonly string[], line: number, column: number, limit: number): Range {
  let end = line + 1;
  while (end < limit) {
    const text = lines[end];
    if (!isSkippable(text)) {
      const indent = indentOf(text);
      if (indent < column || (indent === column && !ITEM_RE.test(text))) break;
    }
    end++;
  }
  return {from: line + 1, to: end};
}

/** The key's line in the range; of several matches, the least indented (the direct child). */
function findKey(
  lines: readonly string[],
  range: Range,
  key: string,
): {line: number; column: number} | null {
  const pattern = new RegExp(
    `^(\\s*(?:-\\s+)*)(?:${escapeRegExp(key)}|"${escapeRegExp(key)}"|'${escapeRegExp(key)}')\\s*:(?:\\s|$)`,
  );
  let best: {line: number; column: number} | null = null;
  for (let i = range.from; i < range.to; i++) {
    const match = pattern.exec(lines[i]);
    if (match && (best === null || match[1].length < best.column)) {
      best = {line: i, column: match[1].length};
    }
  }
  return best;
}

/** The lines of the `index`-th item of a block sequence in the range. */
function findItem(lines: readonly string[], range: Range, index: number): Range | null {
  let first = range.from;
  while (first < range.to && isSkippable(lines[first])) first++;
  if (first >= range.to) return null;
  const head = ITEM_RE.exec(lines[first]);
  if (!head) return null;
  const itemIndent = head[1].length;
  let count = -1;
  let start = -1;
  for (let i = first; i < range.to; i++) {
    const text = lines[i];
    if (isSkippable(text)) continue;
    const indent = indentOf(text);
    const isItem = indent === itemIndent && ITEM_RE.test(text);
    if (indent < itemIndent || (indent === itemIndent && !isItem)) {
      return start >= 0 ? {from: start, to: i} : null;
    }
    if (isItem) {
      count++;
      if (start >= 0) return {from: start, to: i};
      if (count === index) start = i;
    }
  }
  return start >= 0 ? {from: start, to: range.to} : null;
}

/** Best-effort 1-based line for a path, or null when not even its first key can be found. */
export function findLine(
  text: string | readonly string[],
  path: readonly PathSegment[],
): number | null {
  const lines = typeof text === 'string' ? splitLines(text) : text;
  let range: Range = {from: 0, to: lines.length};
  let found: number | null = null;
  for (const segment of path) {
    if (typeof segment === 'number') {
      const item = findItem(lines, range, segment);
      if (!item) break;
      found = item.from;
      range = item;
    } else {
      const hit = findKey(lines, range, segment);
      if (!hit) break;
      found = hit.line;
      range = blockAfter(lines, hit.line, hit.column, range.to);
    }
  }
  return found === null ? null : found + 1;
}

// ---------------------------------------------------------------------------------------------
// The checks

class ProblemList {
  readonly problems: Problem[] = [];
  full = false;

  private lines: readonly string[] | null = null;

  constructor(private readonly text: string) {}

  /** Adds a problem located by its path; returns false once the list is full. */
  add(path: readonly PathSegment[], message: string, line?: number | null): boolean {
    if (this.full) return false;
    if (this.problems.length >= MAX_PROBLEMS) {
      this.full = true;
      this.problems.push({
        line: null,
        path: '',
        message: `Stopped after ${MAX_PROBLEMS} problems. Fix these and validate again to see the rest.`,
      });
      return false;
    }
    this.problems.push({
      line: line === undefined ? findLine((this.lines ??= splitLines(this.text)), path) : line,
      path: formatPath(path),
      message,
    });
    return true;
  }
}

function checkProviders(value: unknown, list: ProblemList): void {
  const path = ['providers'];
  if (typeof value === 'string') {
    if (value.trim() === '') {
      list.add(
        path,
        '"providers" is an empty string. Give a provider id such as openai:chat:gpt-4.1-mini.',
      );
    }
    return;
  }
  if (!Array.isArray(value)) {
    list.add(
      path,
      `"providers" must be a provider id or a list of providers, but it is ${describeValue(value)}.`,
    );
    return;
  }
  if (value.length === 0) {
    list.add(
      path,
      '"providers" is an empty list. Add at least one provider to run the prompts against.',
    );
    return;
  }
  value.forEach((provider: unknown, index) => {
    if (list.full) return;
    const itemPath = ['providers', index];
    const name = `Provider ${index + 1}`;
    if (typeof provider === 'string') {
      if (provider.trim() === '') list.add(itemPath, `${name} is an empty string.`);
      return;
    }
    if (!isMapping(provider)) {
      list.add(
        itemPath,
        `${name} must be an id such as anthropic:messages:claude-sonnet-4 or a mapping with an "id" key, but it is ${describeValue(provider)}.`,
      );
      return;
    }
    if (!hasOwn(provider, 'id')) {
      list.add(
        itemPath,
        `${name} is a mapping without an "id" key. Add one, for example id: http.`,
      );
    } else if (typeof provider.id !== 'string' || provider.id.trim() === '') {
      list.add(
        [...itemPath, 'id'],
        `The "id" of ${name.toLowerCase()} must be a non-empty string, but it is ${describeValue(provider.id)}.`,
      );
    }
  });
}

function checkAssertions(
  asserts: unknown,
  path: PathSegment[],
  owner: string,
  list: ProblemList,
  seen: WeakSet<object>,
): void {
  if (!Array.isArray(asserts)) {
    list.add(
      path,
      `"assert" in ${owner} must be a list of assertions, each starting with "- type:", but it is ${describeValue(asserts)}.`,
    );
    return;
  }
  if (seen.has(asserts)) return;
  seen.add(asserts);
  asserts.forEach((assertion: unknown, index) => {
    if (list.full) return;
    const itemPath = [...path, index];
    const name = `Assertion ${index + 1} of ${owner}`;
    if (!isMapping(assertion)) {
      list.add(
        itemPath,
        `${name} must be a mapping with a "type" key, such as type: contains, but it is ${describeValue(assertion)}.`,
      );
      return;
    }
    if (!hasOwn(assertion, 'type')) {
      list.add(
        itemPath,
        `${name} has no "type". Add one, for example type: equals or type: llm-rubric.`,
      );
    } else if (typeof assertion.type !== 'string' || assertion.type.trim() === '') {
      list.add(
        [...itemPath, 'type'],
        `The "type" of ${name.charAt(0).toLowerCase()}${name.slice(1)} must be a non-empty string, but it is ${describeValue(assertion.type)}.`,
      );
    }
  });
}

/** Checks one test case (or `defaultTest`) that is already known to be a mapping. */
function checkTestCase(
  test: Mapping,
  path: PathSegment[],
  owner: string,
  list: ProblemList,
  seen: WeakSet<object>,
): void {
  if (seen.has(test)) return;
  seen.add(test);
  if (hasOwn(test, 'assert')) {
    checkAssertions(test.assert, [...path, 'assert'], owner, list, seen);
  }
}

function checkTests(value: unknown, list: ProblemList, seen: WeakSet<object>): void {
  if (typeof value === 'string') {
    if (!value.startsWith('file://')) {
      list.add(
        ['tests'],
        `"tests" is a string, so it must be a path starting with file://, such as file://tests.csv.`,
      );
    }
    return;
  }
  if (!Array.isArray(value)) {
    list.add(
      ['tests'],
      `"tests" must be a list of test cases or a file:// path, but it is ${describeValue(value)}.`,
    );
    return;
  }
  value.forEach((test: unknown, index) => {
    if (list.full) return;
    const itemPath = ['tests', index];
    const owner = `test ${index + 1}`;
    if (typeof test === 'string' && test.startsWith('file://')) return;
    if (!isMapping(test)) {
      list.add(
        itemPath,
        `Test ${index + 1} must be a mapping with keys such as vars and assert (or a file:// path), but it is ${describeValue(test)}.`,
      );
      return;
    }
    checkTestCase(test, itemPath, owner, list, seen);
  });
}

function checkTopLevel(config: Mapping, list: ProblemList): void {
  for (const key of Object.keys(config)) {
    if (list.full) return;
    if (TOP_LEVEL_KEY_SET.has(key)) continue;
    const suggestion = suggestKey(key);
    list.add(
      [key],
      suggestion
        ? `Unknown top-level key "${key}". Did you mean "${suggestion}"?`
        : `Unknown top-level key "${key}". Allowed keys are ${TOP_LEVEL_KEYS.join(', ')}.`,
    );
  }

  const hasRedteam = hasOwn(config, 'redteam');
  if (hasRedteam && config.redteam !== null && !isMapping(config.redteam)) {
    list.add(
      ['redteam'],
      `"redteam" must be a mapping with keys such as purpose, plugins and strategies, but it is ${describeValue(config.redteam)}.`,
    );
  }

  if (!hasOwn(config, 'prompts') && !hasRedteam) {
    list.add(
      ['prompts'],
      'Missing "prompts". List the prompts to test (text or file:// paths), or add a "redteam" section to generate attacks instead.',
      null,
    );
  }
  if (hasOwn(config, 'providers')) {
    checkProviders(config.providers, list);
  } else if (!hasRedteam) {
    list.add(
      ['providers'],
      'Missing "providers". Name at least one model to call, for example openai:chat:gpt-4.1-mini, or add a "redteam" section.',
      null,
    );
  }

  const seen = new WeakSet<object>();
  if (hasOwn(config, 'defaultTest')) {
    if (isMapping(config.defaultTest)) {
      checkTestCase(config.defaultTest, ['defaultTest'], 'defaultTest', list, seen);
    } else if (!(
      typeof config.defaultTest === 'string' && config.defaultTest.startsWith('file://')
    )) {
      list.add(
        ['defaultTest'],
        `"defaultTest" must be a mapping with keys such as assert and options, but it is ${describeValue(config.defaultTest)}.`,
      );
    }
  }
  if (hasOwn(config, 'tests')) {
    checkTests(config.tests, list, seen);
  }
}

/** 1-based line of the first line that is neither blank, a comment nor a document marker. */
function firstContentLine(text: string): number | null {
  const lines = splitLines(text);
  const index = lines.findIndex((line) => !isSkippable(line) && !/^(?:---|\.\.\.)\s*$/.test(line));
  return index === -1 ? null : index + 1;
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

function syntaxProblem(error: unknown): Problem {
  const details = error as {reason?: unknown; mark?: {line?: unknown; column?: unknown}} | null;
  const reason =
    details && typeof details.reason === 'string' && details.reason
      ? details.reason
      : error instanceof Error
        ? error.message
        : String(error);
  const line = typeof details?.mark?.line === 'number' ? details.mark.line + 1 : null;
  const column = typeof details?.mark?.column === 'number' ? details.mark.column + 1 : null;
  return {
    line,
    path: '',
    message: `This is not valid YAML: ${reason}${column === null ? '' : ` (column ${column})`}.`,
  };
}

/** Checks a config's text. Never throws; `ok` is true only when no problem was found. */
export function checkConfig(text: string): CheckResult {
  // Size is measured before anything is parsed. UTF-8 never has fewer bytes than the string has
  // UTF-16 code units, so very long strings are rejected without encoding them.
  const bytes = text.length > 4 * MAX_CONFIG_BYTES ? text.length : utf8Length(text);
  if (bytes > MAX_CONFIG_BYTES) {
    return {ok: false, problems: [{line: null, path: '', message: tooLargeMessage(bytes)}]};
  }

  let config: unknown;
  try {
    config = load(text, {json: false});
  } catch (error) {
    return {ok: false, problems: [syntaxProblem(error)]};
  }

  if (config === undefined || config === null) {
    return {
      ok: false,
      problems: [
        {
          line: null,
          path: '',
          message:
            'The config is empty. It needs at least "prompts" and "providers", or a "redteam" section.',
        },
      ],
    };
  }
  if (!isMapping(config)) {
    return {
      ok: false,
      problems: [
        {
          line: firstContentLine(text),
          path: '',
          message: `The top level must be a mapping of keys such as prompts, providers and tests, but this file is ${describeValue(config)}.`,
        },
      ],
    };
  }

  const list = new ProblemList(text);
  try {
    checkTopLevel(config, list);
  } catch (error) {
    list.problems.push({
      line: null,
      path: '',
      message: `The validator stopped unexpectedly (${error instanceof Error ? error.message : String(error)}). Run "crucible validate" for a full check.`,
    });
  }
  return {ok: list.problems.length === 0, problems: list.problems};
}
