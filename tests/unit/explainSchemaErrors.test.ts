import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import schema from '@site/static/config-schema.json';
import {
  explainSchemaErrors,
  formatPath,
  suggest,
  type SchemaProblem,
} from '../../src/lib/configChecker/explainSchemaErrors';
import {checkConfig, findLine} from '../../src/lib/configChecker';
import {MAX_CONFIG_BYTES, MAX_PROBLEMS} from '../../src/lib/configChecker/limits';

// The same options as the validator page; `verbose` gives errors the schema node and the value.
const ajv = new Ajv({allErrors: true, strict: false, verbose: true});
addFormats(ajv);
const validate = ajv.compile(schema);

/** Parses YAML, validates it against the config schema and explains the errors. */
function explain(yaml: string): SchemaProblem[] {
  const data = load(yaml);
  if (validate(data)) return [];
  return explainSchemaErrors(validate.errors ?? [], {schema, data});
}

const VALID = `# yaml-language-server: $schema=https://crucible.dev/config-schema.json
description: Support bot answers
prompts:
  - file://prompts/support.txt
providers:
  - openai:chat:gpt-4.1-mini
  - id: anthropic:messages:claude-sonnet-4
    config:
      temperature: 0
defaultTest:
  assert:
    - type: latency
      threshold: 3000
tests:
  - vars:
      question: Where is my parcel?
    assert:
      - type: icontains
        value: tracking
      - type: not-contains
        value: I don't know
  - vars:
      question: Cancel my order
    threshold: 0.5
    assert:
      - type: llm-rubric
        value: Explains how to cancel
        weight: 2
`;

describe('explainSchemaErrors', () => {
  it('finds nothing to explain in a valid config', () => {
    expect(explain(VALID)).toEqual([]);
    expect(checkConfig(VALID)).toEqual({ok: true, problems: []});
  });

  it('reports an unknown top-level key with a suggestion', () => {
    const problems = explain('prompts: [hi]\nproviders: [echo]\ndefaultTests:\n  assert: []\n');
    expect(problems).toEqual([
      {
        segments: ['defaultTests'],
        path: 'defaultTests',
        locate: ['defaultTests'],
        message: 'Unknown top-level key `defaultTests`. Did you mean `defaultTest`?',
      },
    ]);
  });

  it('matches snake_case and case slips to the right key', () => {
    const problems = explain('prompts: [hi]\nproviders: [echo]\ndefault_test: {}\nPrompt: x\n');
    expect(problems.map((problem) => problem.message)).toEqual([
      'Unknown top-level key `default_test`. Did you mean `defaultTest`?',
      'Unknown top-level key `Prompt`. Did you mean `prompts`?',
    ]);
  });

  it('folds a misspelt assertion type into one problem with a suggestion', () => {
    const problems = explain(
      'prompts: [hi]\nproviders: [echo]\ntests:\n  - assert:\n      - type: equals\n      - type: contians\n',
    );
    // Ajv reports the enum, the not- pattern, their anyOf and the if/else: one problem remains.
    expect(problems).toHaveLength(1);
    expect(problems[0].path).toBe('tests[0].assert[1].type');
    expect(problems[0].message).toBe(
      '`contians` is not an assertion type. Did you mean `contains`?',
    );
  });

  it('suggests the not- form for a misspelt inverted assertion', () => {
    const [problem] = explain(
      'prompts: [hi]\nproviders: [echo]\ntests:\n  - assert:\n      - type: not-icontain\n',
    );
    expect(problem.message).toBe(
      '`not-icontain` is not an assertion type. Did you mean `not-icontains`?',
    );
  });

  it('names the wrong type and the value that was given', () => {
    const problems = explain(
      'prompts: [hi]\nproviders: [echo]\ntests:\n  - threshold: high\n    assert:\n      - type: similar\n        value: ok\n        threshold: "0.8"\n',
    );
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      ['tests[0].assert[0].threshold', '`threshold` must be a number, got the string "0.8".'],
      ['tests[0].threshold', '`threshold` must be a number, got the string "high".'],
    ]);
  });

  it('asks for quotes when a string field got a number or a date', () => {
    const [problem] = explain('description: 2025-10-01\nprompts: [hi]\nproviders: [echo]\n');
    expect(problem.message).toBe(
      '`description` must be a string, got the date 2025-10-01. Put the value in quotes to keep it as text.',
    );
  });

  it('explains bad provider entries', () => {
    const problems = explain(
      'prompts: [hi]\nproviders:\n  - gpt-4.1-mini\n  - 42\n  - config: {temperature: 0}\n  - id: not a provider\n',
    );
    const rule =
      'Each provider must be an id such as `openai:chat:gpt-4.1-mini` or an object with an `id`';
    expect(problems.map((problem) => problem.path)).toEqual([
      'providers[0]',
      'providers[1]',
      'providers[2]',
      'providers[3].id',
    ]);
    expect(problems[0].message).toBe(
      `\`gpt-4.1-mini\` is not a provider id. ${rule}. Did you mean \`openai:chat:gpt-4.1-mini\`?`,
    );
    expect(problems[1].message).toBe(`${rule}, got the number 42.`);
    expect(problems[2].message).toContain('This provider has no `id`.');
    expect(problems[3].message).toMatch(
      /^`not a provider` is not a provider id\. Use `vendor:model`/,
    );
  });

  it('tells where provider settings belong', () => {
    const [problem] = explain(
      'prompts: [hi]\nproviders:\n  - id: openai:chat:gpt-4.1-mini\n    temperature: 0\n',
    );
    expect(problem.path).toBe('providers[0].temperature');
    expect(problem.message).toContain('go under `config`');
  });

  it('requires prompts and providers unless there is a redteam section', () => {
    const problems = explain('description: nothing else\n');
    expect(problems.map((problem) => [problem.path, problem.locate])).toEqual([
      ['prompts', null],
      ['providers', null],
    ]);
    expect(explain('redteam:\n  purpose: Travel agent\n  plugins: [pii]\n')).toEqual([]);
  });

  it('names keys that break a key rule, with a fix', () => {
    const problems = explain(
      'prompts: [hi]\nproviders: [echo]\nenv:\n  OPENAI-KEY: x\ncommandLineOptions:\n  max-concurrency: 2\n',
    );
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      [
        'env.OPENAI-KEY',
        '`OPENAI-KEY` is not a valid environment variable name. Use letters, digits and underscores, and do not start with a digit.',
      ],
      [
        'commandLineOptions.max-concurrency',
        '`max-concurrency` is not a flag name in camelCase. Write `maxConcurrency` for `--max-concurrency`.',
      ],
    ]);
  });

  it('folds the branches of a generic anyOf into one problem per location', () => {
    const local = new Ajv({allErrors: true, strict: false, verbose: true});
    const custom = {
      type: 'object',
      properties: {
        retry: {
          description: 'A number of attempts, or `never`.',
          anyOf: [{type: 'integer', minimum: 0}, {const: 'never'}],
        },
        grader: {
          anyOf: [
            {type: 'string'},
            {type: 'object', properties: {id: {type: 'string'}}, additionalProperties: false},
          ],
        },
      },
    };
    const check = local.compile(custom);
    const data = {retry: 'sometimes', grader: {id: 'x', idd: 'y'}};
    expect(check(data)).toBe(false);
    const problems = explainSchemaErrors(check.errors ?? [], {schema: custom, data});
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([
      [
        'retry',
        '`retry` does not match any of the accepted forms, got the string "sometimes". A number of attempts, or `never`.',
      ],
      ['grader.idd', 'Unknown key `idd` in `grader`. Did you mean `id`?'],
    ]);
  });

  it('keeps one problem per value and message', () => {
    const problems = explain(
      'prompts: [hi]\nproviders: [echo]\ntests:\n  - assert:\n      - contains\n',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toBe(
      'Each assertion must be a mapping with a `type`, such as `type: contains`, got the string "contains". Write it as `- type: contains`.',
    );
  });

  it('formats paths and suggestions', () => {
    expect(formatPath(['tests', 0, 'assert', 1, 'type'])).toBe('tests[0].assert[1].type');
    expect(formatPath(['env', 'MY VAR'])).toBe('env["MY VAR"]');
    expect(suggest('promts', ['prompts', 'providers'])).toBe('prompts');
    expect(suggest('models', ['prompts', 'providers', 'metadata'])).toBeNull();
  });
});

