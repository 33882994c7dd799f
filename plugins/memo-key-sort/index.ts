import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Keeps hydration from building an ICU collator: rewrites theme-common's shallow-memo key sort
 * from `localeCompare` to a code-unit comparison. See loader.cjs.
 */
export default function memoKeySortPlugin(): Plugin {
  return {
    name: 'memo-key-sort',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [path.resolve(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
