import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Patches two bugs in @docsearch/react 4.x's modal that break the spec's search texts: the
 * "Try searching for" suggestions never show, and "See all N results" over-counts. See loader.cjs.
 */
export default function docsearchFixesPlugin(): Plugin {
  return {
    name: 'docsearch-fixes',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
              use: [path.resolve(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
