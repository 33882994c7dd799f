/**
 * @vitest-environment node
 *
 * The `duplicate-paragraphs` check: a paragraph copied onto another page is reported at every
 * place it appears, whatever its wrapping and markup; text a partial includes is not a copy.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {duplicateParagraphs} from '@site/checks/duplicateParagraphs';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/duplicate-paragraphs');

describe('duplicate-paragraphs check', () => {
  it('names the other places of each copied paragraph and list item', () => {
    const advice =
      'keep it on one page and link to it there, or move it to a partial (a file named _name.mdx) that each page imports';
    const post = 'blog/2025-06-03-caching/index.mdx';
    expect(
      duplicateParagraphs
        .run(loadSources(FIXTURE))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([
      `${post}:6: this paragraph also appears in docs/caching.md:6, docs/ci.md:6; ${advice}`,
      `docs/caching.md:6: this paragraph also appears in ${post}:6, docs/ci.md:6; ${advice}`,
      `docs/ci.md:6: this paragraph also appears in ${post}:6, docs/caching.md:6; ${advice}`,
      `docs/caching.md:10: this paragraph also appears in docs/ci.md:8; ${advice}`,
      `docs/ci.md:8: this paragraph also appears in docs/caching.md:10; ${advice}`,
    ]);
  });
});
