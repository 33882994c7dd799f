/**
 * Finds the complete `crucibleconfig.yaml` examples in the Markdown/MDX pages and checks them
 * against static/config-schema.json. Used by configSchema.test.ts; kept apart so the file walk,
 * the fence parser and the error wording can be unit-tested on fixtures.
 *
 * An example is a fenced `yaml` (or `yml`) block whose first line is exactly SCHEMA_TAG, with more
 * than that line. Fences follow CommonMark closely enough for the docs: three or more backticks
 * or tildes, an info string such as `yaml title="crucibleconfig.yaml"`, a closing fence of the
 * same character that is at least as long, and any indentation (fences inside list items and JSX
 * are common in MDX, and MDX has no indented code blocks). Lines inside a fence are never read as
 * fences, so a four-backtick Markdown sample that shows a tagged block is not itself an example.
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import addFormats from 'ajv-formats';
import {load, YAMLException} from 'js-yaml';

export const SCHEMA_URL = 'https://crucible.dev/config-schema.json';
export const SCHEMA_TAG = `# yaml-language-server: $schema=${SCHEMA_URL}`;

/** Folders whose Markdown and MDX are checked, relative to the site root (src: pages, partials). */
export const DOC_ROOTS = ['docs', 'blog', 'releases', 'src'] as const;

export type FencedBlock = {
  /** 1-based line of the opening fence in the file. */
  line: number;
  /** The opening fence itself, e.g. "```" or "````". */
  fence: string;
  /** The first word of the info string, e.g. "yaml"; empty when there is none. */
  lang: string;
  /** The rest of the info string, e.g. `title="crucibleconfig.yaml"`. */
  meta: string;
  /** The lines between the fences, with the opening fence's indentation removed. */
  content: string;
  /** False when the file ends before a closing fence. */
  closed: boolean;
};

const OPENING_FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

function stripIndent(line: string, width: number): string {
  let index = 0;
  while (index < width && index < line.length && (line[index] === ' ' || line[index] === '\t')) {
    index++;
  }
  return line.slice(index);
}

/** Every fenced code block of a Markdown/MDX text, in order. */
export function extractFencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const blocks: FencedBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const open = OPENING_FENCE.exec(lines[index]);
    // A backtick fence's info string may not contain backticks (```a``` is inline code).
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) {
      index++;
      continue;
    }
    const [, indent, fence, rawInfo] = open;
    const info = rawInfo.trim();
    const space = info.search(/\s/);
    const closing = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(stripIndent(lines[end], indent.length));
      end++;
    }
    blocks.push({
      line: index + 1,
      fence,
      lang: space === -1 ? info : info.slice(0, space),
      meta: space === -1 ? '' : info.slice(space).trim(),
      content: body.join('\n'),
      closed: end < lines.length,
    });
    index = end + 1;
  }
  return blocks;
}

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

/** The .md and .mdx files under `dirs` of `root`, as sorted paths relative to `root` with `/`. */
export function listMarkdownFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, relative), {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) found.push(child);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
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
