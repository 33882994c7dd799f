/**
 * Checks the `crucibleconfig.yaml` examples of the Markdown/MDX pages against
 * static/config-schema.json, with errors worded for the writer who made them.
 *
 * Every fenced `yaml` (or `yml`) block is read and sorted into one of these kinds:
 *
 * - An **example**: its first line is exactly SCHEMA_TAG, followed by a config. It is validated
 *   against the whole schema, required keys included.
 * - An **untagged config**: a complete config without the comment, i.e. its top level has both
 *   `prompts` and `providers`, or `redteam` with `providers` (or `targets`, a name Crucible does
 *   not use for them) as a scan config. It is reported, since without the comment a reader's
 *   editor does not check it either, and validated like an example.
 * - A **fragment**: a part of a config shown on its own, validated against the matching part of
 *   the schema (see FragmentShape). Its shape is told only from its keys, and only where no other
 *   YAML the pages show (GitHub Actions and other CI files, docker-compose, Kubernetes, guardrail
 *   and MCP proxy policies, OpenAPI, model lists, dataset rows) can take it:
 *   - a mapping whose top-level keys are all config top-level keys (a key one typo away from one,
 *     such as `defaultTests`, counts as long as another key is exact, so that the typo is
 *     reported rather than hiding the block): the schema's top level without its required keys;
 *   - a mapping of `redteam` keys with `plugins` or `strategies`: the `redteam` section;
 *   - a mapping of test-case keys with `vars` or `assert`, or a list of them: test cases;
 *   - a list of mappings that each have a `type` and only assertion keys: assertions;
 *   - a mapping, or list of mappings, with an `id`, only provider keys and at least one key that
 *     only providers take (`label`, `transform`, `delay`, `env`, `prompts`): provider entries.
 *     A bare `id` + `config` is left alone, because red-team plugin and strategy entries look
 *     the same.
 *   Blocks with any other key are other YAML and are not read. So a misspelt key at the top of a
 *   test case, an assertion or a provider entry hides that fragment from the check; misspelt
 *   values (an assertion type) and misspelt keys deeper down (`redteam.numTest`) are reported.
 *   A fragment that uses `$ref` is not read either: Crucible resolves references, often into
 *   other files, before it validates.
 * - A block that mentions `yaml-language-server` without starting with SCHEMA_TAG is reported: its
 *   comment is misplaced or misspelt.
 */
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {load, YAMLException} from 'js-yaml';
import configSchema from '../static/config-schema.json';
import type {Check} from './index';
import {extractFencedBlocks, type FencedBlock} from './markdown';

export const SCHEMA_URL = 'https://crucible.dev/config-schema.json';
export const SCHEMA_TAG = `# yaml-language-server: $schema=${SCHEMA_URL}`;

export function isYamlBlock(block: FencedBlock): boolean {
  return /^ya?ml$/i.test(block.lang);
}

/** True for a yaml block whose first line is exactly the schema comment, followed by a config. */
export function isSchemaExample(block: FencedBlock): boolean {
  return (
    isYamlBlock(block) &&
    block.content.split('\n')[0].trimEnd() === SCHEMA_TAG &&
    !isSchemaTagOnly(block)
  );
}

/** A block holding nothing but the schema comment shows the comment itself, not a config. */
function isSchemaTagOnly(block: FencedBlock): boolean {
  return block.content.trim() === SCHEMA_TAG;
}

/** The complete-config examples of a page: yaml blocks that start with SCHEMA_TAG. */
export function extractSchemaExamples(markdown: string): FencedBlock[] {
  return extractFencedBlocks(markdown).filter(isSchemaExample);
}

/**
 * Yaml blocks that mention `yaml-language-server` but are not examples, e.g. because the comment
 * is not the first line or is misspelt. They would silently escape validation.
 */
