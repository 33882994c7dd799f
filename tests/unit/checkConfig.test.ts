import {describe, expect, it} from 'vitest';
import {checkConfig, findLine} from '../../src/lib/configChecker';
import {MAX_CONFIG_BYTES, MAX_PROBLEMS} from '../../src/lib/configChecker/limits';

const VALID = `# yaml-language-server: $schema=https://crucible.dev/config-schema.json
description: Refund policy answers
prompts:
  - file://prompts/refunds.txt
providers:
  - openai:chat:gpt-4.1-mini
  - id: anthropic:messages:claude-sonnet-4
    config:
      temperature: 0
defaultTest:
  assert:
    - type: latency
      threshold: 5000
tests:
  - description: refund window
    vars:
      question: Can I return shoes after 40 days?
    assert:
      - type: icontains
        value: 30 days
      - type: llm-rubric
        value: Declines politely
  - vars:
      question: Do you refund shipping costs?
`;

describe('checkConfig', () => {
  it('accepts a valid config', () => {
    expect(checkConfig(VALID)).toEqual({ok: true, problems: []});
  });

  it('accepts a red-team config without prompts or providers', () => {
    const result = checkConfig(
      'redteam:\n  purpose: Airline booking assistant\n  plugins:\n    - pii\n  numTests: 5\n',
    );
    expect(result).toEqual({ok: true, problems: []});
  });

  it('accepts a file:// string for tests', () => {
    const result = checkConfig('prompts: [hello]\nproviders: echo\ntests: file://tests.csv\n');
    expect(result.ok).toBe(true);
  });

  it('reports malformed YAML with its line number', () => {
    const text = 'prompts:\n  - hello\nproviders:\n  - openai:chat:gpt-4.1-mini\n  bad: [\n';
    const result = checkConfig(text);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].line).toBe(5);
    expect(result.problems[0].path).toBe('');
    expect(result.problems[0].message).toMatch(/not valid YAML/);
  });

  it('reports a duplicated key as a YAML error on the second occurrence', () => {
    const result = checkConfig('prompts: [a]\nproviders: [echo]\nprompts: [c]\n');
    expect(result.ok).toBe(false);
    expect(result.problems[0].line).toBe(3);
    expect(result.problems[0].message).toMatch(/duplicated mapping key/);
  });

  it('reports an unknown top-level key with its line and a suggestion', () => {
    const text = 'prompts: [hello]\nproviders: [echo]\npromts: [typo]\n';
    const result = checkConfig(text);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({line: 3, path: 'promts'});
    expect(result.problems[0].message).toContain('Did you mean `prompts`?');
  });

  it('lists the allowed keys when no known key is close', () => {
    const result = checkConfig('prompts: [hello]\nproviders: [echo]\nmodels: [gpt]\n');
    expect(result.problems[0].message).toContain('Allowed keys are `description`, `prompts`');
  });

  it('reports missing providers', () => {
    const result = checkConfig(
      'prompts:\n  - Summarise {{text}}\ntests:\n  - vars:\n      text: hi\n',
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].path).toBe('providers');
    expect(result.problems[0].line).toBeNull();
    expect(result.problems[0].message).toMatch(/Missing `providers`/);
  });

  it('reports providers entries that are neither ids nor mappings with an id', () => {
    const result = checkConfig('prompts: [a]\nproviders:\n  - 42\n  - config: {}\n  - id: 7\n');
    expect(result.problems.map((problem) => [problem.path, problem.line])).toEqual([
      ['providers[0]', 3],
      ['providers[1]', 4],
      ['providers[2].id', 5],
    ]);
  });

  it('rejects a top level that is a list', () => {
    const result = checkConfig('# a comment\n- prompts\n- providers\n');
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].line).toBe(2);
    expect(result.problems[0].message).toMatch(/top level must be a mapping.*a list/);
  });

  it('rejects a top level that is a plain value', () => {
    const result = checkConfig('just some words');
    expect(result.ok).toBe(false);
    expect(result.problems[0].message).toMatch(/top level must be a mapping.*the string/);
  });

  it('reports an empty file', () => {
    const result = checkConfig('# only a comment\n');
    expect(result.ok).toBe(false);
    expect(result.problems[0].message).toMatch(/empty/);
  });

  it('does not pollute Object.prototype through __proto__ keys', () => {
    const text =
      '__proto__:\n  polluted: yes\nprompts: [a]\nproviders: [echo]\ntests:\n' +
      '  - __proto__:\n      assert: not a list\n    vars: {x: 1}\n';
    try {
      const result = checkConfig(text);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).assert).toBeUndefined();
      expect(result.ok).toBe(false);
      // Both keys are reported as unknown, at their own lines; neither is obeyed.
      expect(result.problems.map((problem) => [problem.path, problem.line])).toEqual([
        ['__proto__', 1],
        ['tests[0].__proto__', 6],
      ]);
      expect(result.problems[0].message).toMatch(/Unknown top-level key `__proto__`/);
      expect(result.problems[1].message).toMatch(/Unknown key `__proto__` in a test case/);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
      delete (Object.prototype as Record<string, unknown>).assert;
    }
  });

  it('rejects input over 1 MiB before parsing', () => {
    const text = `description: ${'x'.repeat(MAX_CONFIG_BYTES)}\n`;
    const result = checkConfig(text);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0].line).toBeNull();
    expect(result.problems[0].message).toMatch(/over this page's limit of 1 MiB/);
  });

  it('measures the limit in UTF-8 bytes, not characters', () => {
    // 400,000 euro signs are 1,200,000 bytes in UTF-8 but only 400,000 characters.
    const result = checkConfig(`description: ${'€'.repeat(400_000)}\n`);
    expect(result.ok).toBe(false);
    expect(result.problems[0].message).toMatch(/1 MiB/);
  });

  it('reports an assert that is not a list', () => {
    const text =
      'prompts: [a]\nproviders: [echo]\ntests:\n  - vars:\n      q: hi\n    assert:\n      type: contains\n      value: hi\n';
    const result = checkConfig(text);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({line: 6, path: 'tests[0].assert'});
    expect(result.problems[0].message).toMatch(/must be a list of assertions.*a mapping/);
  });

  it('reports assertions without a string type', () => {
    const text =
      'prompts: [a]\nproviders: [echo]\ntests:\n  - assert:\n      - contains\n      - value: x\n      - type: 3\n';
    const result = checkConfig(text);
    expect(result.problems.map((problem) => [problem.path, problem.line])).toEqual([
      ['tests[0].assert[0]', 5],
      ['tests[0].assert[1]', 6],
      ['tests[0].assert[2].type', 7],
    ]);
  });

  it('reports tests that are neither a list nor a file:// path', () => {
    const result = checkConfig('prompts: [a]\nproviders: [echo]\ntests: tests.csv\n');
    expect(result.problems[0]).toMatchObject({line: 3, path: 'tests'});
    expect(result.problems[0].message).toMatch(/file:\/\//);
  });

  it('refuses an alias bomb quickly instead of expanding it', () => {
    const levels = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 1; i < 9; i++) {
      const previous = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const bomb = `${levels.join('\n')}\nprompts: [a]\nproviders: [echo]\ntests: *i\n`;
    const started = Date.now();
    const result = checkConfig(bomb);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.ok).toBe(false);
    expect(result.problems.length).toBeLessThanOrEqual(MAX_PROBLEMS + 1);
    expect(result.problems[0].message).toMatch(/aliases expand this config/);
  });

  it('never throws on input that is not YAML at all', () => {
    for (const text of [
      '{"unclosed": [1, 2',
      '\t- tab: indented',
      '<html><body>: : :</body>',
      '%YAML 9.9\n---\na: 1',
      '\u0000\u0001',
    ]) {
      expect(() => checkConfig(text)).not.toThrow();
      expect(checkConfig(text).ok).toBe(false);
    }
  });
});

describe('findLine', () => {
  it('follows keys and list items through block indentation', () => {
    expect(findLine(VALID, ['providers', 1, 'id'])).toBe(7);
    expect(findLine(VALID, ['tests', 0, 'assert', 1, 'type'])).toBe(21);
    expect(findLine(VALID, ['tests', 1, 'vars'])).toBe(23);
  });

  it('falls back to the deepest line it found, or null', () => {
    expect(findLine('tests: [{assert: 1}]\n', ['tests', 0, 'assert'])).toBe(1);
    expect(findLine('prompts: [a]\n', ['providers'])).toBeNull();
  });
});
