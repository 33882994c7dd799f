import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Lets react-router skip compiling routes that cannot match the URL: rewrites `matchPath` to
 * check a literal route path's prefix first. See loader.cjs.
 */
export default function routeMatchPrefilterPlugin(): Plugin {
  return {
    name: 'route-match-prefilter',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]react-router[\\/](?:esm|cjs)[\\/]react-router\.js$/,
              use: [path.resolve(__dirname, 'loader.cjs')],
            },
          ],
        },
      };
    },
  };
}