export function findMisplacedSchemaTags(markdown: string): FencedBlock[] {
  return extractFencedBlocks(markdown).filter(
    (block) =>
      isYamlBlock(block) &&
      !isSchemaExample(block) &&
      !isSchemaTagOnly(block) &&
      block.content.includes('yaml-language-server'),
  );
}

// ---------------------------------------------------------------------------------------------
// Validation and error wording

/** The parts of a config a fragment can be, each validated against its part of the schema. */
export type FragmentShape =
  | 'config-section'
  | 'redteam-section'
  | 'test-case'
  | 'test-cases'
  | 'assertions'
  | 'provider'
  | 'providers';

export type ConfigValidator = {
  /** Validates a complete config. */
  validate: ValidateFunction;
  /** Validates a fragment of each shape. */
  fragments: Record<FragmentShape, ValidateFunction>;
  /** The keys the schema allows in each part, which tell a fragment's shape. */
  keys: {
    config: string[];
    redteam: string[];
    testCase: string[];
    assertion: string[];
    provider: string[];
    /** Provider keys that red-team plugin and strategy entries do not take. */
    providerOnly: string[];
  };
  /** JSON pointer ("#/definitions/provider") of every subschema, to word errors by location. */
  pointers: WeakMap<object, string>;
  /** Anything Ajv logged while compiling, e.g. strict-mode warnings. */
  warnings: string[];
};

function indexSchema(node: unknown, pointer: string, pointers: WeakMap<object, string>): void {
  if (node === null || typeof node !== 'object') return;
  pointers.set(node, pointer);
  for (const [key, child] of Object.entries(node)) {
    indexSchema(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, pointers);
  }
}

type SchemaNode = {
  $id?: string;
  properties?: Record<string, unknown>;
  definitions?: Record<string, SchemaNode>;
};

/** Compiles the config schema with every error reported and strict type checks on. */
export function createConfigValidator(schema: object): ConfigValidator {
  const warnings: string[] = [];
  const record = (...args: unknown[]): void => {
    warnings.push(args.map(String).join(' '));
  };
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    allowUnionTypes: true,
    strictTypes: true,
    strictTuples: true,
    logger: {log: () => undefined, warn: record, error: record},
  });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const pointers = new WeakMap<object, string>();
  indexSchema(schema, '#', pointers);

  const root = schema as SchemaNode;
  const definition = (name: string) => ({$ref: `${root.$id ?? ''}#/definitions/${name}`});
  const listOf = (name: string) => ({type: 'array', items: definition(name)});
  // A config section on its own: the top level without `required`, `if` and `then`. It keeps
  // `definitions`, so its references resolve inside the copy; without `$id` it does not clash
  // with the schema it is copied from.
  const section = Object.fromEntries(
    Object.entries(schema).filter(([key]) => !['$id', 'required', 'if', 'then'].includes(key)),
  );
  pointers.set(section, '#');
  const fragments: Record<FragmentShape, ValidateFunction> = {
    'config-section': ajv.compile(section),
    'redteam-section': ajv.compile(definition('redteam')),
    'test-case': ajv.compile(definition('testCase')),
    'test-cases': ajv.compile(listOf('testCase')),
    assertions: ajv.compile(listOf('assertion')),
    provider: ajv.compile(definition('provider')),
    providers: ajv.compile(listOf('provider')),
  };

  const keysOf = (node: SchemaNode | undefined) => Object.keys(node?.properties ?? {});
  const definitions = root.definitions ?? {};
  const redTeamEntryKeys = new Set([
    ...keysOf(definitions.redteamPlugin),
    ...keysOf(definitions.redteamStrategy),
  ]);
  const provider = keysOf(definitions.provider);
  const keys = {
    config: keysOf(root),
    redteam: keysOf(definitions.redteam),
    testCase: keysOf(definitions.testCase),
    assertion: [
      ...new Set([...keysOf(definitions.singleAssertion), ...keysOf(definitions.assertSet)]),
    ],
    provider,
    providerOnly: provider.filter((key) => !redTeamEntryKeys.has(key)),
  };
  return {validate, fragments, keys, pointers, warnings};
}

