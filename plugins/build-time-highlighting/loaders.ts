import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {HIGHLIGHT_QUERY} from './codeFiles';

/** The query that asks for the OpenAPI file with its examples highlighted. */
export const PREBUILT_TOKENS_QUERY = /prebuilt-tokens/;

/**
 * Build-time highlighting for code no remark plugin sees, through two loaders:
 * - React pages show code from plain files imported with `?highlight`
 *   (`import policy from './StarterPolicy.policy.yaml?highlight'`), which ./codeFileLoader.cjs turns
 *   into the code, its language and its tokens for src/components/HighlightedCode.
 * - The API reference computes its worked examples (curl requests, JSON responses) from
 *   static/openapi.json while it renders. Imported as `@site/static/openapi.json?prebuilt-tokens`,
 *   the file gets their highlighting added by ./openApiExamplesLoader.cjs.
 */
export default function buildTimeHighlightingLoaders(): Plugin {
  return {
    name: 'build-time-highlighting-loaders',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              resourceQuery: HIGHLIGHT_QUERY,
              // Whatever the file is (JSON included), the loader's output is a JavaScript module.
              type: 'javascript/auto',
              use: [path.resolve(__dirname, 'codeFileLoader.cjs')],
            },
            {
              test: /[\\/]static[\\/]openapi\.json$/,
              resourceQuery: PREBUILT_TOKENS_QUERY,
              use: [path.resolve(__dirname, 'openApiExamplesLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
