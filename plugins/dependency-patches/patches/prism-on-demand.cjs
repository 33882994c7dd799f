// Patch for @docusaurus/theme-classic's lib/prism-include-languages.js.
//
// The theme registers that file as a client module, so Prism, its bundled grammars and every
// extra language load and run in the main bundle on every page, code or not: about a sixth of
// the main bundle and a tenth of a phone's start-up script time. The site's CodeBlock wrapper
// (src/theme/CodeBlock) runs the same set-up when a page first renders a code block, so the
// highlighter arrives with the route chunks of pages that need it. This patch empties the
// client module.
//
// Gain (bench --patch-gains, 25 Nov 2026, medians of 5 mobile Lighthouse runs on a loaded
// 2-CPU machine): the main bundle every page loads shrinks from 203.9 to 171.5 KiB gzip; on a
// docs page total blocking time falls from 2,116 to 997 ms and script evaluation from 2,600 to
// 1,984 ms. The largest gain of any patch here.
// Upstream: not reported yet; the report is ready in ../README.md ("prism-on-demand").
// Delete when: theme-classic stops registering prism-include-languages as a client module, or
// loads Prism only with code blocks.
const {definePatch} = require('../definePatch.cjs');

const PATTERN =
  /^import \{ Prism \} from 'prism-react-renderer';\s*import prismIncludeLanguages from '@theme\/prism-include-languages';\s*prismIncludeLanguages\(Prism\);\s*$/m;

const EMPTY =
  '// Emptied by plugins/dependency-patches (prism-on-demand): src/theme/CodeBlock sets Prism up when code renders.\nexport {};\n';

module.exports = definePatch({
  name: 'prism-on-demand',
  package: '@docusaurus/theme-classic',
  files: ['lib/prism-include-languages.js'],
  fixes: [{name: 'Prism client module', pattern: PATTERN, replace: EMPTY}],
  // Prism's grammar walker: out of the main bundle, but still in the chunk code blocks load.
  effect: {bundle: 'main', absent: [/\bDFS:function\b/], witness: /\bDFS:function\b/},
});
