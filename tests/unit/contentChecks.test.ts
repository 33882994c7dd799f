/**
 * @vitest-environment node
 *
 * Every content check over the whole site: docs, blog, release notes and pages must agree with
 * the product data. A failure lists each finding as `file:line: message [rule]`; run
 * `npm run check:content` to see the same list outside the tests.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checks, runChecks} from '@site/checks';
import {formatFinding, sortFindings} from '@site/checks/finding';
import {loadSources} from '@site/checks/sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sources = loadSources(ROOT);

describe('content checks over the site', () => {
  it('reads every kind of page', () => {
    const kinds = new Set(sources.map((source) => source.kind));
    expect([...kinds].sort()).toEqual(['blog', 'doc', 'page', 'release']);
    expect(sources.filter((source) => source.kind === 'release').every((s) => s.date)).toBe(true);
  });

  for (const check of checks) {
    it(`${check.rule}: ${check.description}`, () => {
      expect(sortFindings(runChecks(sources, [check])).map(formatFinding)).toEqual([]);
    });
  }
});
