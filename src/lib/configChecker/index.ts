/**
 * Checks the text of a `crucibleconfig.yaml` against the published JSON Schema
 * (static/config-schema.json, the same file the docs examples are tested with) and returns every
 * problem in plain words, with its path and line.
 *
 * The validator page (src/pages/validator/) imports this module lazily on the first click of
 * "Validate", so js-yaml, the validators and the schema stay out of the page's initial bundle.
 * The validators are Ajv's code for the schema, generated at build time
 * (plugins/build-time-validators): nothing is compiled in the browser, so the page works under a
 * Content-Security-Policy without 'unsafe-eval'.
 *
 * Safety, in order:
 * - input over MAX_CONFIG_BYTES is rejected before parsing;
 * - js-yaml limits nesting and keeps aliases as shared references, and a config whose aliases
 *   would expand to more than MAX_ALIAS_EXPANSION extra values (a "billion laughs") or nest more
 *   than MAX_EXPANDED_DEPTH levels is refused before anything walks the expanded tree;
 * - `__proto__` keys are own properties (js-yaml defines them, copies here define them), and are
 *   only ever read as own properties, so they are reported as unknown keys and never obeyed;
 * - Ajv with `allErrors` slows down sharply with the number of errors, so large configs are
 *   validated in growing prefixes until MAX_PROBLEMS problems are found or the whole config has
 *   been checked, and the list shown is capped at MAX_PROBLEMS.
 */
import {load} from 'js-yaml';
import type {ErrorObject} from 'ajv';
import schema from '@site/static/config-schema.json';
// Every error, with the schema node and the value the wording needs (`verbose`).
import validateAll from '@site/static/config-schema.json?validator=all';
// Stops at the first error: a quick yes/no for large configs.
import validateFirst from '@site/static/config-schema.json?validator=first';
import type {StandaloneValidateFunction} from '@site/plugins/build-time-validators/standaloneValidator';
import {describeValue, explainSchemaErrors, type SchemaProblem} from './explainSchemaErrors';
import {createYamlLocator} from './yamlLocator';
import {MAX_CONFIG_BYTES, MAX_PROBLEMS, tooLargeMessage} from './limits';

export {findLine} from './yamlLocator';

export type Problem = {
  /** 1-based line in the pasted text, or null when no single line is to blame. */
  line: number | null;
  /** Where in the config, e.g. `tests[2].assert[0].type`; an empty string means the whole file. */
  path: string;
  /** What is wrong and how to fix it, in plain words; code is written between backticks. */
  message: string;
};

export type CheckResult = {ok: boolean; problems: Problem[]};

/** Values that aliases may add on top of what is written out in the text. */
export const MAX_ALIAS_EXPANSION = 100_000;

/** Deepest nesting allowed once aliases are followed (js-yaml itself stops at 100 in the text). */
export const MAX_EXPANDED_DEPTH = 200;

/** Values validated per round; with a few errors per value at most, a round stays fast. */
const ROUND_SIZE = 5_000;

const SCHEMA: object = schema;

type Mapping = Record<string, unknown>;

function isMapping(value: unknown): value is Mapping {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function isContainer(value: unknown): value is unknown[] | Mapping {
  return Array.isArray(value) || isMapping(value);
}

function childrenOf(value: unknown[] | Mapping): unknown[] {
  return Array.isArray(value) ? value : Object.keys(value).map((key) => value[key]);
}

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

function problem(message: string, line: number | null = null, path = ''): CheckResult {
  return {ok: false, problems: [{line, path, message}]};
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

/** 1-based line of the first line that is neither blank, a comment nor a document marker. */
function firstContentLine(text: string): number | null {
  const lines = text.split(/\r\n|\r|\n/);
  const index = lines.findIndex((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith('#') && !/^(?:---|\.\.\.)$/.test(trimmed);
  });
  return index === -1 ? null : index + 1;
}

type Size = {values: number; tooMany: boolean; tooDeep: boolean};

/**
 * Counts the values of the config as a validator sees them, with every alias expanded, but stops
 * as soon as aliases add more than MAX_ALIAS_EXPANSION values or nest too deep. Values written
 * out in the text are counted once first, so only what aliases add counts against the limit.
 */
function measure(root: unknown): Size {
  let written = 0;
  const visited = new Set<object>();
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    written++;
    if (!isContainer(value) || visited.has(value)) continue;
    visited.add(value);
    for (const child of childrenOf(value)) pending.push(child);
  }

  const limit = written + MAX_ALIAS_EXPANSION;
  let values = 0;
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    values++;
    if (values > limit) return {values, tooMany: true, tooDeep: false};
    if (depth > MAX_EXPANDED_DEPTH) return {values, tooMany: false, tooDeep: true};
    if (!isContainer(value)) continue;
    for (const child of childrenOf(value)) stack.push([child, depth + 1]);
  }
  return {values, tooMany: false, tooDeep: false};
}

