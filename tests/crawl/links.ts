/**
 * What a crawler reads from a built page: the pages its links lead to, and the URLs in its
 * `<head>` and JSON-LD, which link checkers that follow only `<a href>` never try.
 */
import {load, type CheerioAPI} from 'cheerio';
import type {BuiltPage} from './builtSite';

/** htmlparser2, not parse5: the build's HTML needs no error recovery, and it is much faster. */
function parse(html: string): CheerioAPI {
  return load(html, {xml: {xmlMode: false, decodeEntities: true}});
}

/** The same-site path a link leads to, without query and fragment; null for other sites. */
function sitePath(href: string, pageUrl: URL): string | null {
  try {
    const url = new URL(href, pageUrl);
    return url.origin === pageUrl.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/** The same-site paths a page's `<a href>` links lead to. */
export function linkedPaths(html: string, route: string, siteUrl: string): string[] {
  const $ = parse(html);
  const pageUrl = new URL(route, siteUrl);
  return $('a[href]')
    .map((_, a) => sitePath($(a).attr('href')!, pageUrl))
    .get()
    .filter((path): path is string => path !== null);
}

/**
 * The routes no chain of `<a href>` links from `start` reaches. A link without the trailing
 * slash counts for the page it redirects to; whether links are spelled right is the build's
 * own link check.
 */
export function unreachableRoutes(pages: BuiltPage[], siteUrl: string, start = '/'): string[] {
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const resolve = (path: string) =>
    byRoute.has(path) ? path : byRoute.has(`${path}/`) ? `${path}/` : null;
  const reached = new Set([start]);
  const queue = [start];
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    const page = byRoute.get(route);
    if (!page) continue;
    for (const path of linkedPaths(page.html, route, siteUrl)) {
      const target = resolve(path);
      if (target && !reached.has(target)) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  return pages.map(({route}) => route).filter((route) => !reached.has(route));
}

export type HeadUrl = {
  /** Where the page names the URL, as a reader of the HTML finds it: `<link rel="canonical">`. */
  where: string;
  url: string;
};

/** link rel values whose href a browser or crawler never fetches as a document. */
const NOT_FETCHED = new Set(['preconnect', 'dns-prefetch']);

/** JSON-LD properties whose value is a URL even when it is written as a path. */
const URL_PROPERTIES = new Set([
  '@id',
  'url',
  'item',
  'mainEntityOfPage',
  'image',
  'contentUrl',
  'logo',
  'sameAs',
]);

function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//.test(value);
}

function jsonLdUrls(value: unknown, property: string, found: HeadUrl[]): void {
  if (typeof value === 'string') {
    if (isAbsoluteUrl(value) || (URL_PROPERTIES.has(property) && value.startsWith('/'))) {
      found.push({where: `JSON-LD "${property}"`, url: value});
    }
  } else if (Array.isArray(value)) {
    for (const item of value) jsonLdUrls(item, property, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) jsonLdUrls(item, key, found);
  }
}

/** The URLs of a page's `<link>` and `<meta>` tags and of its JSON-LD blocks. */
export function headUrls(html: string): HeadUrl[] {
  const $ = parse(html);
  const found: HeadUrl[] = [];
  $('link[href]').each((_, link) => {
    const rel = ($(link).attr('rel') ?? '').toLowerCase();
    if (rel.split(/\s+/).some((value) => NOT_FETCHED.has(value))) return;
    found.push({where: `<link rel="${rel}">`, url: $(link).attr('href')!});
  });
  $('meta[content]').each((_, meta) => {
    const content = $(meta).attr('content')!;
    const name = $(meta).attr('property') ?? $(meta).attr('name') ?? '';
    if (isAbsoluteUrl(content)) found.push({where: `<meta ${name}>`, url: content});
  });
  $('script[type="application/ld+json"]').each((_, script) => {
    try {
      jsonLdUrls(JSON.parse($(script).text()), '', found);
    } catch {
      found.push({where: 'JSON-LD that does not parse', url: ''});
    }
  });
  return found;
}

/**
 * The URLs of this site that a page's head or JSON-LD names but the build does not serve as
 * spelled (`serves` says which paths it does), one message each.
 */
export function misspeltSiteUrls(
  page: Pick<BuiltPage, 'route' | 'html'>,
  siteUrl: string,
  serves: (pathname: string) => boolean,
): string[] {
  const pageUrl = new URL(page.route, siteUrl);
  return headUrls(page.html).flatMap(({where, url}) => {
    if (url === '') return [`${page.route}: ${where}`];
    const pathname = sitePath(url, pageUrl);
    if (pathname === null || serves(pathname)) return [];
    return [
      `${page.route}: ${where} names ${url}, which is not served as spelled (a strict host answers 404)`,
    ];
  });
}
