/**
 * What search engines and link previews read of each built page, and the rules it must meet:
 * every `<title>` fits in a search result and belongs to one page only, every page a search
 * engine may index has a description of its own, link previews read the same description, and
 * no link leads to the site itself over plain http (Markdown turns a bare `www.` into one).
 * tests/build/pageMetadata.test.mjs runs the rules over build/; tests/unit/pageMetadata.test.ts
 * feeds them the fixtures in tests/fixtures/page-metadata/, each of which must fail.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {DESCRIPTION_MIN} from '../../checks/frontMatter';
import {OWN_TITLE_MAX, PAGE_TITLE_MAX} from '../../src/utils/pageTitle';

export type PageMetadata = {
  /** The page's path, as a visitor's browser shows it: `/pricing/`, `/404.html`. */
  route: string;
  title: string;
  description: string | null;
  ogDescription: string | null;
  /** A robots meta tag asks search engines not to index the page. */
  noindex: boolean;
  /** A client-side redirect page (meta refresh), which the host answers with a 301. */
  redirect: boolean;
  /** Links and `<link>` URLs to the site's own host over http. */
  insecureSelfLinks: string[];
};

export type Problem = {rule: string; routes: string[]; message: string};

export type Rules = {
  /** The longest `<title>`, suffix included. */
  titleMax: number;
  /** The longest title a page's own text can have before the suffix (for the message). */
  ownTitleMax: number;
  /** The shortest description that says what a page holds. */
  descriptionMin: number;
  /** Pages no search engine indexes although they carry no noindex tag. */
  neverIndexed: ReadonlySet<string>;
};

