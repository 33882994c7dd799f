import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module the bundles get for `@docusaurus/utils-common`. */
export const UTILS_COMMON_ENTRY = path.resolve(__dirname, 'clientEntry.ts');

/**
 * Points the bundles' `@docusaurus/utils-common` imports (Link, theme-common, the blog theme) at
 * `clientEntry.ts`, which re-exports the package's functions from its own files without the
 * index's `require("tslib")`: 3.6 KiB gzip off every page. Only the bare package name is aliased;
 * imports of its files resolve as before. Measured gain, check and exit condition in README.md.
 */
export default function utilsCommonEsmPlugin(): Plugin {
  return {
    name: 'utils-common-esm',
    configureWebpack() {
      return {resolve: {alias: {'@docusaurus/utils-common$': UTILS_COMMON_ENTRY}}};
    },
  };
}
