// Patch for @docsearch/react 4.x's DocSearchModal.js. It fixes two bugs that
// break spec texts (section 8) whatever the search backend:
//
// 1. Suggestions: the no-results screen shows "Try searching for" only when
//    `context.searchSuggestions` is a non-empty array, but the modal stores them with an object
//    spread (`{...previous, ...Object.keys(groups)}`), which has no `length`, so they never show.
//    Rewritten into an array union.
// 2. Hit count: "See all {count} results" reads `context.nbHits`, which the modal adds each
//    query's count to without ever resetting, so the count grows with every keystroke.
//    Rewritten to the current query's count (the theme queries a single index).
//
// Gain: correctness, not speed. Without it the no-results screen never offers "Try searching
// for" and the footer's "See all N results" overstates N (tests/e2e/search.test.mjs fails);
// bench --patch-gains shows no speed difference beyond noise, as expected of a two-line fix.
// Upstream: not reported yet; the report is ready in ../README.md ("docsearch-modal").
// Delete when: @docsearch/react stores searchSuggestions as an array and sets nbHits from the
// current response; the build then fails here with "no longer in …", which is the cue.
const {definePatch} = require('../definePatch.cjs');

const FIXES = [
  {
    name: 'searchSuggestions',
    pattern:
      /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/,
    replace: (_match, _spread, previous, _tmp, _state, groups) =>
      `searchSuggestions:[].concat(${previous},Object.keys(${groups})).filter(function(s,i,all){return all.indexOf(s)===i})`,
  },
  {
    name: 'nbHits',
    pattern: /var (\w+)=(\w+)\.context\.nbHits;(\w+)\(\{nbHits:\(null!=\1\?\1:0\)\+(\w+)\}\)/,
    replace: (_match, _previous, _state, setContext, count) => `${setContext}({nbHits:${count}})`,
  },
];

module.exports = definePatch({
  name: 'docsearch-modal',
  package: '@docsearch/react',
  files: ['dist/esm/DocSearchModal.js'],
  fixes: FIXES,
  effect: {
    bundle: 'any',
    present: [/searchSuggestions:\[\]\.concat\(/, /(\w+)&&\w+\(\{nbHits:\1\}\)/],
  },
});
