/**
 * @vitest-environment node
 *
 * The `code-fence-language` check: a fence without a language is reported at its opening line,
 * with the fence the writer used; fences shown inside a longer fence are content.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeFenceLanguage} from '@site/checks/codeFenceLanguage';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/code-fence-language');

describe('code-fence-language check', () => {
  it('names the line of each fence without a language and suggests text for output', () => {
    const advice = (fence: string) =>
      `code block has no language; write it after the opening fence (${fence}bash, ${fence}yaml, ${fence}json, …), or ${fence}text for program output`;
    expect(
      codeFenceLanguage
        .run(loadSources(FIXTURE))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([
      `docs/fences.md:6: ${advice('```')}`,
      `docs/fences.md:14: ${advice('~~~')}`,
      `docs/fences.md:28: ${advice('```')}`,
    ]);
  });
});
