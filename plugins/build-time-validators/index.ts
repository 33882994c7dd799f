import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {VALIDATOR_QUERY} from './standaloneValidator';

/**
 * Serves JSON Schema validators compiled at build time: a page imports
 * `@site/static/config-schema.json?validator=all` and gets Ajv's validate function as plain code
 * (./validatorLoader.cjs), so no schema is compiled in the browser and the site's
 * Content-Security-Policy needs no 'unsafe-eval'. Vitest serves the same imports through the same
 * generator (vitest.config.mts).
 */
export default function buildTimeValidators(): Plugin {
  return {
    name: 'build-time-validators',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /\.json$/,
              resourceQuery: VALIDATOR_QUERY,
              // The loader's output is a CommonJS module, not the JSON the file holds.
              type: 'javascript/auto',
              use: [path.resolve(__dirname, 'validatorLoader.cjs')],
            },
          ],
        },
      };
    },
  };
}