/** Words for the JSON Schema types, as a reader of YAML knows them. */
const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping',
  null: 'empty',
};

function quote(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);
}

/** A value as it reads in a message: `"text"`, `the number 3`, `a list`... */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'an empty value';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  return 'a mapping';
}

/** Edit distance with adjacent transpositions counted as one edit ("contians" -> "contains"). */
function editDistance(a: string, b: string): number {
  const rows = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

/** The closest candidate within two edits (and less than half the word), or null. */
export function suggest(word: string, candidates: Iterable<string>): string | null {
  let best: string | null = null;
  let bestDistance = Math.min(3, Math.ceil(word.length / 2));
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** What a value must look like when it fails the `pattern` of the schema at that pointer. */
const PATTERN_HINTS: Record<string, string> = {
  '#/properties/providers':
    'a provider id such as openai:chat:gpt-4.1-mini (vendor:model or vendor:kind:model), http, websocket, exec:<command> or file://provider.py',
  '#/properties/prompts':
    'prompt text, or a file:// path to a .txt, .md, .json, .yaml, .py or .js prompt file',
  '#/properties/tests':
    'a file:// path to a .csv, .json, .jsonl, .yaml, .xlsx, .js or .py file, a file:// glob, or a Google Sheets URL',
  '#/properties/outputPath': 'a file path ending in .json, .jsonl, .csv, .yaml, .html or .txt',
  '#/definitions/defaultTest': 'a mapping of test-case fields or a file:// path',
  '#/definitions/extension':
    'a file:// path to a .py or .js file, optionally followed by :functionName',
  '#/definitions/nunjucksFilters/additionalProperties':
    'the path of a .js file that exports the filter',
};
PATTERN_HINTS['#/definitions/provider'] = PATTERN_HINTS['#/properties/providers'];
PATTERN_HINTS['#/definitions/providerId'] = PATTERN_HINTS['#/properties/providers'];
PATTERN_HINTS['#/definitions/prompt'] = PATTERN_HINTS['#/properties/prompts'];
PATTERN_HINTS['#/definitions/testsItem'] = PATTERN_HINTS['#/properties/tests'];
PATTERN_HINTS['#/definitions/outputFile'] = PATTERN_HINTS['#/properties/outputPath'];

/** What the keys of the mapping at that pointer must look like (`propertyNames`). */
const KEY_HINTS: Record<string, string> = {
  '#/definitions/env':
    'an environment variable name (letters, digits and underscores, not starting with a digit)',
  '#/definitions/commandLineOptions':
    'a CLI flag name in camelCase, such as maxConcurrency for --max-concurrency',
  '#/definitions/nunjucksFilters': 'a filter name made of letters, digits and underscores',
};

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function schemaProperties(schema: unknown): string[] {
  const properties = (schema as {properties?: unknown} | null)?.properties;
  return properties && typeof properties === 'object' ? Object.keys(properties) : [];
}

function schemaDescription(schema: unknown): string {
  const description = (schema as {description?: unknown} | null)?.description;
  return typeof description === 'string' ? description : '';
}

const ASSERTION_TYPE_POINTER = '#/definitions/assertionType';

function assertionTypeNames(validator: ConfigValidator): string[] {
  const schema = validator.validate.schema as {
    definitions?: {assertionType?: {anyOf?: Array<{enum?: string[]}>}};
  };
  const names = schema.definitions?.assertionType?.anyOf?.[0]?.enum ?? [];
  return [...names, ...names.map((name) => `not-${name}`)];
}

/** One Ajv error in plain words, without the location; null for errors that add nothing. */
function describeError(error: ErrorObject, at: string): string | null {
  const got = describeValue(error.data);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'if':
      // The branch that failed reports the real problem.
      return null;
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const known = schemaProperties(error.parentSchema);
      const close = suggest(key, known);
      return close
        ? `has an unknown key "${key}"; did you mean "${close}"?`
        : `has an unknown key "${key}"; allowed keys are ${known.join(', ')}`;
    }
    case 'required': {
      const reason =
        at === '#/then' ? ' (a config without "redteam" needs prompts and providers)' : '';
      return `is missing the required key "${String(params.missingProperty)}"${reason}`;
    }
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return `must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')} (got ${got})`;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value));
      return `must be one of ${allowed.join(', ')} (got ${got})`;
    }
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)} (got ${got})`;
    case 'minimum':
      return `must be at least ${String(params.limit)} (got ${got})`;
    case 'maximum':
      return `must be at most ${String(params.limit)} (got ${got})`;
    case 'exclusiveMinimum':
      return `must be greater than ${String(params.limit)} (got ${got})`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)} (got ${got})`;
    case 'minLength':
      return params.limit === 1
        ? 'must not be empty'
        : `must be at least ${plural(Number(params.limit), 'character')} long`;
    case 'minItems':
      return params.limit === 1
        ? 'must not be an empty list'
        : `must list at least ${plural(Number(params.limit), 'item')}`;
    case 'minProperties':
      return 'must not be an empty mapping';
    case 'format':
      return `must be a valid ${params.format === 'uri' ? 'absolute URL' : String(params.format)} (got ${got})`;
    case 'pattern': {
      const hint = PATTERN_HINTS[at];
      if (hint) return `must be ${hint} (got ${got})`;
      const description = schemaDescription(error.parentSchema);
      return `is not in the expected form (got ${got})${description ? `: ${description}` : ''}`;
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      const hint = KEY_HINTS[at];
      return hint
        ? `has the key "${key}", which is not ${hint}`
        : `has the key "${key}", which is not allowed here`;
    }
    default:
      return error.message ?? `fails the "${error.keyword}" rule of the schema`;
  }
}

