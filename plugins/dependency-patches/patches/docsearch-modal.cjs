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
// If an upgrade changes the code, that part is left untouched with a build warning, and the
// end-to-end search tests for these texts fail.
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
