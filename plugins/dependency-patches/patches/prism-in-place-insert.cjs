// Patch for prism-react-renderer 2.x's bundled Prism (dist/index.mjs and .js).
//
// Prism's `languages.insertBefore` builds a new grammar object with the inserted tokens and then
// walks every grammar of every language (a depth-first search) to swap references from the old
// object to the new one. Prism and the extra languages call it dozens of times while the main
// bundle starts, so on a phone most of the highlighter's start-up time is spent in those walks,
// before any page can respond to input.
//
// The rewrite keeps the same result without the walk: it reorders the existing grammar object in
// place (delete every key, then add them back in the new order), so every reference already
// points at the updated grammar. Token order, which Prism relies on, is exactly the original's.
//
// If an upgrade changes the code, it is left untouched with a build warning; the unit test that
// compares tokens from the patched and unpatched Prism fails too.
const {definePatch} = require('../definePatch.cjs');

const PATTERN =
  /var old = root\[inside\];\s*root\[inside\] = ret;\s*_\.languages\.DFS\(_\.languages, function\(key, value\) \{\s*if \(value === old && key != inside\) \{\s*this\[key\] = ret;\s*\}\s*\}\);\s*return ret;/;

const IN_PLACE = `for (var oldToken in grammar) {
              if (grammar.hasOwnProperty(oldToken)) {
                delete grammar[oldToken];
              }
            }
            for (var newOrderToken in ret) {
              grammar[newOrderToken] = ret[newOrderToken];
            }
            return grammar;`;

module.exports = definePatch({
  name: 'prism-in-place-insert',
  package: 'prism-react-renderer',
  files: ['dist/index.mjs', 'dist/index.js'],
  fixes: [{name: 'insertBefore', pattern: PATTERN, replace: IN_PLACE}],
  effect: {
    bundle: 'any',
    present: [/for\(var (\w+) in (\w+)\)\2\.hasOwnProperty\(\1\)&&delete \2\[\1\];/],
  },
});
