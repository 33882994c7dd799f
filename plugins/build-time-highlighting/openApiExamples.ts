import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The query that asks for the OpenAPI file with its examples highlighted. */
export const PREBUILT_TOKENS_QUERY = /prebuilt-tokens/;

/**
 * The API reference computes its worked examples (curl requests, JSON responses) from
 * static/openapi.json while it renders, so no remark plugin sees them. Imported as
 * `@site/static/openapi.json?prebuilt-tokens`, the file gets their build-time highlighting added
 * by ./openApiExamplesLoader.cjs.
 */
export default function openApiExamplesPlugin(): Plugin {
  return {
    name: 'openapi-examples-highlighting',
    configureWebpack() {
      return {
        module: {
          rules: [
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
