import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Fixes that live inside third-party packages, applied as their files are bundled. Each loader
 * in ./patches says what it rewrites and why; src/theme/README.md lists them.
 */
const PATCHES: {loader: string; file: RegExp}[] = [
  {
    // "Try searching for" suggestions and the "See all N results" count.
    loader: 'docsearch-modal.cjs',
    file: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
  },
  {
    // Prism's insertBefore walked every grammar after each insert at start-up.
    loader: 'prism-in-place-insert.cjs',
    file: /prism-react-renderer[\\/]dist[\\/]index\.m?js$/,
  },
  {
    // Prism loads with the pages that show code (src/theme/CodeBlock), not in the main bundle.
    loader: 'prism-on-demand.cjs',
    file: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
  },
  {
    // No ICU collator built during hydration for a sort that needs no linguistic order.
    loader: 'memo-key-sort.cjs',
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
  },
  {
    // Routes whose literal path cannot match the URL are not compiled to regexes.
    loader: 'route-match-prefilter.cjs',
    file: /[\\/]node_modules[\\/]react-router[\\/](?:esm|cjs)[\\/]react-router\.js$/,
  },
];

export default function dependencyPatchesPlugin(): Plugin {
  return {
    name: 'dependency-patches',
    configureWebpack() {
      return {
        module: {
          rules: PATCHES.map(({loader, file}) => ({
            test: file,
            use: [path.resolve(__dirname, 'patches', loader)],
          })),
        },
      };
    },
  };
}
