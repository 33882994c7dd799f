/**
 * The `thin-page` check: a docs page explains something in words, not only in code. It counts
 * the words of prose: headings, paragraphs, lists, tables and quotes, without code blocks, inline
 * code, front matter, imports, JSX and link targets.
 *
 * The floor comes from the docs as measured in November 2026: apart from the table pages below,
 * the thinnest page had 403 words of prose, one page in twenty fewer than 590, and the median was
 * 768. MIN_WORDS sits at half the thinnest, so a short page that answers one question well
 * passes, and a stub (a heading, two sentences and a code block) does not.
 *
 * A page that renders a data table component (`<ProviderTable />`, `<CliFlagTable />`: any
 * component whose name ends in `Table`) is exempt: its rows come from src/data/ and are the
 * page's content, though this check cannot count them.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {pageBody, proseText, readBlocks, words} from './prose';
import {isPartial, type Source} from './sources';

const RULE = 'thin-page';

export const MIN_WORDS = 200;

const DATA_TABLE = /<[A-Z]\w*Table\b/;

/** The words of prose on a Markdown page. */
export function proseWordCount(markdown: string): number {
  return readBlocks(markdown).reduce((sum, block) => sum + words(proseText(block.text)).length, 0);
}

export function thinPageFindings(source: Source): Finding[] {
  if (DATA_TABLE.test(pageBody(source.text))) return [];
  const count = proseWordCount(source.text);
  if (count >= MIN_WORDS) return [];
  return [
    {
      file: source.file,
      line: 0,
      rule: RULE,
      message: `the page has ${count} words of prose outside code; write at least ${MIN_WORDS} (what it is for, when to use it, what the example shows), or merge it into a related page`,
    },
  ];
}

export const thinPage: Check = {
  rule: RULE,
  description: `Every docs page has at least ${MIN_WORDS} words of prose outside code, unless it renders a data table.`,
  scope: 'page',
  run: (sources) =>
    sources
      .filter(
        (source) =>
          source.kind === 'doc' && source.format === 'markdown' && !isPartial(source.file),
      )
      .flatMap(thinPageFindings),
};
