import Ajv, {type ErrorObject, type Options} from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import {_Code} from 'ajv/dist/compile/codegen/code';
import type {ValueScopeName} from 'ajv/dist/compile/codegen';
import type {SchemaEnv} from 'ajv/dist/compile';
import type {AnyValidateFunction} from 'ajv/dist/types';

/**
 * The Ajv options of each validator the site builds, by the name an import asks for
 * (`@site/static/config-schema.json?validator=all`).
 */
export const VALIDATOR_OPTION_SETS = {
  // Every error, each with the schema node it failed and the value (`verbose`), which
  // src/lib/configChecker/explainSchemaErrors.ts needs for its wording.
  all: {allErrors: true, strict: false, verbose: true},
  // Stops at the first error: the quick yes/no the config checker asks first of a large config.
  first: {allErrors: false, strict: false},
} as const satisfies Record<string, Options>;

export type ValidatorName = keyof typeof VALIDATOR_OPTION_SETS;

/** What a generated module exports: a validate function that records its errors on itself. */
export type StandaloneValidateFunction = ((data: unknown) => boolean) & {
  errors?: ErrorObject[] | null;
};

/** The import query that asks for a schema's build-time validator. */
export const VALIDATOR_QUERY = /^\?validator=([^&]*)$/;

/** The option set an import query names; throws, listing the names, for any other query. */
export function validatorNameOf(query: string): ValidatorName {
  const name = VALIDATOR_QUERY.exec(query)?.[1];
  if (name !== undefined && Object.hasOwn(VALIDATOR_OPTION_SETS, name)) {
    return name as ValidatorName;
  }
  const known = Object.keys(VALIDATOR_OPTION_SETS)
    .map((key) => `?validator=${key}`)
    .join(' or ');
  throw new Error(
    `"${query}" names no validator; import the schema with ${known} (plugins/build-time-validators/standaloneValidator.ts)`,
  );
}

/** Property access code for a path inside the schema, e.g. `["definitions"]["provider"]`. */
function accessCode(path: readonly string[]): string {
  return path.map((key) => `[${JSON.stringify(key)}]`).join('');
}

/** The path from the root to every object in the schema, found by identity. */
function pathsOf(schema: object): Map<object, string[]> {
  const paths = new Map<object, string[]>();
  const pending: Array<[unknown, string[]]> = [[schema, []]];
  while (pending.length > 0) {
    const [node, path] = pending.pop() as [unknown, string[]];
    if (node === null || typeof node !== 'object' || paths.has(node)) continue;
    paths.set(node, path);
    for (const [key, child] of Object.entries(node)) {
      // `x["__proto__"]` would read the prototype, not the key; such a node keeps its copy.
      if (key !== '__proto__') pending.push([child, [...path, key]]);
    }
  }
  return paths;
}

/**
 * The schema values the validator's code refers to (the schema and the parts its `$ref`s inline),
 * in the validator and in every function it calls, as ajv/dist/standalone walks them.
 */
function schemaValueNames(validate: AnyValidateFunction): Set<ValueScopeName> {
  const names = new Set<ValueScopeName>();
  const visited = new Set<object>();
  const pending: unknown[] = [validate];
  while (pending.length > 0) {
    const called = pending.pop() as AnyValidateFunction | undefined;
    if (!called?.source || visited.has(called)) continue;
    visited.add(called);
    const {scopeValues} = called.source;
    for (const prefix of Object.keys(scopeValues)) {
      for (const name of scopeValues[prefix] ?? []) {
        const ref = name.value?.ref;
        if (prefix === 'schema') names.add(name);
        else if (typeof ref === 'function') pending.push(ref);
        else if (ref && typeof ref === 'object' && 'validate' in ref) {
          pending.push((ref as SchemaEnv).validate);
        }
      }
    }
  }
  return names;
}

/**
 * The source of a CommonJS module exporting the validate function Ajv compiles for `schema` with
 * the named option set and ajv-formats, as ajv/dist/standalone writes it: the browser runs it
 * without compiling anything, so a Content-Security-Policy without 'unsafe-eval' allows it.
 *
 * Standalone code would copy the schema, and each part a `$ref` inlines, into the module as
 * literals. Instead every such value is read from `schemaExpression`, code that evaluates to the
 * very schema object the page imports. That keeps one copy of the schema in the bundle, and keeps
 * each error's `parentSchema` a node of that object, which explainSchemaErrors finds by identity,
 * exactly as with a compiler given that object. A value found nowhere in the schema keeps its
 * literal.
 *
 * The module `require`s Ajv's runtime helpers (`ajv/dist/runtime/*`, `ajv-formats/dist/formats`).
 */
export function standaloneValidatorSource(
  schema: object,
  name: ValidatorName,
  schemaExpression: string,
): string {
  const ajv = new Ajv({...VALIDATOR_OPTION_SETS[name], code: {source: true}});
  addFormats(ajv);
  const validate = ajv.compile(schema);
  const paths = pathsOf(schema);
  for (const valueName of schemaValueNames(validate)) {
    const path = paths.get(valueName.value?.ref as object);
    if (path && valueName.value) {
      valueName.value.code = new _Code(`${schemaExpression}${accessCode(path)}`);
    }
  }
  return standaloneCode(ajv, validate);
}
