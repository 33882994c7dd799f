/**
 * @vitest-environment node
 *
 * The `doc-cards` check: doc cards written into a page are reported at the import and at the tag;
 * cards shown as code, and plain links, are not.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docCards} from '@site/checks/docCards';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/doc-cards');

describe('doc-cards check', () => {
  it('names the import and the tag of doc cards in a page, not code or links', () => {
    expect(docCards.run(loadSources(FIXTURE)).map(({file, line}) => `${file}:${line}`)).toEqual([
      'docs/cards.mdx:6',
      'docs/cards.mdx:10',
    ]);
  });

  it('tells the writer what to do instead', () => {
    const [finding] = docCards.run(loadSources(FIXTURE));
    expect(finding.message).toMatch(/link: \{type: 'generated-index'\}/);
  });
});
