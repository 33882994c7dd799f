// Patch for @docusaurus/theme-common's lib/utils/reactUtils.js.
//
// `useShallowMemoObject` sorts an object's keys with `localeCompare` so that the memo's
// dependency list does not depend on key order. The first `localeCompare` a page calls builds an
// ICU collator: about 20 ms on a desktop and four times that on a phone, spent while the page
// hydrates (code blocks reach it through `useMutationObserver`). The sort only needs some fixed
// order, not a linguistic one, so the rewrite compares the keys' code units instead.
//
// Gain (bench --patch-gains, 25 Nov 2026, two sessions on a shared 2-CPU machine): without it,
// median total blocking time rose on both pages in both sessions: home +100 ms and docs page
// +152 ms (7 runs each, lighter load), +373 and +45 ms (5 runs, heavy load). Script evaluation
// moved both ways, so the gain is small and close to what this machine can resolve; it matches
// the collator cost it removes (about 80 ms on a throttled phone). Re-measure on a quiet
// machine before each upgrade, and delete the patch if the TBT gain stops showing.
// Upstream: not reported yet; the report is ready in ../README.md ("memo-key-sort").
// Delete when: theme-common sorts without localeCompare (the build then fails here), or a quiet
// re-measurement shows no gain.
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
