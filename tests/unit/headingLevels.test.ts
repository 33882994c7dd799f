/**
 * @vitest-environment node
 *
 * The `heading-levels` check: no skipped levels, and no h1 below a docs page's title.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {headingLevels} from '@site/checks/headingLevels';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/heading-levels');

describe('heading-levels check', () => {
  it('reports a deep first heading, skipped levels and second h1s, ATX or setext', () => {
    const secondH1 =
      'h1 in the body; the title in the front matter is the page’s only h1, so make this ## (h2)';
    expect(
      headingLevels
        .run(loadSources(FIXTURE))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([
      'docs/outline.md:6: the first heading is h3; the title above it is the h1, so start with ## (h2)',
      'docs/outline.md:17: heading jumps from h2 to h4; make it ### (h3), or add the h3 it belongs under',
      `docs/outline.md:19: ${secondH1}`,
      `docs/outline.md:21: ${secondH1}`,
      'docs/outline.md:30: heading jumps from h2 to h5; make it ### (h3), or add the h3 and h4 it belongs under',
      'src/pages/legal.md:10: heading jumps from h2 to h4; make it ### (h3), or add the h3 it belongs under',
    ]);
  });
});
