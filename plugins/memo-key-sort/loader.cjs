// Webpack/Rspack loader for @docusaurus/theme-common's lib/utils/reactUtils.js.
//
// `useShallowMemoObject` sorts an object's keys with `localeCompare` so that the memo's
// dependency list does not depend on key order. The first `localeCompare` a page calls builds an
// ICU collator: about 20 ms on a desktop and four times that on a phone, spent while the page
// hydrates (code blocks reach it through `useMutationObserver`). The sort only needs some fixed
// order, not a linguistic one, so the rewrite compares the keys' code units instead.
//
// If an upgrade changes the code, the loader warns and leaves it untouched; the unit test on the
// installed package fails too.
const PATTERN = /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/;

const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/** Returns the rewritten source and whether the key sort was found. */
function applyFix(source) {
  const result = source.replace(PATTERN, CODE_UNIT_SORT);
  return {source: result, found: result !== source};
}

module.exports = function memoKeySortLoader(source) {
  const {source: fixed, found} = applyFix(source);
  if (!found) {
    this.emitWarning(
      new Error('memo-key-sort: the localeCompare key sort was not found; check theme-common'),
    );
  }
  return fixed;
};
module.exports.applyFix = applyFix;
