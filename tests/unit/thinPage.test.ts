/**
 * @vitest-environment node
 *
 * The `thin-page` check: a docs page needs prose around its code, unless a data table is its
 * content.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {proseWordCount, thinPage} from '@site/checks/thinPage';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/thin-page');

describe('thin-page check', () => {
  it('reports a stub, and neither a page with enough prose, a table page nor a partial', () => {
    expect(
      thinPage
        .run(loadSources(FIXTURE))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([
      'docs/stub.md:0: the page has 11 words of prose outside code; write at least 200 (what it is for, when to use it, what the example shows), or merge it into a related page',
    ]);
  });

  it('counts headings, paragraphs, lists and tables, and not code, imports, JSX or URLs', () => {
    const page = [
      '---',
      'title: Not counted',
      '---',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      '## Two words',
      '',
      'Run `crucible eval` and read [the summary](https://example.com/a/b/c).',
      '',
      '- one item',
      '',
      '| Column | Other |',
      '| --- | --- |',
      '| cell | cell |',
      '',
      '<Tabs groupId="os"><TabItem value="mac">',
      '',
      '```bash',
      'not counted either',
      '```',
      '',
      '</TabItem></Tabs>',
    ].join('\n');
    // Two words; Run and read the summary; one item; Column Other cell cell.
    expect(proseWordCount(page)).toBe(2 + 5 + 2 + 4);
  });
});
