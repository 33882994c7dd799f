// Patch for react-router 5's builds (esm/react-router.js, cjs/react-router.js).
//
// `matchPath` compiles a route's path to a regular expression the first time it is asked about
// that path, then runs it. Docusaurus matches the current URL against the route table in order
// (one route per page, the home page near the end), so while the main bundle starts every
// route before the match is compiled and run once: a large share of a phone's start-up script.
// Nearly all routes here are literal paths, and a literal path can only match a URL that starts
// with it (ignoring case unless the route is case-sensitive). The rewrite checks that first and
// returns "no match" without compiling when it fails. Paths with parameters, wildcards or
// non-ASCII text, and every candidate that passes the check, go through the original code, so
// every result is the one react-router would have returned.
//
// Gain (bench --patch-gains, 25 Nov 2026, shared 2-CPU machine): without it, median total
// blocking time rose by 430 ms on the docs page and 125 ms on the home page (7 runs each,
// lighter load); +16 and +643 ms in a heavily loaded session (5 runs). Docs pages match behind
// most of the route table, so they gain most, and the gain grows with the number of routes.
// Upstream: not reported yet; the report is ready in ../README.md ("route-match-prefilter").
// Delete when: Docusaurus stops matching routes with react-router 5's matchPath (its planned
// router upgrade), or checks literal paths itself.
const {definePatch} = require('../definePatch.cjs');

const PATTERN =
  /(function matchPath\(pathname, options\) \{[\s\S]*?if \(matched\) return matched;)/;

const PREFILTER = `// Added by plugins/dependency-patches (route-match-prefilter): true when \`path\` is literal
// and \`pathname\` does not start with it, so the route cannot match and need not be compiled.
function cannotMatchLiteralPath(pathname, path, sensitive) {
  if (typeof pathname !== "string" || typeof path !== "string") return false;
  if (/[^\\x20-\\x7e]/.test(pathname) || /[^\\x20-\\x7e]|[\\\\:()*?+[\\]{}]/.test(path)) return false;
  var prefix = path.replace(/\\/$/, "");
  var head = pathname.slice(0, prefix.length);
  return sensitive ? head !== prefix : head.toLowerCase() !== prefix.toLowerCase();
}

`;

module.exports = definePatch({
  name: 'route-match-prefilter',
  package: 'react-router',
  files: ['esm/react-router.js', 'cjs/react-router.js'],
  fixes: [
    {
      name: 'matchPath',
      pattern: PATTERN,
      replace: (matchPath) =>
        `${PREFILTER}${matchPath}\n    if (cannotMatchLiteralPath(pathname, path, sensitive)) return null;`,
    },
  ],
  effect: {bundle: 'main', present: [/\/\[\^\\x20-\\x7e\]\|\[\\\\:\(\)\*\?\+\[\\\]\{\}\]\//]},
});
