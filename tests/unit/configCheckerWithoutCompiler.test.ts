/**
 * The config checker validates with the code generated at build time and never loads Ajv's
 * compiler, which builds functions from strings and so breaks under the site's
 * Content-Security-Policy (no 'unsafe-eval'). Here Ajv's entry point cannot be loaded at all.
 */
import {describe, expect, it, vi} from 'vitest';
import {checkConfig} from '@site/src/lib/configChecker';

vi.mock('ajv', () => {
  throw new Error('the config checker loaded Ajv, whose compiler needs new Function');
});

describe('checkConfig without Ajv in the bundle', () => {
  it('accepts a good config and explains a bad one', () => {
    expect(checkConfig('prompts: [hello]\nproviders: [echo]\n')).toEqual({ok: true, problems: []});
    const result = checkConfig('prompts: [hello]\nprovider: [echo]\n');
    expect(result.ok).toBe(false);
    expect(result.problems.map((problem) => problem.message).join('\n')).toMatch(/`providers`/);
  });
});
