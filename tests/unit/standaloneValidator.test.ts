/**
 * @vitest-environment node
 *
 * The config validators the validator page runs are Ajv's code generated at build time
 * (plugins/build-time-validators). Run where code generation from strings is refused, as the
 * site's Content-Security-Policy refuses it, they must judge a config exactly as Ajv's runtime
 * compiler with the same options does: same verdict, same errors, and each error's schema node the
 * very node of the imported schema, which explainSchemaErrors looks up by identity.
 */
import {createRequire} from 'node:module';
import vm from 'node:vm';
import Ajv, {type ErrorObject} from 'ajv';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import schema from '@site/static/config-schema.json';
import {
  standaloneValidatorSource,
  VALIDATOR_OPTION_SETS,
  validatorNameOf,
  type StandaloneValidateFunction,
  type ValidatorName,
} from '@site/plugins/build-time-validators/standaloneValidator';

const GOOD = {
  description: 'Refund policy answers',
  prompts: ['file://prompts/refunds.txt'],
  providers: ['openai:chat:gpt-4.1-mini', {id: 'anthropic:messages:claude-sonnet-4'}],
  sharing: {apiBaseUrl: 'https://share.example.com'},
  tests: [{vars: {question: 'Can I return shoes?'}, assert: [{type: 'icontains', value: '30'}]}],
};

// An unknown key, an empty string where one is required, a malformed URL (ajv-formats) and an
// unknown assertion type: errors from several keywords and from inside `$ref`ed definitions.
const BAD = {
  provider: 'echo',
  prompts: [''],
  providers: [{id: 'openai:chat:gpt-4.1-mini', config: 3}],
  sharing: {apiBaseUrl: 'not a url'},
  tests: [{assert: [{type: 'no-such-assertion'}]}],
};

/**
 * The generated module's validate function, run in a context where `eval` and `new Function`
 * throw. The module reads the schema from `importedSchema`, this file's import of it.
 */
function generatedValidator(name: ValidatorName): StandaloneValidateFunction {
  const source = standaloneValidatorSource(schema, name, 'importedSchema');
  const context = vm.createContext({importedSchema: schema}, {codeGeneration: {strings: false}});
  const module = {exports: {} as unknown};
  const run = vm.runInContext(`(function (require, module) {\n${source}\n})`, context) as (
    require: NodeJS.Require,
    module: {exports: unknown},
  ) => void;
  run(createRequire(import.meta.url), module);
  return module.exports as StandaloneValidateFunction;
}

function runtimeValidator(name: ValidatorName): StandaloneValidateFunction {
  const ajv = new Ajv(VALIDATOR_OPTION_SETS[name]);
  addFormats(ajv);
  return ajv.compile(schema);
}

function verdict(validate: StandaloneValidateFunction, data: unknown) {
  const valid = validate(data);
  return {valid, errors: validate.errors ?? []};
}

describe('build-time config validators', () => {
  it('run in a context that refuses to compile code from strings', () => {
    const context = vm.createContext({}, {codeGeneration: {strings: false}});
    // The context's own EvalError, which is not this realm's.
    expect(() => vm.runInContext('new Function("return 1")', context)).toThrow(
      /Code generation from strings disallowed/,
    );
    expect(() => generatedValidator('all')).not.toThrow();
  });

  for (const name of Object.keys(VALIDATOR_OPTION_SETS) as ValidatorName[]) {
    it(`accepts a good config and rejects a bad one as the runtime compiler does (${name})`, () => {
      const generated = generatedValidator(name);
      const runtime = runtimeValidator(name);
      expect(verdict(generated, GOOD)).toEqual({valid: true, errors: []});
      expect(verdict(runtime, GOOD)).toEqual({valid: true, errors: []});

      const fromGenerated = verdict(generated, BAD);
      const fromRuntime = verdict(runtime, BAD);
      expect(fromGenerated.valid).toBe(false);
      expect(fromGenerated).toEqual(fromRuntime);
    });
  }

  it('reports every error of a bad config with the schema node of the imported schema', () => {
    const generated = verdict(generatedValidator('all'), BAD).errors;
    const runtime = verdict(runtimeValidator('all'), BAD).errors;
    const keywords = new Set(generated.map((error: ErrorObject) => error.keyword));
    for (const keyword of ['additionalProperties', 'minLength', 'format', 'enum']) {
      expect(keywords).toContain(keyword);
    }
    expect(generated).toHaveLength(runtime.length);
    generated.forEach((error, index) => {
      expect(error.parentSchema).toBe(runtime[index].parentSchema);
    });
  });

  it('keeps no copy of the schema in the generated code', () => {
    const source = standaloneValidatorSource(schema, 'all', 'importedSchema');
    expect(source).not.toContain(JSON.stringify(schema.description));
    expect(source).toMatch(/= importedSchema\["definitions"\]\["provider"\];/);
  });
});

describe('validatorNameOf', () => {
  it('reads the option set an import query names', () => {
    expect(validatorNameOf('?validator=all')).toBe('all');
    expect(validatorNameOf('?validator=first')).toBe('first');
  });

  it('refuses any other query, naming the ones it knows', () => {
    for (const query of ['?validator=some', '?validator=all&raw', '?validator=toString', '']) {
      expect(() => validatorNameOf(query)).toThrow(/\?validator=all or \?validator=first/);
    }
  });
});
