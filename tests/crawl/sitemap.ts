/** The sitemap as crawlers read it: each `<url>`'s location and last-modified date. */
import {load} from 'cheerio';

export type SitemapEntry = {loc: string; lastmod: string | null};

export function parseSitemap(xml: string): SitemapEntry[] {
  const $ = load(xml, {xml: true});
  return $('urlset > url')
    .map((_, url) => ({
      loc: $(url).children('loc').text().trim(),
      lastmod: $(url).children('lastmod').text().trim() || null,
    }))
    .get();
}

/** A W3C date as sitemaps take it: `2026-11-25`, or a full date and time with its zone. */
const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * What is wrong with each entry: a location off the site or not served as spelled, and, when
 * dates are expected, a missing, malformed or future `<lastmod>`.
 */
export function sitemapProblems(
  entries: SitemapEntry[],
  options: {
    siteUrl: string;
    serves: (pathname: string) => boolean;
    requireLastmod: boolean;
    today: string;
  },
): string[] {
  const {origin} = new URL(options.siteUrl);
  return entries.flatMap(({loc, lastmod}) => {
    const problems: string[] = [];
    const url = URL.canParse(loc) ? new URL(loc) : null;
    if (!url || url.origin !== origin) problems.push(`${loc}: not a URL of ${options.siteUrl}`);
    else if (!options.serves(url.pathname)) problems.push(`${loc}: the site does not serve it`);
    if (options.requireLastmod) {
      if (lastmod === null) problems.push(`${loc}: no <lastmod>`);
      else if (!W3C_DATE.test(lastmod) || Number.isNaN(Date.parse(lastmod))) {
        problems.push(`${loc}: <lastmod>${lastmod}</lastmod> is not a W3C date`);
      } else if (lastmod.slice(0, 10) > options.today) {
        problems.push(`${loc}: <lastmod>${lastmod}</lastmod> is in the future`);
      }
    }
    return problems;
  });
}
