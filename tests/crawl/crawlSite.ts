/**
 * An HTTP crawl of the served site with linkinator, the way an outside link checker meets it.
 * linkinator reads `<a>`, `<img>`, `<script>`, `<link href>` (canonical, hreflang, feeds, icons)
 * and `<meta content>` that holds a URL (og:url, og:image), but not JSON-LD and not the sitemap:
 * their URLs are passed in as `extraUrls` and checked after the crawl, unless the crawl already
 * fetched them.
 */
import {LinkChecker, LinkState, type CheckOptions, type LinkResult} from 'linkinator';

export type ExtraUrl = {url: string; foundOn: string};
export type BrokenLink = {url: string; status: number; foundOn: string};
export type CrawlReport = {checked: number; broken: BrokenLink[]};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Crawls everything linked from `${baseUrl}/`. The pages name the site by its public address
 * (`siteUrl`: canonical URLs, hreflang, og:url, JSON-LD); each such URL is checked against the
 * build served at `baseUrl`. Other sites are skipped: they are not ours, and tests run offline.
 */
export async function crawlSite({
  baseUrl,
  siteUrl,
  extraUrls = [],
}: {
  baseUrl: string;
  siteUrl: string;
  extraUrls?: ExtraUrl[];
}): Promise<CrawlReport> {
  const local = baseUrl.replace(/\/$/, '');
  const toLocal = (url: string) =>
    url.replace(new RegExp(`^${escapeRegExp(siteUrl)}(?=/|$)`), local);
  const toSite = (url: string) => url.replace(new RegExp(`^${escapeRegExp(local)}(?=/|$)`), '');
  const options: Omit<CheckOptions, 'path'> = {
    concurrency: 16,
    timeout: 30_000,
    urlRewriteExpressions: [
      {pattern: new RegExp(`^${escapeRegExp(siteUrl)}(?=/|$)`), replacement: local},
    ],
    linksToSkip: async (link) => link !== local && !link.startsWith(`${local}/`),
  };
  const checker = new LinkChecker();
  const crawl = await checker.check({...options, path: `${local}/`, recurse: true});
  const fetched = new Set(crawl.links.map(({url}) => url));
  const extra = new Map<string, string>();
  for (const {url, foundOn} of extraUrls) {
    const target = new URL(toLocal(url), `${local}/`).href;
    if (!fetched.has(target) && !extra.has(target)) extra.set(target, foundOn);
  }
  const followUp =
    extra.size > 0
      ? await checker.check({...options, path: [...extra.keys()], recurse: false})
      : null;
  const results: LinkResult[] = [...crawl.links, ...(followUp?.links ?? [])];
  return {
    checked: results.filter(({state}) => state !== LinkState.SKIPPED).length,
    broken: results
      .filter(({state}) => state === LinkState.BROKEN)
      .map(({url, status, parent}) => ({
        url: toSite(url),
        status: status ?? 0,
        foundOn: parent ? toSite(parent) : (extra.get(url) ?? 'the crawl'),
      })),
  };
}
