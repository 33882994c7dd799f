// Patch for @docusaurus/theme-common's lib/utils/reactUtils.js.
//
// `useShallowMemoObject` sorts an object's keys with `localeCompare` so that the memo's
// dependency list does not depend on key order. The first `localeCompare` a page calls builds an
// ICU collator: about 20 ms on a desktop and four times that on a phone, spent while the page
// hydrates (code blocks reach it through `useMutationObserver`). The sort only needs some fixed
// order, not a linguistic one, so the rewrite compares the keys' code units instead.
//
// If an upgrade changes the code, it is left untouched with a build warning; the unit test on the
// installed package fails too.
const {definePatch} = require('../definePatch.cjs');

const PATTERN = /deps\.sort\(\(a, b\) => a\[0\]\.localeCompare\(b\[0\]\)\);/;

const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = definePatch({
  name: 'memo-key-sort',
  package: '@docusaurus/theme-common',
  files: ['lib/utils/reactUtils.js'],
  fixes: [{name: 'localeCompare key sort', pattern: PATTERN, replace: CODE_UNIT_SORT}],
  effect: {
    bundle: 'main',
    present: [/\.sort\(\((\w+),(\w+)\)=>\1\[0\]<\2\[0\]\?-1:/],
    absent: [/\[0\]\.localeCompare\(/],
  },
});
