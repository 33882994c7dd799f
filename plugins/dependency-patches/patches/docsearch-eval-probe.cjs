// Patch for @docsearch/react 4.x's DocSearchModal.js, which bundles its own copy of zod 4. Before
// zod parses an object the first time, it probes whether the page may compile code by running
// `new Function("")` inside a try block. Under this site's Content-Security-Policy (no
// 'unsafe-eval', see plugins/deploy-config) the browser refuses the call and reports a CSP
// violation each time the search modal opens. The probe is answered "no" up front, which is what
// the browser would answer, so zod takes its interpreted path without asking.
//
// Gain: the modal runs without a CSP violation (tests/e2e/deploy.test.mjs fails without the
// patch); no speed change is expected or claimed, zod's compiled fast path never ran under the
// policy anyway.
// Upstream: zod's answer to the probe is its `jitless` setting (colinhacks/zod#4273 and #4360),
// which a bundled copy keeps out of the site's reach; the report asking DocSearch to set it is
// ready in ../README.md ("docsearch-eval-probe").
// Delete when: @docsearch/react no longer probes (sets zod's jitless, or stops bundling zod); the
// build then fails here with "no longer in …", which is the cue.
const {definePatch} = require('../definePatch.cjs');

module.exports = definePatch({
  name: 'docsearch-eval-probe',
  package: '@docsearch/react',
  files: ['dist/esm/DocSearchModal.js'],
  fixes: [
    {
      name: 'allowsEval',
      pattern: /try\{return new Function\(""\),!0\}catch\((\w+)\)\{return!1\}/,
      replace: 'return!1',
    },
  ],
  effect: {
    bundle: 'any',
    // zod's probe skips Cloudflare Workers by their user agent, just before the patched code:
    // that check in the build proves the probe's function is bundled while the probe is gone.
    witness: /\.includes\("Cloudflare"\)/,
    absent: [/Function\(""\),!0/],
  },
});
