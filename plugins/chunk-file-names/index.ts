import type {Plugin} from '@docusaurus/types';

/** Where the browser build writes its lazily loaded chunks: by chunk id, not by chunk name. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/**
 * Names the browser's chunk files by id (`12345.0a1b2c3d.js`) instead of by name and id.
 *
 * Docusaurus names most chunks (`webpackChunkName`, one per route module), and with `[name]` in
 * the file name the runtime chunk, which every page loads first, carries a map from every chunk
 * id to its name just to build file names: 3.6 KiB gzip on each page, growing with the route
 * count. Docusaurus finds chunks by name through its own map (`__webpack_require__.gca`, used to
 * prefetch routes), which this leaves alone. Only the file names change; the entry bundle keeps
 * its name (`main.[hash].js`).
 */
export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(config, isServer) {
      // The dev server keeps its readable `[name].js` files.
      if (isServer || config.mode !== 'production') return {};
      return {output: {chunkFilename: CHUNK_FILENAME}};
    },
  };
}
