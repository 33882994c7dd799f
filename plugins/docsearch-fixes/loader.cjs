// Webpack/Rspack loader for @docsearch/react 4.x's DocSearchModal.js. It fixes two bugs that
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
// If an upgrade changes the code, the loader warns and leaves that part untouched, and the
// end-to-end search tests for these texts fail.
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

/** Applies every fix; returns the new source and the names of the fixes whose code was missing. */
function applyFixes(source) {
  const missing = [];
  let result = source;
  for (const fix of FIXES) {
    const next = result.replace(fix.pattern, fix.replace);
    if (next === result) missing.push(fix.name);
    result = next;
  }
  return {source: result, missing};
}

module.exports = function docsearchFixesLoader(source) {
  const {source: fixed, missing} = applyFixes(source);
  for (const name of missing) {
    this.emitWarning(
      new Error(`docsearch-fixes: the ${name} code was not found; check @docsearch/react`),
    );
  }
  return fixed;
};
module.exports.applyFixes = applyFixes;
