// Webpack/Rspack loader for @docsearch/react's DocSearchModal.js (4.x): its no-results screen
// shows "Try searching for" only when `context.searchSuggestions` is a non-empty array, but the
// modal stores the suggestions with an object spread (`{...previous, ...Object.keys(groups)}`),
// which yields an object without `length`, so the suggestions never appear. This rewrites that one
// expression into an array union. If an upgrade changes the code, the loader warns and leaves the
// module untouched (and the end-to-end test for "Try searching for" fails).
const BUGGY =
  /searchSuggestions:(\w+)\(\1\(\{\},(null!==\((\w+)=(\w+)\.context\.searchSuggestions\)&&void 0!==\3\?\3:\[\])\),Object\.keys\((\w+)\)\)/;

function fixSuggestions(source) {
  return source.replace(
    BUGGY,
    (_match, _spread, previous, _tmp, _state, groups) =>
      `searchSuggestions:[].concat(${previous},Object.keys(${groups})).filter(function(s,i,all){return all.indexOf(s)===i})`,
  );
}

module.exports = function docsearchSuggestionsLoader(source) {
  const fixed = fixSuggestions(source);
  if (fixed === source) {
    this.emitWarning(
      new Error(
        'docsearch-suggestions-fix: the searchSuggestions expression was not found; check @docsearch/react',
      ),
    );
  }
  return fixed;
};
module.exports.fixSuggestions = fixSuggestions;
