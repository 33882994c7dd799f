/**
 * Turns the errors Ajv reports for a crucibleconfig.yaml into problems a config writer can act
 * on: one plain sentence per problem, the path of the value it is about (`tests[0].assert[1].type`)
 * and the path whose line should be shown.
 *
 * Pure: no parsing, no I/O, no Ajv at run time (only its types), so it is cheap to unit-test.
 * The errors must come from an Ajv instance created with `verbose: true`, which gives every error
 * the schema node it failed (`parentSchema`) and the offending value (`data`). Locations are
 * recognised by the JSON pointer of that schema node inside `schema`, e.g.
 * `#/definitions/provider`; a location this module has no words for gets a generic sentence.
 *
 * Code in messages is written between backticks; the page renders those parts as code.
 */
import type {ErrorObject} from 'ajv';

export type PathSegment = string | number;

export type SchemaProblem = {
  /** The value the problem is about, e.g. `['tests', 0, 'assert', 1, 'type']`. */
  segments: PathSegment[];
  /** `segments` as shown to the reader, e.g. `tests[0].assert[1].type`. */
  path: string;
  /** The path whose line to show, or null when no line is to blame (a missing top-level key). */
  locate: PathSegment[] | null;
  /** What is wrong and how to fix it, in plain words. */
  message: string;
};

export type ExplainOptions = {
  /** The schema the errors came from: the same object that was given to Ajv. */
  schema: object;
  /** The validated value, to tell list indexes from mapping keys in error paths. */
  data: unknown;
};

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/** An own property, never one inherited through the prototype (so `__proto__` is just a key). */
function ownValue(object: unknown, key: string): unknown {
  return object !== null && typeof object === 'object' && hasOwn(object, key)
    ? (object as Mapping)[key]
    : undefined;
}

// ---------------------------------------------------------------------------------------------
// Words