function isInsecureLinkTo(href: string, host: string): boolean {
  if (!/^http:\/\//i.test(href)) return false;
  try {
    return new URL(href).host === host;
  } catch {
    return false;
  }
}

/** The site's rules: the limits writers meet in the front matter, which the content checks hold. */
export const SITE_RULES: Rules = {
  titleMax: PAGE_TITLE_MAX,
  ownTitleMax: OWN_TITLE_MAX,
  descriptionMin: DESCRIPTION_MIN,
  // The host serves the not-found page with status 404, which search engines never index.
  neverIndexed: new Set(['/404.html']),
};

const content = (value: string | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** Reads one built page. `route` is its path under the site root; `siteUrl` the site's origin. */
export function readPageMetadata(html: string, route: string, siteUrl: string): PageMetadata {
  // htmlparser2, as plugins/local-search reads pages: the build's minified HTML leaves attribute
  // quotes out, which it reads as well as parse5 does, several times faster.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const robots = $('meta[name="robots"]')
    .toArray()
    .map((meta) => $(meta).attr('content') ?? '')
    .join(',');
  return {
    route,
    title: $('head title').first().text().trim(),
    description: content($('meta[name="description"]').attr('content')),
    ogDescription: content($('meta[property="og:description"]').attr('content')),
    noindex: /\bnoindex\b|\bnone\b/i.test(robots),
    redirect: $('meta[http-equiv="refresh" i]').length > 0,
    insecureSelfLinks: $('a[href], link[href]')
      .toArray()
      .map((element) => $(element).attr('href') ?? '')
      .filter((href) => isInsecureLinkTo(href, new URL(siteUrl).host)),
  };
}

/** Every HTML page under `dir` (a build), by the path a browser shows: `docs/x/index.html` → `/docs/x/`. */
export function readSite(dir: string, siteUrl: string): PageMetadata[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => {
      const route = `/${name.split(path.sep).join('/')}`.replace(/index\.html$/, '');
      return readPageMetadata(fs.readFileSync(path.join(dir, name), 'utf8'), route, siteUrl);
    });
}

/** `/blog/page/3/` → 3; 1 for a route that is not a later page of a list. */
export function pageNumber(route: string): number {
  const match = /\/page\/(\d+)\/$/.exec(route);
  return match ? Number(match[1]) : 1;
}

/** The first page of the list a page belongs to: `/blog/tags/mcp/page/2/` → `/blog/tags/mcp/`. */
export const listOf = (route: string): string => route.replace(/page\/\d+\/$/, '');

const quoted = (text: string) => JSON.stringify(text);

/** Routes sharing each value of `key`, where more than one group (`groupOf`) shares it. */
function shared(
  pages: readonly PageMetadata[],
  key: (page: PageMetadata) => string | null,
  groupOf: (route: string) => string,
): [string, string[]][] {
  const byValue = new Map<string, string[]>();
  for (const page of pages) {
    const value = key(page);
    if (value === null) continue;
    byValue.set(value, [...(byValue.get(value) ?? []), page.route]);
  }
  return [...byValue].filter(([, routes]) => new Set(routes.map(groupOf)).size > 1);
}

const FIX_TITLE =
  "Give each page a title of its own: qualify it by its section in the front matter `title` (docs, posts), in the sidebar category's `link.title` (a category index) or in src/data/generatedPages.ts (blog lists, archives, author and tag pages).";

/** Every rule's problems over the pages of one build. */
export function metadataProblems(pages: readonly PageMetadata[], rules: Rules): Problem[] {
  const problems: Problem[] = [];
  const real = pages.filter((page) => !page.redirect);

  for (const page of real) {
    if (!page.title) {
      problems.push({
        rule: 'title',
        routes: [page.route],
        message: `${page.route} has no <title>; give the page a title in its front matter or its <Layout title>.`,
      });
    } else if (page.title.length > rules.titleMax) {
      problems.push({
        rule: 'title-length',
        routes: [page.route],
        message: `${page.route}: the <title> ${quoted(page.title)} is ${page.title.length} characters, and search results cut it after ${rules.titleMax}. Shorten the page's title to at most ${rules.ownTitleMax} characters; a blog post or release note keeps its long headline and adds \`title_meta:\` with the short one.`,
      });
    }
    const number = pageNumber(page.route);
    if (number > 1 && !new RegExp(`\\bpage ${number}\\b`, 'i').test(page.title)) {
      problems.push({
        rule: 'paginated-title',
        routes: [page.route],
        message: `${page.route} is page ${number} of ${listOf(page.route)}, but its title ${quoted(page.title)} does not say "page ${number}"; the list's theme wrapper in src/theme/ should title it with pagedTitle() from src/utils/generatedPageMetadata.ts.`,
      });
    }
    if (page.insecureSelfLinks.length > 0) {
      problems.push({
        rule: 'insecure-self-link',
        routes: [page.route],
        message: `${page.route} links to the site over http (${page.insecureSelfLinks.join(', ')}); link by path instead, such as \`[our website](/)\`, since Markdown turns a bare www. address into an http:// link.`,
      });
    }
  }

  for (const [title, routes] of shared(
    real,
    (page) => page.title || null,
    (route) => route,
  )) {
    problems.push({
      rule: 'duplicate-title',
      routes,
      message: `${routes.length} pages share the title ${quoted(title)}: ${routes.join(', ')}. ${FIX_TITLE}`,
    });
  }

  const indexable = real.filter((page) => !page.noindex && !rules.neverIndexed.has(page.route));
  for (const page of indexable) {
    const {route, description, ogDescription} = page;
    if (description === null) {
      problems.push({
        rule: 'description',
        routes: [route],
        message: `${route} has no meta description, so search results make one up from the page. Write one sentence of what a reader finds there: \`description:\` in the front matter, <Layout description> on a React page, or src/data/generatedPages.ts for a generated page.`,
      });
      continue;
    }
    const ownTitle = page.title.split(/\s+\|\s+/)[0];
    if (description.length < rules.descriptionMin || description === ownTitle) {
      problems.push({
        rule: 'description',
        routes: [route],
        message: `${route}: the description ${quoted(description)} says too little to choose a search result by; write a sentence of at least ${rules.descriptionMin} characters that is more than the title.`,
      });
    }
    if (ogDescription !== description) {
      problems.push({
        rule: 'og-description',
        routes: [route],
        message: `${route}: link previews read og:description ${quoted(ogDescription ?? '(none)')}, not the page's description ${quoted(description)}; set the description through the theme's PageMetadata (or <Layout description>), which writes both.`,
      });
    }
  }

  // The pages of one paginated list may share the list's description: they differ by "page N".
  for (const [description, routes] of shared(indexable, (page) => page.description, listOf)) {
    problems.push({
      rule: 'duplicate-description',
      routes,
      message: `${routes.length} pages share the description ${quoted(description)}: ${routes.join(', ')}. Describe what each one holds that the others do not.`,
    });
  }
  return problems;
}
