/**
 * Finds the complete `crucibleconfig.yaml` examples in the Markdown/MDX pages and checks them
 * against static/config-schema.json, with errors worded for the writer who made them.
 *
 * An example is a fenced `yaml` (or `yml`) block whose first line is exactly SCHEMA_TAG, with more
 * than that line.
 */
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {load, YAMLException} from 'js-yaml';
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

export type ConfigValidator = {
  validate: ValidateFunction;
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
  return {validate, pointers, warnings};
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
  let data: unknown;
  try {
    data = load(block.content, {filename: file});
  } catch (error) {
    if (error instanceof YAMLException) {
      // mark.line counts from 0 at the first line after the opening fence.
      const line = block.line + 1 + error.mark.line;
      return [
        `${prefix} YAML syntax error at line ${line}, column ${error.mark.column + 1}: ${error.reason}`,
      ];
    }
    return [`${prefix} the example could not be parsed: ${String(error)}`];
  }
  if (validator.validate(data)) return [];
  return formatErrors(validator.validate.errors ?? [], validator).map(
    (message) => `${prefix} ${message}`,
  );
}

/** Problems of every example in one page; `file` is the path used in messages. */
export function checkMarkdown(
  validator: ConfigValidator,
  file: string,
  markdown: string,
): string[] {
  return extractSchemaExamples(markdown).flatMap((block) => checkExample(validator, file, block));
}