describe('checkConfig with the schema', () => {
  it('puts nested problems on the line of the offending key', () => {
    const text = [
      'prompts:', //                                         1
      '  - file://prompts/a.txt', //                         2
      'providers:', //                                       3
      '  - id: openai:chat:gpt-4.1-mini', //                 4
      '    config: {temperature: 0}', //                     5
      'tests:', //                                           6
      '  # a comment that mentions type: contians', //       7
      '  - vars:', //                                        8
      '      note: |', //                                    9
      '        type: is not a key here', //                  10
      '    assert:', //                                      11
      '      - type: contains', //                           12
      '        value: x', //                                 13
      '      - type: contians', //                           14
      '        value: y', //                                 15
      '  - assert: [{type: equals, value: a}, {type: icontain}]', // 16
      '    "threshold": high', //                            17
      '',
    ].join('\n');
    const result = checkConfig(text);
    expect(result.ok).toBe(false);
    expect(result.problems.map((problem) => [problem.path, problem.line])).toEqual([
      ['tests[0].assert[1].type', 14],
      ['tests[1].assert[1].type', 16],
      ['tests[1].threshold', 17],
    ]);
  });

  it('follows aliases and merge keys to the anchored lines', () => {
    const text = [
      'prompts: [hi]', //                         1
      'providers: [echo]', //                     2
      'shared: &checks', //                       3 (unknown top-level key)
      '  - type: is-jsn', //                      4
      'base: &base', //                           5 (unknown top-level key)
      '  threshold: high', //                     6
      'tests:', //                                7
      '  - assert: *checks', //                   8
      '  - <<: *base', //                         9
      '    vars: {q: 1}', //                      10
      '',
    ].join('\n');
    const lines = Object.fromEntries(
      checkConfig(text).problems.map((problem) => [problem.path, problem.line]),
    );
    expect(lines).toEqual({
      shared: 3,
      base: 5,
      'tests[0].assert[0].type': 4,
      'tests[1].threshold': 6,
    });
  });

  it('finds lines in flow style and with quoted keys', () => {
    const text = 'tests: [{vars: {a: 1}}, {"assert": [\n  {type: x},\n  {type: y}]}]\n';
    expect(findLine(text, ['tests', 1, 'assert', 1, 'type'])).toBe(3);
    expect(findLine(text, ['tests', 0, 'vars', 'a'])).toBe(1);
    expect(findLine(text, ['tests', 5])).toBe(1);
  });

  it('reports malformed YAML with its line', () => {
    const result = checkConfig('prompts:\n  - hi\nproviders:\n\t- echo\n');
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({line: 4, path: ''});
    expect(result.problems[0].message).toMatch(/^This is not valid YAML: .*\(column \d+\)\.$/);
  });

  it('rejects input over 1 MiB without parsing it', () => {
    // Unparseable on purpose: a YAML error here would mean the text was parsed.
    const text = `prompts: [${'['.repeat(MAX_CONFIG_BYTES)}\n`;
    const started = performance.now();
    const result = checkConfig(text);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.problems).toEqual([
      {line: null, path: '', message: expect.stringMatching(/over this page's limit of 1 MiB/)},
    ]);
  });

  it('treats __proto__ keys as data and never pollutes Object.prototype', () => {
    const text = [
      '__proto__: {polluted: yes}',
      'prompts: [hi]',
      'providers:',
      '  - id: echo',
      '    config: {__proto__: {polluted: yes}}',
      'tests:',
      '  - vars: {__proto__: {polluted: yes}}',
      '    metadata: {__proto__: {polluted: yes}}',
      '    assert:',
      '      - {type: equals, value: x, __proto__: {isAdmin: true}}',
      '',
    ].join('\n');
    try {
      const result = checkConfig(text);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      // vars, config and metadata take any key; the top level and assertions do not.
      expect(result.problems.map((problem) => [problem.path, problem.line])).toEqual([
        ['__proto__', 1],
        ['tests[0].assert[0].__proto__', 10],
      ]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
      delete (Object.prototype as Record<string, unknown>).isAdmin;
    }
  });

  it('refuses a billion-laughs alias bomb without hanging', () => {
    const levels = ['a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let level = 1; level < 10; level++) {
      levels.push(
        `a${level}: &a${level} [${Array(10)
          .fill(`*a${level - 1}`)
          .join(', ')}]`,
      );
    }
    const text = `prompts: [hi]\nproviders: [echo]\nmetadata:\n  ${levels.join('\n  ')}\n`;
    const started = performance.now();
    const result = checkConfig(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].message).toMatch(/aliases expand this config to more than 100,000/);
  });

  it('refuses nested assert-set aliases that the schema would recurse into', () => {
    const levels = ['s0: &s0 {type: contians}'];
    for (let level = 1; level < 12; level++) {
      const uses = Array(6)
        .fill(`*s${level - 1}`)
        .join(', ');
      levels.push(`s${level}: &s${level} {type: assert-set, assert: [${uses}]}`);
    }
    const text = `metadata:\n  ${levels.join('\n  ')}\nprompts: [hi]\nproviders: [echo]\ntests:\n  - assert: [*s11]\n`;
    const started = performance.now();
    const result = checkConfig(text);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(result.ok).toBe(false);
    expect(result.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1);
  });

  it('accepts ordinary reuse of anchors', () => {
    const tests = Array.from(
      {length: 40},
      (_, index) => `  - vars: {n: ${index}}\n    assert: *checks`,
    );
    const text = `prompts: [hi]\nproviders: [echo]\nmetadata:\n  checks: &checks\n    - type: is-json\n    - type: latency\n      threshold: 2000\ntests:\n${tests.join('\n')}\n`;
    expect(checkConfig(text)).toEqual({ok: true, problems: []});
  });

  it('stops at 50 problems quickly when a large config is wrong everywhere', () => {
    const text = `prompts: [hi]\nproviders: [echo]\ntests:\n${'  - assert: [{type: contians}]\n'.repeat(30_000)}`;
    const started = performance.now();
    const result = checkConfig(text);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(result.problems).toHaveLength(MAX_PROBLEMS + 1);
    expect(result.problems[0]).toMatchObject({line: 4, path: 'tests[0].assert[0].type'});
    expect(result.problems[MAX_PROBLEMS].message).toMatch(/^Stopped after 50 problems/);
  });

  it('finds a single problem at the end of a large valid config', () => {
    const body = '  - vars: {q: hello}\n    assert: [{type: equals, value: hello}]\n'.repeat(8_000);
    const text = `prompts: [hi]\nproviders: [echo]\ntests:\n${body}  - assert: [{type: equal}]\n`;
    const result = checkConfig(text);
    expect(result.problems).toEqual([
      {
        line: 16_004,
        path: 'tests[8000].assert[0].type',
        message: '`equal` is not an assertion type. Did you mean `equals`?',
      },
    ]);
  });
});
