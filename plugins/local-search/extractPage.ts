import {load, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import type {HierarchyLevel} from './records';
import {isCompound, rawTokens} from './text';

/** One heading section of a page: where it starts, its heading trail and its text. */
export type ExtractedSection = {
  /** The heading's id (without `#`), or '' for the top of the page. */
  anchor: string;
  /** The h2 above the section ('' at the top of the page). */
  lvl2: string;
  /** The h3, when the section is one. */
  lvl3: string;
  type: HierarchyLevel;
  /** The section's words, in order. */
  text: string;
};

/** What a built page gives the index: what a reader searches for, and where sections start. */
export type ExtractedPage = {
  path: string;
  /** The modal's group: Docs, Blog, Release notes or Pages. */
  lvl0: string;
  title: string;
  /** The docs sidebar's label for the page, when it differs from the title. */
  label: string;
  /** The page's meta description. */
  description: string;
  /** Front-matter `keywords`, from the page's meta keywords. */
  keywords: string;
  /**
   * The ids in the page's code blocks (`NODE_EXTRA_CA_CERTS`, `pii:session`, `max-concurrency`):
   * the one kind of word in code a reader searches for. Plain words of code (YAML keys, variable
   * names) would match everything and are left out.
   */
  codeIds: string;
  docusaurus_tag: string;
  language: string;
  sections: ExtractedSection[];
};

/** Where the readable content of each kind of page lives in the built HTML. */
const CONTENT_ROOTS = ['article .markdown', 'main article', 'main'];

/**
 * Text that belongs to the page chrome, or that repeats other pages (the home page's latest-posts
 * list), not to what a reader searches this page for. Code blocks are read apart (see codeIds).
 */
const SKIPPED = [
  'nav',
  'footer',
  'script',
  'style',
  '.theme-doc-toc-mobile',
  '.hash-link',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.theme-doc-footer',
  '[aria-hidden="true"]',
  '[data-search-exclude]',
].join(', ');

/**
 * Code blocks whose text is prose or program output (error messages people paste into search,
 * attack examples, transcripts), indexed like paragraphs. Other code is read for its ids only.
 */
const READABLE_CODE = /\blanguage-(text|plaintext|console|log|output)\b/;

/** Elements whose text is read as one piece of a section. */
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'blockquote', 'dt', 'dd']);

/**
 * The text of a node, with a space at every element boundary, so adjacent blocks (a card's
 * heading and its text, two table cells) never run together into one word.
 */
function textOf(node: AnyNode | undefined): string {
  if (!node) return '';
  if (node.type === 'text') return node.data;
  if (node.type !== 'tag') return '';
  let text = ' ';
  for (const child of node.children) text += textOf(child);
  return `${text} `;
}

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

function meta($: CheerioAPI, name: string): string {
  return $(`meta[name="${name}"]`).attr('content') ?? '';
}

/**
 * Reads one built HTML page: its title, sidebar label, description and keywords, and its text as
 * heading sections (h2 and h3). `pathname` is the page's path with trailing slash. Returns null for
 * a page without readable content, and for a page marked `noindex`.
 */
export function extractPage(html: string, pathname: string): ExtractedPage | null {
  // htmlparser2 rather than cheerio's default parse5: three times faster on these pages, and the
  // build's HTML is well-formed, so parse5's error recovery buys nothing.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  // A page that asks search engines not to index it (the search page, the security page's
  // sections, the not-found page) stays out of the site's own search too.
  if (/\bnoindex\b/i.test(meta($, 'robots'))) return null;
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag') || 'default';
  const language = meta($, 'docsearch:language') || $('html').attr('lang') || 'en';
  // Read before the chrome is removed: the docs sidebar marks the current page's link.
  const label = clean($('.theme-doc-sidebar-menu .menu__link--active').last().text());

  const root = CONTENT_ROOTS.map((selector) => $(selector).first()).find((el) => el.length > 0);
  if (!root) return null;
  const codeIds = new Set<string>();
  root.find(SKIPPED).remove();
  const title =
    clean(textOf(root.find('h1').get(0))) ||
    clean(
      $('title')
        .text()
        .replace(/\s*\|\s*Crucible$/, ''),
    ) ||
    pathname;

  type Draft = ExtractedSection & {words: string[]};
  const top: Draft = {anchor: '', lvl2: '', lvl3: '', type: 'lvl1', text: '', words: []};
  const sections: Draft[] = [top];
  let current = top;
  /** Walks the content once, in document order; `bandId` is the nearest `<section id>`. */
  const walk = (node: Element, bandId: string): void => {
    for (const child of node.children) {
      if (child.type !== 'tag') continue;
      const tag = child.name;
      if (tag === 'h2' || tag === 'h3') {
        const heading = clean(textOf(child));
        if (!heading) continue;
        current = {
          // Marketing pages put the id on the section band rather than on its heading.
          anchor: child.attribs.id ?? bandId,
          lvl2: tag === 'h2' ? heading : current.lvl2,
          lvl3: tag === 'h3' ? heading : '',
          type: tag === 'h2' ? 'lvl2' : 'lvl3',
          text: '',
          words: [],
        };
        sections.push(current);
      } else if (tag === 'pre') {
        const code = textOf(child);
        if (READABLE_CODE.test(child.attribs.class ?? '')) current.words.push(clean(code));
        for (const token of rawTokens(code)) {
          if (isCompound(token) && token.length > 3) codeIds.add(token);
        }
      } else if (TEXT_BLOCKS.has(tag)) {
        // A block's text includes its nested blocks (a <p> inside an <li>): read it once.
        const text = clean(textOf(child));
        if (text) current.words.push(text);
      } else {
        walk(child, tag === 'section' && child.attribs.id ? child.attribs.id : bandId);
      }
    }
  };
  const start = root.get(0);
  if (start?.type === 'tag') walk(start, '');

  return {
    path: pathname,
    lvl0: sectionName(docusaurusTag, pathname),
    title,
    label: label && label !== title ? label : '',
    description: meta($, 'description'),
    keywords: meta($, 'keywords'),
    codeIds: [...codeIds].join(' '),
    docusaurus_tag: docusaurusTag,
    language,
    sections: sections
      // A heading without an anchor cannot be linked to; its text belongs to the section above.
      .filter((section, index) => index === 0 || section.anchor !== '' || section.words.length > 0)
      .map(({words, ...section}) => ({...section, text: words.join(' ')})),
  };
}
