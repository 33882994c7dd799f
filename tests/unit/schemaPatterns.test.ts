/**
 * @vitest-environment node
 *
 * Every regular expression in static/config-schema.json runs in time linear in the string it
 * checks. The validator page, `crucible validate` and every editor that reads /config-schema.json
 * test these patterns against whatever a user typed; one ambiguous pattern let a single
 * 1,000,000-character `tests:` value freeze the validator for 22 seconds.
 *
 * Each pattern runs over long strings built to trigger backtracking (deadline/patternProbe.ts) in
 * a worker thread, with a deadline far above what a linear pattern needs. The old pattern is kept
 * as a fixture that must miss the deadline, so the probe is known to catch the problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runWithDeadline} from './deadline/runWithDeadline';

const PROBE = path.resolve('tests/unit/deadline/patternProbe.ts');
const PROBE_LENGTH = 100_000;
const DEADLINE_MS = 5000;

/** The `tests` pattern before it was rewritten: `.*[*?{\[].*` retries every glob character. */
const CATASTROPHIC_FIXTURE =
  '^(?:file://.+\\.(?:csv|json|jsonl|ya?ml|xlsx|js|mjs|cjs|ts|py)(?::[A-Za-z_$][\\w$]*)?|file://.*[*?{\\[].*|https://docs\\.google\\.com/spreadsheets/.+|huggingface://datasets/.+)$';

/** Every `pattern` keyword and `patternProperties` key in the schema, once each. */
function schemaPatterns(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const child of node) schemaPatterns(child, found);
  } else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') found.add(value);
      if (key === 'patternProperties' && typeof value === 'object' && value !== null) {
        for (const pattern of Object.keys(value)) found.add(pattern);
      }
      schemaPatterns(value, found);
    }
  }
  return found;
}

async function finishesInTime(pattern: string): Promise<boolean> {
  const outcome = await runWithDeadline<number>(
    PROBE,
    'probePattern',
    [pattern, PROBE_LENGTH],
    DEADLINE_MS,
  );
  return outcome.finished;
}

type Schema = {
  properties: {tests: {pattern: string}};
  definitions: {testsItem: {pattern: string}};
};

describe('the config schema patterns', () => {
  const schema = JSON.parse(fs.readFileSync('static/config-schema.json', 'utf8')) as Schema;
  const patterns = [...schemaPatterns(schema)];

  it('are found in the schema', () => {
    expect(patterns.length).toBeGreaterThanOrEqual(10);
  });

  it(
    `each read ${PROBE_LENGTH.toLocaleString('en-US')}-character adversarial strings within ${DEADLINE_MS} ms`,
    {timeout: patterns.length * (DEADLINE_MS + 10_000)},
    async () => {
      const slow: string[] = [];
      // One at a time, so the patterns do not compete for the processor against their deadlines.
      for (const pattern of patterns) if (!(await finishesInTime(pattern))) slow.push(pattern);
      expect(slow, 'patterns that backtrack super-linearly').toEqual([]);
    },
  );

  it(
    'refuse the 1,000,000-character tests value from the penetration test in time',
    {timeout: 60_000},
    async () => {
      const value = `file://${'*'.repeat(999_990)}\nx`;
      for (const pattern of [
        schema.properties.tests.pattern,
        schema.definitions.testsItem.pattern,
      ]) {
        const outcome = await runWithDeadline<boolean>(
          PROBE,
          'matchesPattern',
          [pattern, value],
          DEADLINE_MS,
        );
        expect(outcome).toEqual({finished: true, value: false});
      }
    },
  );

  it(
    'miss the deadline with the old catastrophic pattern, so the probe can fail',
    {timeout: 30_000},
    async () => {
      expect(await finishesInTime(CATASTROPHIC_FIXTURE)).toBe(false);
    },
  );
});
