import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndex} from './buildIndex';
import {documentedIds} from './documentedIds';
import {extractPage, type ExtractedPage} from './extractPage';
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
  // The spec routes each section of the security page on its own; they repeat /security/.
  /^\/security\/components\//,
];

export function shouldIndex(route: string): boolean {
  return route.endsWith('/') && !SKIPPED_ROUTES.some((pattern) => pattern.test(route));
}

/**
 * Builds the local search index after the site is built: every docs page, blog post, release
 * note and marketing page is read from its HTML (title, sidebar label, description, keywords,
 * headings, text) and joined with the ids it documents from src/data, then serialized as a
 * MiniSearch index of pages at /search-index.json, which the browser fetches on first search.
 * Also hides Algolia branding, since with this plugin on, Algolia is not involved.
 */
export default function localSearchPlugin(): Plugin {
  return {
    name: 'local-search',
    async contentLoaded({actions}) {
      actions.setGlobalData({indexPath: SEARCH_INDEX_PATH});
    },
    getClientModules() {
      return [path.resolve(__dirname, 'client/localMode.css')];
    },
    async postBuild({outDir, routesPaths}) {
      const pages: ExtractedPage[] = [];
      for (const route of [...new Set(routesPaths)].filter(shouldIndex).sort()) {
        const file = path.join(outDir, route, 'index.html');
        const html = await fs.readFile(file, 'utf8').catch(() => null);
        const page = html === null ? null : extractPage(html, route);
        if (page) pages.push(page);
      }
      const index = buildIndex(pages, documentedIds());
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(index));
    },
  };
}