/** Ajv errors as plain sentences that start with the JSON pointer of the offending value. */
export function formatErrors(errors: readonly ErrorObject[], validator: ConfigValidator): string[] {
  const messages: string[] = [];
  const typeReported = new Set<string>();
  for (const error of errors) {
    const where = error.instancePath === '' ? 'the top level' : error.instancePath;
    const at = (error.parentSchema && validator.pointers.get(error.parentSchema as object)) || '';
    let message: string | null;
    if (at.startsWith(ASSERTION_TYPE_POINTER)) {
      // The enum, the `not-` pattern and their anyOf all fail together: say it once.
      if (typeReported.has(error.instancePath)) continue;
      typeReported.add(error.instancePath);
      if (typeof error.data === 'string') {
        const close = suggest(error.data, assertionTypeNames(validator));
        message = `must be one of the allowed assertion types (got ${describeValue(error.data)})${close ? `; did you mean "${close}"?` : ''}`;
      } else {
        message = `must be the name of an assertion type, such as contains or llm-rubric (got ${describeValue(error.data)})`;
      }
    } else if (error.propertyName !== undefined && error.keyword !== 'propertyNames') {
      // The inner error of `propertyNames`; the outer one names the key.
      continue;
    } else {
      message = describeError(error, at);
    }
    if (message === null) continue;
    const sentence = `${where} ${message}`;
    if (!messages.includes(sentence)) messages.push(sentence);
  }
  return messages;
}

/** Where in a page a problem is, and what it is. */
export type Problem = {line: number; message: string};

type Parsed = {data: unknown} | {error: string};

/** Parses a block's YAML; a syntax error names its line in the page. */
function parseBlock(block: FencedBlock, file: string): Parsed {
  try {
    return {data: load(block.content, {filename: file})};
  } catch (error) {
    if (error instanceof YAMLException) {
      // mark.line counts from 0 at the first line after the opening fence.
      const line = block.line + 1 + error.mark.line;
      return {
        error: `YAML syntax error at line ${line}, column ${error.mark.column + 1}: ${error.reason}`,
      };
    }
    return {error: `the example could not be parsed: ${String(error)}`};
  }
}