/**
 * A copy of the config that keeps the first `budget` values in document order. Past the budget,
 * mappings keep all their keys (so no required key goes missing) and lists keep one item (so no
 * list becomes empty); the copy never has an error the config does not have.
 */
function prefixCopy(root: unknown, budget: number): {copy: unknown; complete: boolean} {
  let remaining = budget;
  let complete = true;
  function copy(value: unknown): unknown {
    remaining--;
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (let index = 0; index < value.length; index++) {
        if (remaining <= 0 && index >= 1) {
          complete = false;
          break;
        }
        out.push(copy(value[index]));
      }
      return out;
    }
    if (isMapping(value)) {
      const out: Mapping = {};
      for (const key of Object.keys(value)) {
        // defineProperty, not assignment: a `__proto__` key stays a plain own property.
        Object.defineProperty(out, key, {
          value: copy(value[key]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    return value;
  }
  return {copy: copy(root), complete};
}

function errorsOf(validate: StandaloneValidateFunction, data: unknown): readonly ErrorObject[] {
  return validate(data) ? [] : (validate.errors ?? []);
}

/** Schema problems of the config, and whether the whole config was checked. */
function schemaProblems(
  config: Mapping,
  size: number,
): {found: SchemaProblem[]; complete: boolean} {
  if (size <= ROUND_SIZE) {
    return {
      found: explainSchemaErrors(errorsOf(validateAll, config), {schema: SCHEMA, data: config}),
      complete: true,
    };
  }
  if (validateFirst(config)) return {found: [], complete: true};
  for (let budget = ROUND_SIZE; ; budget += ROUND_SIZE) {
    const {copy, complete} = prefixCopy(config, budget);
    const found = explainSchemaErrors(errorsOf(validateAll, copy), {schema: SCHEMA, data: copy});
    if (complete || found.length >= MAX_PROBLEMS) return {found, complete};
  }
}

function locateAll(text: string, found: readonly SchemaProblem[]): Problem[] {
  const locate = createYamlLocator(text);
  const problems = found.map((item, index) => ({
    index,
    problem: {
      line: item.locate ? locate(item.locate) : null,
      path: item.path,
      message: item.message,
    } satisfies Problem,
  }));
  // Whole-file problems first, then by line; Ajv's order breaks ties.
  problems.sort((a, b) => {
    const lineA = a.problem.line ?? 0;
    const lineB = b.problem.line ?? 0;
    return lineA - lineB || a.index - b.index;
  });
  return problems.map((item) => item.problem);
}

/** Checks a config's text. Never throws; `ok` is true only when no problem was found. */
export function checkConfig(text: string): CheckResult {
  // Size is measured before anything is parsed. UTF-8 never has fewer bytes than the string has
  // UTF-16 code units, so very long strings are rejected without encoding them.
  const bytes = text.length > 4 * MAX_CONFIG_BYTES ? text.length : utf8Length(text);
  if (bytes > MAX_CONFIG_BYTES) return problem(tooLargeMessage(bytes));

  let config: unknown;
  try {
    config = load(text, {json: false});
  } catch (error) {
    return {ok: false, problems: [syntaxProblem(error)]};
  }

  if (config === undefined || config === null) {
    return problem(
      'The config is empty. It needs at least `prompts` and `providers`, or a `redteam` section.',
    );
  }
  if (!isMapping(config)) {
    return problem(
      `The top level must be a mapping of keys such as \`prompts\`, \`providers\` and \`tests\`, but this file is ${describeValue(config)}.`,
      firstContentLine(text),
    );
  }

  try {
    const size = measure(config);
    if (size.tooMany) {
      return problem(
        `Its YAML aliases expand this config to more than ${MAX_ALIAS_EXPANSION.toLocaleString('en-US')} values beyond what the text writes out, so it was not checked. Each \`*alias\` repeats the whole node its \`&anchor\` names, and aliases of aliases multiply; ordinary configs stay far below this. Write the repeated parts out, or reuse them less deeply.`,
      );
    }
    if (size.tooDeep) {
      return problem(
        `Its YAML aliases nest this config more than ${MAX_EXPANDED_DEPTH} levels deep, so it was not checked. Reuse anchors less deeply.`,
      );
    }

    const {found, complete} = schemaProblems(config, size.values);
    if (found.length === 0) return {ok: true, problems: []};
    const problems = locateAll(text, found);
    if (problems.length > MAX_PROBLEMS || !complete) {
      problems.length = Math.min(problems.length, MAX_PROBLEMS);
      problems.push({
        line: null,
        path: '',
        message: `Stopped after ${MAX_PROBLEMS} problems. Fix these and validate again to see the rest.`,
      });
    }
    return {ok: false, problems};
  } catch (error) {
    return problem(
      `The validator stopped unexpectedly (${error instanceof Error ? error.message : String(error)}). Run \`crucible validate\` for a full check.`,
    );
  }
}