function shorten(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Text as code: between backticks, or as a JSON string when it could break the backticks. */
export function code(text: string): string {
  const short = shorten(text);
  return /[`\n\r]/.test(short) || short.trim() !== short || short === ''
    ? JSON.stringify(short).replace(/`/g, '\\u0060')
    : `\`${short}\``;
}

function quote(text: string): string {
  return JSON.stringify(shorten(text)).replace(/`/g, '\\u0060');
}

/** A value as it reads after "got": `the string "high"`, `the number 3`, `a list`... */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'an empty value';
  if (typeof value === 'string')
    return value === '' ? 'an empty string' : `the string ${quote(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `the value ${value}`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : 'a list';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime())
      ? 'a date'
      : `the date ${value.toISOString().slice(0, 10)}`;
  }
  if (isMapping(value)) return Object.keys(value).length === 0 ? 'an empty mapping' : 'a mapping';
  return 'binary data';
}

/** `a`, `a` and `b`, `a`, `b` and `c`. */
function listWords(words: readonly string[], joiner = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${joiner} ${words[words.length - 1]}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: '`true` or `false`',
  array: 'a list',
  object: 'a mapping',
  null: 'empty',
};

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type.map(String) : String(type).split(',');
  return listWords(
    types.map((name) => TYPE_WORDS[name] ?? name),
    'or',
  );
}

/** Shown to the reader, e.g. `tests[0].assert[1].type`; odd keys are quoted: `env["MY VAR"]`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** How the value is named at the start of a sentence: `threshold`, Item 2 of `plugins`... */
function subjectOf(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return 'The config';
  const last = segments[segments.length - 1];
  if (typeof last === 'string') return code(last);
  const parent = segments[segments.length - 2];
  return `Item ${last + 1} of ${typeof parent === 'string' ? code(parent) : 'this list'}`;
}

// ---------------------------------------------------------------------------------------------
// Suggestions

/** Lower case without `-`, `_` and spaces, so `default_test` matches `defaultTest`. */
function fold(word: string): string {
  return word.toLowerCase().replace(/[-_\s]/g, '');
}

// Three rows of the edit-distance table, reused between calls (suggestions run once per problem).
let rows: [Int32Array, Int32Array, Int32Array] = [
  new Int32Array(66),
  new Int32Array(66),
  new Int32Array(66),
];

/** Edit distance where swapping two neighbouring letters counts as one edit. */
function editDistance(a: string, b: string): number {
  if (rows[0].length < b.length + 1) {
    rows = [
      new Int32Array(b.length + 1),
      new Int32Array(b.length + 1),
      new Int32Array(b.length + 1),
    ];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2] + 1);
      }
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/** The closest candidate, allowing one edit in short words and two in longer ones, or null. */
export function suggest(word: string, candidates: Iterable<string>): string | null {
  if (word.length === 0 || word.length > 64) return null;
  const limit = word.length < 4 ? 1 : 2;
  const lower = word.toLowerCase();
  const folded = fold(word);
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word || candidate.length > 64) continue;
    const candidateLower = candidate.toLowerCase();
    const candidateFolded = fold(candidate);
    // Words whose lengths differ by more than the limit cannot be close enough.
    const near = Math.abs(candidate.length - word.length) <= limit;
    const nearFolded = Math.abs(candidateFolded.length - folded.length) <= limit;
    if (!near && !nearFolded) continue;
    const distance = Math.min(
      near ? editDistance(lower, candidateLower) : Infinity,
      nearFolded ? editDistance(folded, candidateFolded) : Infinity,
    );
    if (distance <= limit && distance < word.length / 2 && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Schema locations

const pointerIndexes = new WeakMap<object, WeakMap<object, string>>();

/** JSON pointer (`#/definitions/provider`) of every object in the schema. */
function pointersOf(schema: object): WeakMap<object, string> {
  const cached = pointerIndexes.get(schema);
  if (cached) return cached;
  const pointers = new WeakMap<object, string>();
  const stack: Array<[unknown, string]> = [[schema, '#']];
  while (stack.length > 0) {
    const [node, pointer] = stack.pop() as [unknown, string];
    if (node === null || typeof node !== 'object' || pointers.has(node)) continue;
    pointers.set(node, pointer);
    for (const [key, child] of Object.entries(node)) {
      stack.push([child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
    }
  }
  pointerIndexes.set(schema, pointers);
  return pointers;
}

const DEF = '#/definitions/';
const PROVIDER = `${DEF}provider`;
const PROVIDER_ID = `${DEF}providerId`;
const ASSERTION_TYPE = `${DEF}assertionType`;
const ASSERTION_SHAPES = new Set([`${DEF}assertion`, `${DEF}singleAssertion`, `${DEF}assertSet`]);
const ASSERT_LISTS = new Set([
  `${DEF}testCase/properties/assert`,
  `${DEF}defaultTest/properties/assert`,
  `${DEF}assertSet/properties/assert`,
]);

const PROVIDER_RULE = 'must be an id such as `openai:chat:gpt-4.1-mini` or an object with an `id`';
const PROVIDER_FORMS =
  'Use `vendor:model` or `vendor:kind:model` (such as `openai:chat:gpt-4.1-mini` or `anthropic:messages:claude-sonnet-4`), a built-in target such as `http` or `websocket`, `exec:` followed by a command, or a `file://` path to a .py, .js, .ts, .rb or .go provider.';
const PROMPT_FILES = '.txt, .md, .j2, .json, .jsonl, .yaml, .yml, .py, .js, .mjs, .cjs or .ts';
const TEST_FILES = '.csv, .json, .jsonl, .yaml, .yml, .xlsx, .js or .py';
const OUTPUT_FILES = '.json, .jsonl, .csv, .yaml, .yml, .html or .txt';

/** How a mapping is named in "Unknown key ... in <a>" and "<This> has no ...". */
const NOUNS: Record<string, {a: string; this: string}> = {
  [`${DEF}testCase`]: {a: 'a test case', this: 'This test case'},
  [`${DEF}defaultTest`]: {a: '`defaultTest`', this: '`defaultTest`'},
  [`${DEF}singleAssertion`]: {a: 'an assertion', this: 'This assertion'},
  [`${DEF}assertion`]: {a: 'an assertion', this: 'This assertion'},
  [`${DEF}assertSet`]: {a: 'an `assert-set`', this: 'This `assert-set`'},
  [PROVIDER]: {a: 'a provider', this: 'This provider'},
  [`${DEF}prompt`]: {a: 'a prompt', this: 'This prompt'},
  [`${DEF}testOptions`]: {a: 'test `options`', this: 'These `options`'},
  [`${DEF}scenario`]: {a: 'a scenario', this: 'This scenario'},
  [`${DEF}evaluateOptions`]: {a: '`evaluateOptions`', this: '`evaluateOptions`'},
  [`${DEF}redteam`]: {a: '`redteam`', this: '`redteam`'},
  [`${DEF}redteamPlugin`]: {a: 'a red-team plugin', this: 'This plugin'},
  [`${DEF}redteamStrategy`]: {a: 'a red-team strategy', this: 'This strategy'},
  [`${DEF}sharing`]: {a: '`sharing`', this: '`sharing`'},
  [`${DEF}tracing`]: {a: '`tracing`', this: '`tracing`'},
};

function nounOf(pointer: string, segments: readonly PathSegment[]): {a: string; this: string} {
  const known = NOUNS[pointer];
  if (known) return known;
  const path = code(formatPath(segments) || 'the top level');
  return {a: path, this: path};
}

/** A likely full id for a bare model name, e.g. `gpt-4.1-mini` -> `openai:chat:gpt-4.1-mini`. */
function guessProviderId(value: string): string | null {
  const id = value.trim();
  if (/^(?:gpt-|chatgpt-|o\d)/i.test(id)) return `openai:chat:${id}`;
  if (/^claude-/i.test(id)) return `anthropic:messages:${id}`;
  if (/^(?:llama|mistral|qwen|gemma|phi|deepseek)/i.test(id)) return `ollama:chat:${id}`;
  const slash = /^([a-z][\w-]*)\/(\S+)$/i.exec(id);
  if (slash) return `${slash[1]}:${slash[2]}`;
  return null;
}

function assertionTypeNames(schema: object, fallback: readonly unknown[]): string[] {
  const anyOf = ownValue(ownValue(ownValue(schema, 'definitions'), 'assertionType'), 'anyOf');
  const first = Array.isArray(anyOf) ? ownValue(anyOf[0], 'enum') : undefined;
  const names = (Array.isArray(first) ? first : fallback).filter(
    (name): name is string => typeof name === 'string',
  );
  return [...names, ...names.map((name) => `not-${name}`)];
}

// ---------------------------------------------------------------------------------------------
// Errors

type Entry = {
  error: ErrorObject;
  keyword: string;
  instancePath: string;
  segments: PathSegment[];
  value: unknown;
  /** Pointer of the schema node that holds the failing keyword, '' when unknown. */
  at: string;
  parentSchema: unknown;
  params: Record<string, unknown>;
  /** For a failing anyOf/oneOf, the errors of its branches. */
  branches?: Entry[];
};

type Draft = {segments: PathSegment[]; locate: PathSegment[] | null; message: string};

function decodePointerPart(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The path segments of an Ajv instance path, with list indexes as numbers. */
function toSegments(
  instancePath: string,
  data: unknown,
): {segments: PathSegment[]; value: unknown} {
  const segments: PathSegment[] = [];
  let node = data;
  if (instancePath === '') return {segments, value: node};
  for (const raw of instancePath.slice(1).split('/')) {
    const part = decodePointerPart(raw);
    if (Array.isArray(node) && /^(?:0|[1-9]\d*)$/.test(part)) {
      const index = Number(part);
      segments.push(index);
      node = node[index];
    } else {
      segments.push(part);
      node = ownValue(node, part);
    }
  }
  return {segments, value: node};
}

function isWithin(path: string, parent: string): boolean {
  return path === parent || path.startsWith(`${parent}/`);
}

function explainUnknownKey(entry: Entry): Draft {
  const key = String(entry.params.additionalProperty);
  const properties = ownValue(entry.parentSchema, 'properties');
  const known = isMapping(properties) ? Object.keys(properties) : [];
  const close = suggest(key, known);
  const allowed = known.length > 0 ? ` Allowed keys are ${listWords(known.map(code))}.` : '';
  const lead =
    entry.at === '#'
      ? `Unknown top-level key ${code(key)}.`
      : `Unknown key ${code(key)} in ${nounOf(entry.at, entry.segments).a}.`;
  let hint = close ? ` Did you mean ${code(close)}?` : allowed;
  if (!close && entry.at === PROVIDER && known.includes('config')) {
    hint = ` Settings for the provider, such as ${code('temperature')}, go under ${code('config')}.${allowed}`;
  }
  const segments = [...entry.segments, key];
  return {segments, locate: segments, message: `${lead}${hint}`};
}

function explainMissing(entry: Entry): Draft {
  const key = String(entry.params.missingProperty);
  if (entry.at === '#/then' || (entry.at === '#' && entry.segments.length === 0)) {
    const message =
      key === 'providers'
        ? 'Missing `providers`. Name at least one model to call, such as `openai:chat:gpt-4.1-mini`, or add a `redteam` section to generate attacks instead.'
        : key === 'prompts'
          ? 'Missing `prompts`. List the prompts to send (text or `file://` paths), or add a `redteam` section to generate attacks instead.'
          : `Missing the top-level key ${code(key)}.`;
    return {segments: [key], locate: null, message};
  }
  let message: string;
  if (entry.at === PROVIDER && key === 'id') {
    message = `This provider has no \`id\`. Each provider ${PROVIDER_RULE}; add a line such as \`id: http\`.`;
  } else if (ASSERTION_SHAPES.has(entry.at) && key === 'type') {
    message =
      'This assertion has no `type`. Add one, such as `type: equals` or `type: llm-rubric`.';
  } else if (entry.at === `${DEF}assertSet` && key === 'assert') {
    message =
      'This `assert-set` has no `assert` list. List the assertions it groups under `assert`.';
  } else if (entry.at === `${DEF}redteamPlugin` && key === 'id') {
    message = 'This red-team plugin has no `id`. Add one, such as `id: pii`.';
  } else if (entry.at === `${DEF}redteamStrategy` && key === 'id') {
    message = 'This red-team strategy has no `id`. Add one, such as `id: jailbreak`.';
  } else {
    message = `${nounOf(entry.at, entry.segments).this} has no ${code(key)}, which is required here.`;
  }
  return {segments: entry.segments, locate: entry.segments, message};
}

// The same misspelling often repeats across a config; remember the answer per schema.
const typeSuggestions = new WeakMap<object, Map<string, string | null>>();

function suggestAssertionType(
  value: string,
  schema: object,
  allowed: readonly unknown[],
): string | null {
  let known = typeSuggestions.get(schema);
  if (!known) {
    known = new Map();
    typeSuggestions.set(schema, known);
  }
  if (!known.has(value)) {
    if (known.size > 1000) known.clear();
    known.set(value, suggest(value, assertionTypeNames(schema, allowed)));
  }
  return known.get(value) ?? null;
}

function explainAssertionType(entry: Entry, schema: object): Draft {
  const {value} = entry;
  let message: string;
  if (typeof value === 'string') {
    const allowed = Array.isArray(entry.params.allowedValues) ? entry.params.allowedValues : [];
    const close = suggestAssertionType(value, schema, allowed);
    message = close
      ? `${code(value)} is not an assertion type. Did you mean ${code(close)}?`
      : `${code(value)} is not an assertion type. Use a built-in type such as \`contains\`, \`equals\`, \`is-json\` or \`llm-rubric\`, or put \`not-\` in front of one to invert it.`;
  } else {
    message = `\`type\` must be the name of an assertion type, such as \`contains\` or \`llm-rubric\`, got ${describeValue(value)}.`;
  }
  return {segments: entry.segments, locate: entry.segments, message};
}

function providerLead(segments: readonly PathSegment[]): string {
  const last = segments[segments.length - 1];
  return typeof last === 'number' && segments[segments.length - 2] === 'providers'
    ? 'Each provider'
    : subjectOf(segments);
}

/** Words for the spots writers get wrong most, or null to use the generic wording. */
function explainKnownSpot(entry: Entry, schema: object): string | null {
  const {at, keyword, value, segments} = entry;
  const got = describeValue(value);
  const subject = subjectOf(segments);
  const text = typeof value === 'string' ? value : '';

  if (at === PROVIDER) {
    const lead = providerLead(segments);
    if (keyword === 'type') return `${lead} ${PROVIDER_RULE}, got ${got}.`;
    if (keyword === 'minLength') {
      return `An empty string is not a provider id. ${lead} ${PROVIDER_RULE}.`;
    }
    if (keyword === 'pattern') {
      const guess = guessProviderId(text);
      return `${code(text)} is not a provider id. ${lead} ${PROVIDER_RULE}.${guess ? ` Did you mean ${code(guess)}?` : ''}`;
    }
  }
  if (at === PROVIDER_ID) {
    if (keyword === 'type') {
      return `${subject} must be a provider id such as \`openai:chat:gpt-4.1-mini\`, got ${got}.`;
    }
    if (keyword === 'minLength') return `${subject} must not be empty. ${PROVIDER_FORMS}`;
    if (keyword === 'pattern') {
      const guess = guessProviderId(text);
      return guess
        ? `${code(text)} is not a provider id. Did you mean ${code(guess)}?`
        : `${code(text)} is not a provider id. ${PROVIDER_FORMS}`;
    }
  }
  if (at === '#/properties/providers') {
    if (keyword === 'type') {
      return `\`providers\` must be a provider id or a list of providers, got ${got}.`;
    }
    if (keyword === 'minItems') {
      return '`providers` is an empty list. Add at least one provider, such as `openai:chat:gpt-4.1-mini`.';
    }
    if (keyword === 'minLength') {
      return '`providers` is an empty string. Give a provider id such as `openai:chat:gpt-4.1-mini`.';
    }
    if (keyword === 'pattern') {
      const guess = guessProviderId(text);
      return `${code(text)} is not a provider id. ${guess ? `Did you mean ${code(guess)}?` : PROVIDER_FORMS}`;
    }
  }
  if (at === '#/properties/prompts') {
    if (keyword === 'type') {
      return `\`prompts\` must be a list of prompts or one \`file://\` path, got ${got}.`;
    }
    if (keyword === 'minItems') return '`prompts` is an empty list. Add at least one prompt.';
    if (keyword === 'minLength') return '`prompts` is an empty string. Add at least one prompt.';
    if (keyword === 'pattern') {
      return `${code(text)} is not a prompt file: a \`file://\` prompt must end in ${PROMPT_FILES}.`;
    }
  }
  if (at === `${DEF}prompt`) {
    if (keyword === 'type') {
      return `Each prompt must be prompt text, a \`file://\` path, or a mapping with \`raw\` or \`file\`, got ${got}.`;
    }
    if (keyword === 'minLength') return 'A prompt must not be an empty string.';
    if (keyword === 'minProperties')
      return 'This prompt is an empty mapping. Give it `raw` or `file`.';
    if (keyword === 'pattern') {
      return `${code(text)} is not a prompt file: a \`file://\` prompt must end in ${PROMPT_FILES}.`;
    }
  }
  if (at === '#/properties/tests') {
    if (keyword === 'type') {
      return `\`tests\` must be a list of test cases or a \`file://\` path such as \`file://tests.csv\`, got ${got}.`;
    }
    if (keyword === 'pattern') {
      return `\`tests\` is a string, so it must be a \`file://\` path to a ${TEST_FILES} file (such as \`file://tests.csv\`), a \`file://\` glob or a Google Sheets URL, got ${got}.`;
    }
  }
  if (at === `${DEF}testsItem`) {
    if (keyword === 'type') {
      return `Each test must be a mapping with keys such as \`vars\` and \`assert\`, or a \`file://\` path, got ${got}.`;
    }
    if (keyword === 'pattern') {
      return `A test written as a string must be a \`file://\` path to more test cases (a ${TEST_FILES} file or a glob), got ${got}.`;
    }
  }
  if (at === `${DEF}defaultTest`) {
    if (keyword === 'type') {
      return `\`defaultTest\` must be a mapping with keys such as \`assert\` and \`options\`, or a \`file://\` path, got ${got}.`;
    }
    if (keyword === 'pattern') {
      return `\`defaultTest\` is a string, so it must be a \`file://\` path to a file that holds the defaults, got ${got}.`;
    }
  }
  if (ASSERTION_SHAPES.has(at) && keyword === 'type') {
    const names = assertionTypeNames(schema, []);
    const hint = names.includes(text) ? ` Write it as \`- type: ${text}\`.` : '';
    return `Each assertion must be a mapping with a \`type\`, such as \`type: contains\`, got ${got}.${hint}`;
  }
  if (ASSERT_LISTS.has(at)) {
    if (keyword === 'type') {
      return `\`assert\` must be a list of assertions, each starting with \`- type:\`, got ${got}.`;
    }
    if (keyword === 'minItems') {
      return 'This `assert` list is empty. An `assert-set` needs at least one assertion to group.';
    }
  }
  if (at === `${DEF}redteamPlugin` || at === `${DEF}redteamStrategy`) {
    const kind = at === `${DEF}redteamPlugin` ? 'plugin' : 'strategy';
    const example = kind === 'plugin' ? 'pii' : 'jailbreak';
    if (keyword === 'type') {
      return `Each red-team ${kind} must be an id such as \`${example}\` or an object with an \`id\`, got ${got}.`;
    }
    if (keyword === 'minLength') return `A red-team ${kind} id must not be empty.`;
  }
  if (keyword === 'pattern') {
    if (at === '#/properties/outputPath' || at === `${DEF}outputFile`) {
      return `${subject} must end in ${OUTPUT_FILES}, which picks the format of the results file, got ${got}.`;
    }
    if (at === `${DEF}extension`) {
      return `Each extension must be a \`file://\` path to a .py, .js, .mjs, .cjs or .ts file, optionally followed by \`:functionName\`, got ${got}.`;
    }
    if (at === `${DEF}nunjucksFilters/additionalProperties`) {
      return `${subject} must be the path of a .js, .mjs, .cjs or .ts file that exports the filter, got ${got}.`;
    }
  }
  return null;
}

function explainKeyName(entry: Entry): Draft {
  const key = String(entry.params.propertyName);
  let message: string;
  if (entry.at === `${DEF}env`) {
    message = `${code(key)} is not a valid environment variable name. Use letters, digits and underscores, and do not start with a digit.`;
  } else if (entry.at === `${DEF}commandLineOptions`) {
    const camel = key
      .replace(/^-+/, '')
      .replace(/[-_]+([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase());
    const better = /^[a-z][a-zA-Z0-9]*$/.test(camel)
      ? ` Write ${code(camel)} for \`--${key.replace(/^-+/, '')}\`.`
      : '';
    message = `${code(key)} is not a flag name in camelCase.${better}`;
  } else if (entry.at === `${DEF}nunjucksFilters`) {
    message = `${code(key)} is not a valid filter name. Use letters, digits and underscores.`;
  } else {
    message = `${code(key)} is not allowed as a key in ${nounOf(entry.at, entry.segments).a}.`;
  }
  const segments = [...entry.segments, key];
  return {segments, locate: segments, message};
}

function boundsOf(schema: unknown): {min?: number; max?: number} {
  const min = ownValue(schema, 'minimum');
  const max = ownValue(schema, 'maximum');
  return {
    min: typeof min === 'number' ? min : undefined,
    max: typeof max === 'number' ? max : undefined,
  };
}

function quoteHint(expected: unknown, value: unknown): string {
  const types = Array.isArray(expected) ? expected : String(expected).split(',');
  const scalar = typeof value === 'number' || typeof value === 'boolean' || value instanceof Date;
  return types.includes('string') && scalar ? ' Put the value in quotes to keep it as text.' : '';
}

/** The generic wording of one error, by keyword. */
function explainByKeyword(entry: Entry, schema: object): Draft | null {
  const {keyword, params, segments, value} = entry;
  const at = {segments, locate: segments};
  if (keyword === 'additionalProperties') return explainUnknownKey(entry);
  if (keyword === 'required') return explainMissing(entry);
  if (keyword === 'propertyNames') return explainKeyName(entry);
  if (entry.at.startsWith(ASSERTION_TYPE)) return explainAssertionType(entry, schema);
  const known = explainKnownSpot(entry, schema);
  if (known) return {...at, message: known};

  const subject = subjectOf(segments);
  const got = describeValue(value);
  const limit = Number(params.limit);
  switch (keyword) {
    case 'type':
      return {
        ...at,
        message: `${subject} must be ${typeWords(params.type)}, got ${got}.${quoteHint(params.type, value)}`,
      };
    case 'enum': {
      const allowed = (Array.isArray(params.allowedValues) ? params.allowedValues : []).map(
        (option) => code(String(option)),
      );
      const close =
        typeof value === 'string'
          ? suggest(value, (params.allowedValues as unknown[]).map(String))
          : null;
      const options =
        allowed.length <= 8 ? listWords(allowed, 'or') : `${allowed.slice(0, 8).join(', ')}…`;
      return {
        ...at,
        message: `${subject} must be one of ${options}, got ${got}.${close ? ` Did you mean ${code(close)}?` : ''}`,
      };
    }
    case 'const':
      return {
        ...at,
        message: `${subject} must be ${code(String(params.allowedValue))}, got ${got}.`,
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const {min, max} = boundsOf(entry.parentSchema);
      const rule =
        min !== undefined && max !== undefined
          ? `between ${min} and ${max}`
          : keyword === 'minimum'
            ? `at least ${limit}`
            : keyword === 'maximum'
              ? `at most ${limit}`
              : keyword === 'exclusiveMinimum'
                ? `greater than ${limit}`
                : `less than ${limit}`;
      return {...at, message: `${subject} must be ${rule}, got ${got}.`};
    }
    case 'multipleOf':
      return {
        ...at,
        message: `${subject} must be a multiple of ${String(params.multipleOf)}, got ${got}.`,
      };
    case 'minLength':
      return {
        ...at,
        message:
          limit === 1
            ? `${subject} must not be empty.`
            : `${subject} must be at least ${limit} characters long.`,
      };
    case 'maxLength':
      return {...at, message: `${subject} must be at most ${limit} characters long.`};
    case 'minItems':
      return {
        ...at,
        message:
          limit === 1
            ? `${subject} is an empty list. Add at least one item.`
            : `${subject} must list at least ${limit} items.`,
      };
    case 'maxItems':
      return {...at, message: `${subject} must list at most ${limit} items.`};
    case 'minProperties':
      return {...at, message: `${subject} is an empty mapping. Give it at least one key.`};
    case 'format':
      return {
        ...at,
        message:
          params.format === 'uri'
            ? `${subject} must be a full URL such as \`https://crucible.example.com\`, got ${got}.`
            : `${subject} must be a valid ${String(params.format)}, got ${got}.`,
      };
    case 'pattern': {
      const description = ownValue(entry.parentSchema, 'description');
      return {
        ...at,
        message: `${subject} is not in the expected form, got ${got}.${typeof description === 'string' ? ` ${description}` : ''}`,
      };
    }
    case 'false schema':
      return {...at, message: `${subject} is not allowed here.`};
    default:
      return {
        ...at,
        message: `${subject} ${entry.error.message ?? `breaks the \`${keyword}\` rule of the schema`}.`,
      };
  }
}

/** Keywords that fail when a value has the wrong shape for a branch altogether. */
const SHAPE_KEYWORDS = new Set(['type', 'const', 'enum']);

/**
 * One problem per failing `anyOf`/`oneOf`: when the value has the shape of exactly one branch
 * and fails that branch's finer rules, that branch's own problems; otherwise one sentence.
 */
function explainAlternatives(entry: Entry, schema: object): Draft[] {
  if (entry.at.startsWith(ASSERTION_TYPE)) return [explainAssertionType(entry, schema)];
  const subject = subjectOf(entry.segments);
  const at = {segments: entry.segments, locate: entry.segments};
  if (entry.keyword === 'oneOf' && Array.isArray(entry.params.passingSchemas)) {
    return [
      {
        ...at,
        message: `${subject} fits more than one of the accepted forms, so its meaning is unclear.`,
      },
    ];
  }
  const prefix = `${entry.at}/${entry.keyword}/`;
  const byBranch = new Map<string, Entry[]>();
  for (const branch of entry.branches ?? []) {
    const id = branch.at.startsWith(prefix) ? branch.at.slice(prefix.length).split('/')[0] : '?';
    byBranch.set(id, [...(byBranch.get(id) ?? []), branch]);
  }
  const close = [...byBranch].filter(
    ([id, errors]) =>
      id !== '?' &&
      !errors.some(
        (error) => error.instancePath === entry.instancePath && SHAPE_KEYWORDS.has(error.keyword),
      ),
  );
  if (close.length === 1 && !byBranch.has('?')) {
    return close[0][1].flatMap((branch) => explainEntry(branch, schema));
  }
  const description = ownValue(entry.parentSchema, 'description');
  return [
    {
      ...at,
      message: `${subject} does not match any of the accepted forms, got ${describeValue(entry.value)}.${typeof description === 'string' ? ` ${description}` : ''}`,
    },
  ];
}

function explainEntry(entry: Entry, schema: object): Draft[] {
  if (entry.keyword === 'if') return [];
  if (entry.branches) return explainAlternatives(entry, schema);
  const draft = explainByKeyword(entry, schema);
  return draft ? [draft] : [];
}

/**
 * Ajv errors as plain-words problems, in Ajv's order, one per value and message. Errors that only
 * repeat another (`if`, the inner error of `propertyNames`, the branches of `anyOf`/`oneOf`) are
 * folded into the problem they belong to.
 */
export function explainSchemaErrors(
  errors: readonly ErrorObject[],
  {schema, data}: ExplainOptions,
): SchemaProblem[] {
  const pointers = pointersOf(schema);
  const entries: Entry[] = errors.map((error) => {
    const {segments, value} = toSegments(error.instancePath, data);
    const parentSchema: unknown = error.parentSchema;
    return {
      error,
      keyword: error.keyword,
      instancePath: error.instancePath,
      segments,
      value: 'data' in error ? error.data : value,
      at:
        parentSchema !== null && typeof parentSchema === 'object'
          ? (pointers.get(parentSchema) ?? '')
          : '',
      parentSchema,
      params: (error.params ?? {}) as Record<string, unknown>,
    };
  });

  // Find the branch errors of every failing anyOf/oneOf. Ajv reports them just before the
  // anyOf/oneOf error itself, for the same value or values inside it.
  const folded = new Uint8Array(entries.length);
  entries.forEach((entry, index) => {
    if (entry.keyword !== 'anyOf' && entry.keyword !== 'oneOf') return;
    const own = `${entry.at}/${entry.keyword}/`;
    const branches: Entry[] = [];
    for (let j = index - 1; j >= 0; j--) {
      const candidate = entries[j];
      if (!isWithin(candidate.instancePath, entry.instancePath)) break;
      // Already the branch of a nested anyOf, which itself is one of ours.
      if (folded[j]) continue;
      const sibling =
        candidate.at === entry.at ||
        (candidate.at.startsWith(`${entry.at}/`) && !candidate.at.startsWith(own));
      if (sibling) break;
      folded[j] = 1;
      branches.push(candidate);
    }
    entry.branches = branches.reverse();
  });

  const problems: SchemaProblem[] = [];
  const seen = new Set<string>();
  const assertionTypeDone = new Set<string>();
  entries.forEach((entry, index) => {
    if (folded[index]) return;
    // The inner error of `propertyNames` (the key's own rule); the outer error names the key.
    if (entry.error.propertyName !== undefined && entry.keyword !== 'propertyNames') return;
    if (entry.at.startsWith(ASSERTION_TYPE)) {
      // The enum, the `not-` pattern, their anyOf and the type check all fail together.
      if (assertionTypeDone.has(entry.instancePath)) return;
      assertionTypeDone.add(entry.instancePath);
    }
    const drafts = explainEntry(entry, schema);
    for (const draft of drafts) {
      const path = formatPath(draft.segments);
      const key = `${path}\u0000${draft.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({segments: draft.segments, path, locate: draft.locate, message: draft.message});
    }
  });
  return problems;
}
