/**
 * `@docusaurus/utils-common` as the site's bundles import it: the same functions, re-exported from
 * the package's own files as an ES module. The package's `lib/index.js` is CommonJS that requires
 * tslib for one helper, and a `require` keeps every tslib helper in the main bundle. The unit test
 * (tests/unit/utilsCommonEsm.test.ts) holds this module to the package's index, name for name and
 * value for value, so an upgrade that changes the index fails there. See README.md.
 */
export {
  default as applyTrailingSlash,
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';
export {
  addPrefix,
  addSuffix,
  removePrefix,
  removeSuffix,
} from '@docusaurus/utils-common/lib/stringUtils';

/** Declared in the package's index itself, which this module must not import; the test compares. */
export const blogPostContainerID = '__blog-post-container';
