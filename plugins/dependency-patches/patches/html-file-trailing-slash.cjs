// Patch for @docusaurus/utils-common's lib/applyTrailingSlash.js.
//
// With `trailingSlash: true`, `applyTrailingSlash` adds a slash to every path, including the one
// path Docusaurus renders as a file: the not-found page, rendered at /404.html. theme-classic's
// SiteMetadata builds the page's canonical URL and og:url from the rendered path, and
// theme-common's useAlternatePageUtils its hreflang links, both through this function, so
// build/404.html declared itself at https://www.crucible.dev/404.html/, a URL no host serves.
// The fix leaves a path to an .html file as it is; no route of the site ends in .html, so every
// other link and URL is unchanged.
//
// Gain: correctness, not speed. Without it 404.html names a canonical, og:url and two hreflang
// URLs that answer 404 (tests/build/siteStructure.test.mjs fails).
// Upstream: not reported yet; the report is ready in ../README.md ("html-file-trailing-slash").
// Delete when: applyTrailingSlash leaves .html paths alone, or the not-found page stops declaring
// a canonical URL; the build then fails here with "no longer in …", which is the cue.
const {definePatch} = require('../definePatch.cjs');

module.exports = definePatch({
  name: 'html-file-trailing-slash',
  package: '@docusaurus/utils-common',
  files: ['lib/applyTrailingSlash.js'],
  fixes: [
    {
      name: 'file paths keep their form',
      pattern: /const shouldNotApply = pathname === '\/' \|\| pathname === baseUrl;/,
      replace:
        "const shouldNotApply = pathname === '/' || pathname === baseUrl || pathname.endsWith('.html');",
    },
  ],
  effect: {
    bundle: 'main',
    present: [/\|\|\w+\.endsWith\("\.html"\)/],
  },
});
