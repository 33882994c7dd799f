import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes DocSearch's no-results screen show "Try searching for" with suggestions (spec section 8),
 * which @docsearch/react 4.x never shows because of a bug in how it stores them; see loader.cjs.
 */
export default function docsearchSuggestionsFixPlugin(): Plugin {
  return {
    name: 'docsearch-suggestions-fix',
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
