import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Loads the code highlighter only on pages that show code: empties theme-classic's Prism client
 * module, whose work src/theme/CodeBlock does instead. See loader.cjs.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
              use: [path.resolve(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
