/**
 * Dates for the sitemap's list pages. Docusaurus's sitemap gives a page the date of the last
 * commit of its source file (the docs page, post or page component), but blog lists, tag,
 * author and archive pages and docs category pages have no source file of their own. They list
 * the pages of their section, and change when those do, so each gets the newest date among its
 * section's pages (`/blog/…`, `/releases/…`, `/docs/…`). The build date would be simpler, but
 * would tell crawlers that every list changed with every deploy, which teaches them to ignore
 * the dates altogether.
 */
import type {Options as PresetOptions} from '@docusaurus/preset-classic';

type SitemapOptions = Exclude<PresetOptions['sitemap'], false | undefined>;
/** One `<url>` entry, as the sitemap plugin's `createSitemapItems` returns it. */
export type SitemapItem = Awaited<
  ReturnType<NonNullable<SitemapOptions['createSitemapItems']>>
>[number];

/** The first segment of a URL's path: the section whose pages a list page lists. */
function sectionOf(url: string): string {
  return new URL(url).pathname.split('/')[1] ?? '';
}

function newest(dates: (string | null | undefined)[]): string | undefined {
  return dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
}

/** The items, each undated one given the newest date of its section (or of the site). */
export function datedListPages(items: SitemapItem[]): SitemapItem[] {
  const newestBySection = new Map<string, string | undefined>();
  for (const section of new Set(items.map(({url}) => sectionOf(url)))) {
    const dates = items.filter(({url}) => sectionOf(url) === section).map(({lastmod}) => lastmod);
    newestBySection.set(section, newest(dates));
  }
  const newestOverall = newest(items.map(({lastmod}) => lastmod));
  return items.map((item) =>
    item.lastmod
      ? item
      : {...item, lastmod: newestBySection.get(sectionOf(item.url)) ?? newestOverall ?? null},
  );
}
