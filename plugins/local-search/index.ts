import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIndex} from './buildIndex';
import {extractRecords, type ExtractedRecord} from './extractRecords';
import {SEARCH_INDEX_PATH} from './searchOptions';

/** Routes whose pages only list or link other pages; indexing them would duplicate every hit. */
const SKIPPED_ROUTES = [
  /^\/404\.html$/,
  /^\/search\/$/,
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
 * Builds the local search index after the site is built: every docs page, blog post, release
 * note and marketing page becomes DocSearch-shaped records, serialized as a MiniSearch index at
 * /search-index.json and fetched by the browser on first search. Also hides Algolia branding,
 * since with this plugin on, Algolia is not involved.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  return {
    name: 'local-search',
    async contentLoaded({actions}) {
      actions.setGlobalData({indexPath: SEARCH_INDEX_PATH});
    },
    getClientModules() {
      return [path.resolve(__dirname, 'client/localMode.css')];
    },
    async postBuild({outDir, routesPaths}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      const records: ExtractedRecord[] = [];
      for (const route of [...new Set(routesPaths)].filter(shouldIndex).sort()) {
        const file = path.join(outDir, route, 'index.html');
        const html = await fs.readFile(file, 'utf8').catch(() => null);
        if (html === null) continue;
        records.push(...extractRecords(html, siteUrl + route));
      }
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(buildIndex(records)));
    },
  };
}
