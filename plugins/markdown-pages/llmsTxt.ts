/**
 * The files that point language-model readers at the Markdown copies (llmstxt.org): llms.txt, a
 * map of every page, and llms-full.txt (with one file per docs sidebar), the docs themselves.
 */
import type {OutlineItem} from './siteOutline';

/** A page as the lists show it. */
export type ListedPage = {title: string; markdownUrl: string; description?: string};

export type LlmsSection = {
  title: string;
  outline: readonly OutlineItem[];
};

export type LlmsTxtInput = {
  siteTitle: string;
  summary: string;
  /** Paragraphs after the summary: how to read the site, where the config reference is. */
  about: readonly string[];
  /** The docs sidebars in order, each a section of the map. */
  sections: readonly LlmsSection[];
  /** Sections listed by title alone at the end (the blog, the release notes), newest first. */
  optional: readonly {title: string; pages: readonly string[]}[];
  /** The listed pages by permalink; pages not here (unlisted ones) are left out. */
  pages: ReadonlyMap<string, ListedPage>;
  /** Whether a page's description is written beside its link (llms.txt has a size budget). */
  describe: (permalink: string) => boolean;
};

/** `[` and `]` in a title would end the link text early. */
const linkText = (title: string) => title.replace(/([[\]\\])/g, '\\$1');

function entry(page: ListedPage, withDescription: boolean): string {
  const link = `[${linkText(page.title)}](${page.markdownUrl})`;
  return withDescription && page.description ? `${link}: ${page.description}` : link;
}

/** A nested category as a list item over its pages, indented under it. */
function listLines(items: readonly OutlineItem[], input: LlmsTxtInput, indent: string): string[] {
  return items.flatMap((node) => {
    if (node.type === 'page') {
      const page = input.pages.get(node.permalink);
      return page ? [`${indent}- ${entry(page, input.describe(node.permalink))}`] : [];
    }
    const own = node.permalink ? input.pages.get(node.permalink) : undefined;
    const label = own
      ? entry({...own, title: node.label}, input.describe(node.permalink!))
      : linkText(node.label);
    const inside = listLines(node.items, input, `${indent}  `);
    return inside.length > 0 || own ? [`${indent}- ${label}`, ...inside] : [];
  });
}

/**
 * The lines of one sidebar: its loose pages as a list, each top-level category as a `###`
 * heading (linking the category's own page, with its description) over the list of its pages,
 * and categories within it as list items with their pages indented under them.
 */
function sectionLines(section: LlmsSection, input: LlmsTxtInput): string[] {
  const lines = [`## ${section.title}`, ''];
  let loose: OutlineItem[] = [];
  const flushLoose = () => {
    const list = listLines(loose, input, '');
    if (list.length > 0) lines.push(...list, '');
    loose = [];
  };
  for (const node of section.outline) {
    if (node.type === 'page') {
      loose.push(node);
      continue;
    }
    flushLoose();
    const own = node.permalink ? input.pages.get(node.permalink) : undefined;
    lines.push(`### ${own ? entry({...own, title: node.label}, false) : linkText(node.label)}`, '');
    if (own?.description && input.describe(node.permalink!)) lines.push(own.description, '');
    const list = listLines(node.items, input, '');
    if (list.length > 0) lines.push(...list, '');
  }
  flushLoose();
  return lines;
}

export function renderLlmsTxt(input: LlmsTxtInput): string {
  const lines = [`# ${input.siteTitle}`, '', `> ${input.summary}`, ''];
  for (const paragraph of input.about) lines.push(paragraph, '');
  for (const section of input.sections) lines.push(...sectionLines(section, input));
  for (const {title, pages} of input.optional) {
    const items = pages.flatMap((permalink) => {
      const page = input.pages.get(permalink);
      return page ? [`- ${entry(page, input.describe(permalink))}`] : [];
    });
    if (items.length > 0) lines.push(`## ${title}`, '', ...items, '');
  }
  return lines.join('\n');
}

/**
 * A full-text file: a title, what it holds, then each page's Markdown copy in order, with the URL
 * it came from under its title so a reader can cite it.
 */
export function renderLlmsFull({
  title,
  about,
  pages,
}: {
  title: string;
  about: string;
  pages: readonly {url: string; markdown: string}[];
}): string {
  const parts = pages.map(({url, markdown}) => {
    const end = markdown.indexOf('\n');
    return `${markdown.slice(0, end)}\n\nSource: <${url}>${markdown.slice(end)}`;
  });
  return [`# ${title}`, '', about, '', ...parts].join('\n');
}
