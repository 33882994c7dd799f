/**
 * The OpenSearch description (`/opensearch.xml`), which lets a browser add the site as a search
 * engine that opens the search page. Pure.
 */
import {escapeHtml} from './client/highlight';

export const OPENSEARCH_PATH = 'opensearch.xml';

export type OpenSearchSite = {
  /** The site's title, which browsers show as the engine's name. */
  title: string;
  /** The site's address with its base URL and a trailing slash. */
  siteUrl: string;
  /** The search page's path under siteUrl, with a trailing slash. */
  searchPagePath: string;
  /** The favicon's path under siteUrl, if the site has one. */
  favicon?: string;
};

export function openSearchDescription({
  title,
  siteUrl,
  searchPagePath,
  favicon,
}: OpenSearchSite): string {
  const xml = escapeHtml;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${xml(title)}</ShortName>`,
    `  <Description>Search ${xml(title)}</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(favicon
      ? [`  <Image width="16" height="16">${xml(new URL(favicon, siteUrl).href)}</Image>`]
      : []),
    `  <Url type="text/html" method="get" template="${xml(new URL(searchPagePath, siteUrl).href)}?q={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${xml(new URL(OPENSEARCH_PATH, siteUrl).href)}"/>`,
    `  <moz:SearchForm>${xml(siteUrl)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
  ];
  return `${lines.join('\n')}\n`;
}
