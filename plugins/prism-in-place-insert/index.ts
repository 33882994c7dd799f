import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Makes Prism's grammar set-up cheap on phones by rewriting `languages.insertBefore` in
 * prism-react-renderer's bundled Prism to reorder grammars in place. See loader.cjs.
 */
export default function prismInPlaceInsertPlugin(): Plugin {
  return {
    name: 'prism-in-place-insert',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
              use: [path.resolve(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
