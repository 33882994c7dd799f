import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Creates each route's loadable component when the route is first matched instead of for every
 * route while the main bundle starts. See client/ComponentCreator.tsx.
 */
export default function lazyRouteComponentsPlugin(): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': path.resolve(__dirname, 'client/ComponentCreator.tsx'),
          },
        },
      };
    },
  };
}
