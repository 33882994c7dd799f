/**
 * The `doc-cards` check: doc cards (`<DocCardList />`, `<DocCard />`) are only on generated
 * category index pages. Docs pages do not load the descriptions the cards show
 * (plugins/lean-docs-data), so a card written into a page stops the build; this says so
 * while the writer is still editing, at the line. A category's pages are listed as cards by giving
 * the category `link: {type: 'generated-index'}` in sidebars.ts.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {blankInlineCode, lineAt, pageBody} from './prose';
import type {Source} from './sources';

const RULE = 'doc-cards';

/** An import of the theme's card components, or one of them used as a tag. */
const DOC_CARDS = /@theme\/DocCard(?:List)?\b|<DocCard(?:List)?\b/g;

export function docCardFindings(source: Source): Finding[] {
  const body = blankInlineCode(pageBody(source.text));
  return [...body.matchAll(DOC_CARDS)].map((match) => ({
    file: source.file,
    line: lineAt(body, match.index),
    rule: RULE,
    message: `${match[0]} shows doc cards, which only a generated category index can: list the pages as links, or give their sidebar category \`link: {type: 'generated-index'}\` in sidebars.ts (plugins/lean-docs-data/README.md)`,
  }));
}

export const docCards: Check = {
  rule: RULE,
  description:
    'Doc cards (`<DocCardList />`, `<DocCard />`) are only on generated category index pages.',
  scope: 'page',
  run: (sources) =>
    sources.filter((source) => source.format === 'markdown').flatMap(docCardFindings),
};
