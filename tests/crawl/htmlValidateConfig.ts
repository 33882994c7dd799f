/**
 * html-validate's configuration for the built site: the standard rules (the HTML specification)
 * and the document rules (whole pages: doctype, labels, headings, references, SRI), with the
 * errors that come from Docusaurus's own markup excluded one by one, each by rule and by the
 * element it reports, with its upstream cause. Any other error, in our components, our content
 * or a swizzle, fails `tests/build/htmlValidation.test.mjs`. The ready-to-file upstream reports
 * are in plugins/dependency-patches/README.md ("Upstream reports").
 */
import type {ConfigData} from 'html-validate';

export const VALIDATOR_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: {
    // Subresource integrity where it protects something: on resources from other origins. The
    // site's own bundles come from the origin that serves the page, so whoever could change them
    // could change the page too (and Docusaurus has no option to hash them).
    // gtag.js is excluded by URL: @docusaurus/plugin-google-gtag loads Google's script, which
    // Google changes without notice, so no integrity hash can pin it.
    'require-sri': [
      'error',
      {target: 'crossorigin', exclude: ['https://www.googletagmanager.com/gtag/js']},
    ],
  },
};

/** An error Docusaurus's markup causes: rule, the CSS selector of what it reports, and why. */
export type UpstreamExclusion = {rule: string; selector: string; cause: string};

export const UPSTREAM_EXCLUSIONS: UpstreamExclusion[] = [
  {
    rule: 'element-permitted-content',
    selector: 'pre > code > div.token-line',
    cause:
      "@docusaurus/theme-classic 3.10 CodeBlock/Line renders each line of a code block as a <div> inside <code>, which takes phrasing content only (report: 'CodeBlock lines')",
  },
];
