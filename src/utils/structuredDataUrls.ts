/**
 * Puts the site's own URLs in a page's JSON-LD into the form the site serves them in. Docusaurus
 * 3.10's structured data joins `siteConfig.url` with a raw permalink (blog posts' `@id`, `url` and
 * `mainEntityOfPage`, the blog's `@id`, every docs breadcrumb's `item`), so with
 * `trailingSlash: true` each drops the slash every link and canonical URL carries, and a strict
 * host answers those URLs with a 404. Author images come as site-relative paths. Fixed upstream
 * in facebook/docusaurus#12262, not yet released (plugins/dependency-patches/README.md).
 */
import {applyTrailingSlash} from '@docusaurus/utils-common';

export type SiteUrlConfig = {url: string; baseUrl: string; trailingSlash: boolean | undefined};

/** schema.org properties whose value is a URL; text in any other property is left alone. */
const URL_PROPERTIES = new Set(['@id', 'url', 'item', 'mainEntityOfPage', 'image', 'contentUrl']);

/**
 * Files the site serves under their own name. A page's last segment may hold a dot too
 * (/docs/providers/llama.cpp/), so files are told apart by the extensions the site serves.
 */
const FILE = /\.(avif|gif|ico|jpe?g|json|pdf|png|svg|txt|webp|xml)$/i;

function siteUrl(value: string, property: string, site: SiteUrlConfig): string {
  if (!URL_PROPERTIES.has(property)) return value;
  const relative = value.startsWith('/') && !value.startsWith('//');
  const absolute = relative ? `${site.url}${value}` : value;
  if (absolute !== site.url && !absolute.startsWith(`${site.url}/`)) return value;
  const pathname = absolute.slice(site.url.length) || '/';
  if (FILE.test(pathname.split(/[?#]/)[0]!)) return absolute;
  return `${site.url}${applyTrailingSlash(pathname, site)}`;
}

function normalise(value: unknown, property: string, site: SiteUrlConfig): unknown {
  if (typeof value === 'string') return siteUrl(value, property, site);
  if (Array.isArray(value)) return value.map((item) => normalise(item, property, site));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, normalise(item, key, site)]),
    );
  }
  return value;
}

/** The same structured data, with every URL of this site absolute and in its served form. */
export function withSiteUrls<T extends object>(structuredData: T, site: SiteUrlConfig): T {
  return normalise(structuredData, '', site) as T;
}
