import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {OPENSEARCH_PATH, openSearchDescription} from './opensearch';
import {PLUGIN_NAME, type LocalSearchData} from './pluginData';
import {SEARCH_INDEX_PATH} from './searchOptions';
import {writeSearchIndex} from './writeIndex';

export {shouldIndex} from './writeIndex';

/** The search page's route under the base URL; the modal's "See all N results" leads there. */
export const SEARCH_PAGE_ROUTE = 'search/';

/**
 * Search over the site's own index, with no search service: the plugin supplies the theme's
 * search components and builds the index they query.
 *
 * - Theme components (`theme/`): `SearchBar`, DocSearch's button and modal answered by the local
 *   index, and `SearchPage`, the page at /search/?q=…, routed here. The site enables this plugin
 *   only without hosted Algolia (docusaurus.config.ts); with it, preset-classic loads Docusaurus's
 *   Algolia theme, which supplies both components instead, and this plugin is not loaded at all.
 * - The index: after the build, every docs page, blog post, release note and marketing page is
 *   read from its HTML (title, sidebar label, description, keywords, headings, text) and joined
 *   with the ids it documents from src/data, then serialized as a MiniSearch index of pages at
 *   /search-index.json, which the browser fetches on first search.
 * - `/opensearch.xml` and its `<link rel="search">`, so browsers can add the site's search.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteConfig} = context;
  // Docusaurus's baseUrl starts and ends with a slash.
  const searchPagePath = `${baseUrl}${SEARCH_PAGE_ROUTE}`;
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      actions.setGlobalData({
        indexPath: SEARCH_INDEX_PATH,
        searchPagePath,
      } satisfies LocalSearchData);
      actions.addRoute({path: searchPagePath, component: '@theme/SearchPage', exact: true});
    },
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'search',
              type: 'application/opensearchdescription+xml',
              title: siteConfig.title,
              href: `${baseUrl}${OPENSEARCH_PATH}`,
            },
          },
        ],
      };
    },
    async postBuild({outDir, routesPaths}) {
      await writeSearchIndex(outDir, routesPaths);
      const openSearch = openSearchDescription({
        title: siteConfig.title,
        siteUrl: new URL(baseUrl, siteConfig.url).href,
        searchPagePath,
        favicon: siteConfig.favicon,
      });
      await fs.writeFile(path.join(outDir, OPENSEARCH_PATH), openSearch);
    },
  };
}
