// Patch for @docusaurus/theme-classic's lib/prism-include-languages.js.
//
// The theme registers that file as a client module, so Prism, its bundled grammars and every
// extra language load and run in the main bundle on every page, code or not: about a sixth of
// the main bundle and a tenth of a phone's start-up script time. The site's CodeBlock wrapper
// (src/theme/CodeBlock) runs the same set-up when a page first renders a code block, so the
// highlighter arrives with the route chunks of pages that need it. This patch empties the
// client module.
//
// If an upgrade changes the file, it is left untouched with a build warning (Prism is then back
// in the main bundle; code blocks still work), and the unit test on the installed package fails.
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
  effect: {bundle: 'main', absent: [/\bDFS:function\b/]},
});
