import type {PhrasingContent, Root, RootContent} from 'mdast';
import {formatDate} from '../../src/utils/formatDate';
import {heading, link, paragraph, text} from './mdastBuilders';
import {resolveFile, rewriteUrls, type ResolveOptions} from './resolveMdx';

/** A card of a category's generated index page: an item of the category, as DocCard shows it. */
export type IndexCard = {label: string; permalink: string; description?: string};

/** A page that gets a Markdown copy: a doc, a category's generated index, a post or a note. */
export type MarkdownPage = {
  permalink: string;
  title: string;
  description?: string;
  /** Unlisted pages get a copy (their HTML exists) but no entry in the llms.txt lists. */
  unlisted: boolean;
  /** The docs sidebar the page is in, if any. */
  sidebar?: string;
} & (
  | {kind: 'doc'; source: string}
  | {kind: 'post'; source: string; date: string; authors: string[]}
  | {kind: 'category-index'; cards: IndexCard[]}
);

/** How the copy is serialised: GFM tables without padding, `-` bullets, fenced code. */
export async function toMarkdownText(nodes: RootContent[]): Promise<string> {
  const [{toMarkdown}, {gfmToMarkdown}] = await Promise.all([
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  const root: Root = {type: 'root', children: nodes};
  return toMarkdown(root, {
    extensions: [gfmToMarkdown({tablePipeAlign: false})],
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  });
}

/** "By Maya Ortiz and Jun Park, 9 August 2025": who wrote a post, and when. */
function byline(authors: readonly string[], date: string): string {
  const names =
    authors.length > 1
      ? `${authors.slice(0, -1).join(', ')} and ${authors.at(-1)}`
      : (authors[0] ?? '');
  return names ? `By ${names}, ${formatDate(date)}` : formatDate(date);
}

/** The page's body, without a leading `# Title` (the copy's own title line takes its place). */
async function body(page: MarkdownPage, options: ResolveOptions): Promise<RootContent[]> {
  if (page.kind === 'category-index') {
    // The cards of the generated index, each a heading as on the page, then its description.
    const cards = page.cards.flatMap((card): RootContent[] => [
      heading(2, link(card.permalink, text(card.label))),
      ...(card.description ? [paragraph(text(card.description))] : []),
    ]);
    rewriteUrls(cards, (url) => options.rewriteUrl(url, options.siteDir));
    return cards;
  }
  const children = await resolveFile(page.source, options);
  const [first] = children;
  return first?.type === 'heading' && first.depth === 1 ? children.slice(1) : children;
}

/**
 * A page's Markdown copy: `# Title`, the description as a quote, a post's byline, then the body
 * read from the same source the HTML is built from (./resolveMdx.ts).
 */
export async function renderPage(page: MarkdownPage, options: ResolveOptions): Promise<string> {
  const opening: RootContent[] = [heading(1, text(page.title))];
  if (page.description) {
    opening.push({type: 'blockquote', children: [paragraph(text(page.description))]});
  }
  if (page.kind === 'post') {
    const line: PhrasingContent = {
      type: 'emphasis',
      children: [text(byline(page.authors, page.date))],
    };
    opening.push(paragraph(line));
  }
  return toMarkdownText([...opening, ...(await body(page, options))]);
}
