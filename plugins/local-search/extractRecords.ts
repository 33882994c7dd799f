import {load, type CheerioAPI} from 'cheerio';
import {
  HIERARCHY_LEVELS,
  INDEXED_WORDS_PER_SECTION,
  SNIPPET_WORDS,
  type Hierarchy,
  type SearchRecord,
} from './records';

/** A record plus the longer text that is indexed but not shipped as a snippet. */
export type ExtractedRecord = SearchRecord & {text: string};

/** Where the readable content of each kind of page lives in the built HTML. */
const CONTENT_ROOTS = ['article .markdown', 'main article', 'main'];
/** Text that belongs to the page chrome, not to what a reader searches for. */
const SKIPPED = [
  'nav',
  'footer',
  'script',
  'style',
  'pre',
  '.theme-doc-toc-mobile',
  '.hash-link',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.theme-doc-footer',
  '[aria-hidden="true"]',
].join(', ');

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

function sectionName(docusaurusTag: string, pathname: string): string {
  if (docusaurusTag.startsWith('docs-')) return 'Docs';
  if (pathname.startsWith('/releases/')) return 'Release notes';
  if (pathname.startsWith('/blog/')) return 'Blog';
  return 'Pages';
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

/**
 * Turns one built HTML page into search records: one per heading section (h1-h3), each carrying
 * the heading trail as its hierarchy, a short snippet, and the page's contextual-search facets.
 * `pageUrl` is the absolute URL of the page (with trailing slash).
 */
export function extractRecords(html: string, pageUrl: string): ExtractedRecord[] {
  const $ = load(html);
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'en';
  const pathname = new URL(pageUrl).pathname;

  const root = CONTENT_ROOTS.map((selector) => $(selector).first()).find((el) => el.length > 0);
  if (!root) return [];
  root.find(SKIPPED).remove();
  // Adjacent blocks (a card's heading and its text) must not run together into one word.
  root.find('*').append(' ');

  const title =
    clean(root.find('h1').first().text()) ||
    clean(
      $('title')
        .text()
        .replace(/\s*\|\s*Crucible$/, ''),
    ) ||
    pathname;
  const hierarchy: Hierarchy = {
    lvl0: sectionName(docusaurusTag, pathname),
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  type Section = {hierarchy: Hierarchy; anchor: string | null; level: number; text: string[]};
  const sections: Section[] = [{hierarchy: {...hierarchy}, anchor: null, level: 1, text: []}];
  let current = sections[0];

  root.find('h2, h3, p, li, td, th, blockquote, dt, dd').each((_, element) => {
    const el = $(element);
    const tag = element.tagName.toLowerCase();
    if (tag === 'h2' || tag === 'h3') {
      const level = Number(tag[1]);
      const heading = clean(el.text());
      if (!heading) return;
      const trail: Hierarchy = {...current.hierarchy};
      if (level === 2) trail.lvl3 = null;
      trail[HIERARCHY_LEVELS[level]] = heading;
      // Marketing pages put the id on the section band rather than on its heading.
      const anchor = el.attr('id') ?? el.closest('section[id]').attr('id') ?? null;
      current = {hierarchy: trail, anchor, level, text: []};
      sections.push(current);
      return;
    }
    // Nested blocks (a <p> inside an <li>) would be counted twice; take the outermost only.
    if (el.parents('li, td, th, blockquote, dd').length > 0 && tag !== 'li') return;
    const text = clean(el.text());
    if (text) current.text.push(text);
  });

  return sections
    .filter((section, index) => index === 0 || section.text.length > 0 || section.level > 1)
    .map((section) => {
      const all = words(section.text.join(' '));
      const snippet = all.slice(0, SNIPPET_WORDS).join(' ');
      const url = section.anchor ? `${pageUrl}#${section.anchor}` : pageUrl;
      const type = section.anchor ? HIERARCHY_LEVELS[section.level] : 'lvl1';
      return {
        url,
        hierarchy: section.hierarchy,
        type,
        content: snippet || null,
        docusaurus_tag: docusaurusTag,
        language,
        text: all.slice(0, INDEXED_WORDS_PER_SECTION).join(' '),
      };
    });
}