/** Problems of a parsed value against one compiled schema, worded for the writer. */
function validationProblems(
  validator: ConfigValidator,
  validate: ValidateFunction,
  data: unknown,
): string[] {
  if (validate(data)) return [];
  return formatErrors(validate.errors ?? [], validator);
}

/** Problems of one example, each as `file:line: message` with the line of its opening fence. */
export function checkExample(
  validator: ConfigValidator,
  file: string,
  block: FencedBlock,
): string[] {
  const prefix = `${file}:${block.line}:`;
  if (!block.closed) {
    return [`${prefix} the code fence opened here is never closed, so the example cannot be read`];
  }
  const parsed = parseBlock(block, file);
  if ('error' in parsed) return [`${prefix} ${parsed.error}`];
  return validationProblems(validator, validator.validate, parsed.data).map(
    (message) => `${prefix} ${message}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Telling complete configs and fragments from other YAML

/** What an untagged yaml block holds: a complete config, a fragment of one, or other YAML. */
export type UntaggedYaml =
  {kind: 'config'} | {kind: 'fragment'; shape: FragmentShape} | {kind: 'other'};

/** How a fragment's shape is named in messages. */
const SHAPE_WORDS: Record<FragmentShape, string> = {
  'config-section': 'part of a config',
  'redteam-section': 'the redteam section of a config',
  'test-case': 'a test case',
  'test-cases': 'a list of test cases',
  assertions: 'a list of assertions',
  provider: 'a provider entry',
  providers: 'a list of provider entries',
};

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

const only = (keys: string[], allowed: string[]) => keys.every((key) => allowed.includes(key));
const some = (keys: string[], wanted: string[]) => keys.some((key) => wanted.includes(key));

/** True when `data` has both halves of a config: what to send and whom to send it to. */
export function isCompleteConfig(data: unknown): boolean {
  if (!isMapping(data)) return false;
  const keys = Object.keys(data);
  const hasTargets = keys.includes('providers') || keys.includes('targets');
  return hasTargets && (keys.includes('prompts') || keys.includes('redteam'));
}

/** The fragment shape of a mapping, from its keys alone, or null when it is other YAML. */
function mappingShape(validator: ConfigValidator, data: Record<string, unknown>) {
  const keys = Object.keys(data);
  const {config, redteam, testCase, provider, providerOnly} = validator.keys;
  if (keys.length === 0) return null;
  const exact = keys.filter((key) => config.includes(key));
  const nearMisses = keys.filter((key) => !config.includes(key) && suggest(key, config) !== null);
  if (exact.length > 0 && exact.length + nearMisses.length === keys.length) {
    return 'config-section';
  }
  if (only(keys, redteam) && some(keys, ['plugins', 'strategies'])) return 'redteam-section';
  if (only(keys, testCase) && some(keys, ['vars', 'assert'])) return 'test-case';
  if (only(keys, provider) && keys.includes('id') && some(keys, providerOnly)) return 'provider';
  return null;
}

/** The fragment shape of a list, from its items' keys alone, or null when it is other YAML. */
function listShape(validator: ConfigValidator, items: unknown[]): FragmentShape | null {
  if (items.length === 0 || !items.every(isMapping)) return null;
  const {testCase, assertion, provider, providerOnly} = validator.keys;
  const keysOf = items.map((item) => Object.keys(item));
  if (keysOf.every((keys) => only(keys, assertion) && keys.includes('type'))) return 'assertions';
  if (keysOf.every((keys) => only(keys, testCase) && some(keys, ['vars', 'assert']))) {
    return 'test-cases';
  }
  if (
    keysOf.every((keys) => only(keys, provider) && keys.includes('id')) &&
    keysOf.some((keys) => some(keys, providerOnly))
  ) {
    return 'providers';
  }
  return null;
}

/**
 * True when the YAML uses `$ref`. Crucible replaces each reference with its target, often in
 * another file, before it validates, so such a block cannot be validated on its own.
 */
function usesRef(data: unknown): boolean {
  if (Array.isArray(data)) return data.some(usesRef);
  return isMapping(data) && ('$ref' in data || Object.values(data).some(usesRef));
}

/** What the parsed YAML of a block without the schema comment holds. */
export function classifyUntaggedYaml(validator: ConfigValidator, data: unknown): UntaggedYaml {
  if (isCompleteConfig(data)) return {kind: 'config'};
  if (usesRef(data)) return {kind: 'other'};
  const shape = Array.isArray(data)
    ? listShape(validator, data)
    : isMapping(data)
      ? mappingShape(validator, data)
      : null;
  return shape ? {kind: 'fragment', shape} : {kind: 'other'};
}

/** Every problem of the yaml blocks of one page, at the line of each block's opening fence. */
export function checkYamlBlocks(
  validator: ConfigValidator,
  file: string,
  markdown: string,
): Problem[] {
  const problems: Problem[] = [];
  const report = (block: FencedBlock, message: string) =>
    problems.push({line: block.line, message});
  for (const block of extractFencedBlocks(markdown)) {
    if (!isYamlBlock(block) || isSchemaTagOnly(block)) continue;
    if (isSchemaExample(block)) {
      const prefix = `${file}:${block.line}: `;
      for (const problem of checkExample(validator, file, block)) {
        report(block, problem.slice(prefix.length));
      }
      continue;
    }
    if (block.content.includes('yaml-language-server')) {
      report(
        block,
        `this yaml block mentions yaml-language-server but its first line is not exactly "${SCHEMA_TAG}", so it is not validated`,
      );
      continue;
    }
    const parsed = block.closed ? parseBlock(block, file) : null;
    // Untagged YAML that does not parse may be a template or pseudo-YAML, not a config.
    if (!parsed || 'error' in parsed) continue;
    const untagged = classifyUntaggedYaml(validator, parsed.data);
    if (untagged.kind === 'config') {
      report(
        block,
        `this yaml block is a complete config but does not start with "${SCHEMA_TAG}"; add the comment so that readers' editors and this check validate it`,
      );
      for (const message of validationProblems(validator, validator.validate, parsed.data)) {
        report(block, message);
      }
    } else if (untagged.kind === 'fragment') {
      const validate = validator.fragments[untagged.shape];
      for (const message of validationProblems(validator, validate, parsed.data)) {
        report(block, `${message} (checked as ${SHAPE_WORDS[untagged.shape]})`);
      }
    }
  }
  return problems;
}

/** Problems of every yaml block in one page, as `file:line: message`. */
export function checkMarkdown(
  validator: ConfigValidator,
  file: string,
  markdown: string,
): string[] {
  return checkYamlBlocks(validator, file, markdown).map(
    ({line, message}) => `${file}:${line}: ${message}`,
  );
}

let siteValidator: ConfigValidator | undefined;

/** The `config-examples` content check, over the site's own schema. */
export const configExamplesCheck: Check = {
  rule: 'config-examples',
  description: `Complete config examples start with "${SCHEMA_TAG}", and they and the config fragments validate against static/config-schema.json.`,
  scope: 'page',
  run: (sources) => {
    siteValidator ??= createConfigValidator(configSchema);
    const validator = siteValidator;
    return sources
      .filter((source) => source.format === 'markdown')
      .flatMap((source) =>
        checkYamlBlocks(validator, source.file, source.text).map(({line, message}) => ({
          file: source.file,
          line,
          rule: 'config-examples',
          message,
        })),
      );
  },
};
