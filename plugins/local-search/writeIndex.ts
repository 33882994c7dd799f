import fs from 'node:fs/promises';
import path from 'node:path';
import {buildIndex} from './buildIndex';
import {documentedIds, shortFlagNames} from './documentedIds';
import {extractPage, type ExtractedPage} from './extractPage';
import {SEARCH_INDEX_PATH, type SerializedIndex} from './searchOptions';

/**
 * Routes whose pages only list or link other pages; indexing them would duplicate every hit.
 * Pages marked `noindex` (the search page, the security page's sections) are skipped as they are
 * read (extractPage), so their own mark is the one place that keeps them out.
 */
const SKIPPED_ROUTES = [
  /^\/404\.html$/,
  /\/page\/\d+\/$/,
  /^\/(blog|releases)\/(archive|authors|tags)\//,
  /^\/(blog|releases)\/$/,
  /^\/docs\/tags\//,
  /^\/docs\/category\//,
];

export function shouldIndex(route: string): boolean {
  return route.endsWith('/') && !SKIPPED_ROUTES.some((pattern) => pattern.test(route));
}

/**
 * The search index of the built pages of `routes` in `outDir`. The plugin writes it after the
 * build; `node scripts/search-relevance.mjs --reindex` writes it over an existing build, so a
 * change to how pages are indexed is measured without building again.
 */
export async function indexBuiltPages(
  outDir: string,
  routes: readonly string[],
): Promise<SerializedIndex> {
  const pages: ExtractedPage[] = [];
  for (const route of [...new Set(routes)].filter(shouldIndex).sort()) {
    const file = path.join(outDir, route, 'index.html');
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    const page = html === null ? null : extractPage(html, route);
    if (page) pages.push(page);
  }
  return buildIndex(pages, documentedIds(), shortFlagNames());
}

/** Writes the index of the built pages of `routes` where the site serves it. */
export async function writeSearchIndex(outDir: string, routes: readonly string[]): Promise<void> {
  const index = await indexBuiltPages(outDir, routes);
  await fs.writeFile(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(index));
}
