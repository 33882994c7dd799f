import type {Plugin} from '@docusaurus/types';
import type {Compiler, Configuration} from 'webpack';
import {chunkUrlRuntimeSource} from './chunkUrlRuntime';

const NAME = 'chunk-ids';

/** Where the browser build writes its lazily loaded chunks: by chunk id, not by chunk name. */
export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

/** The class name of the plugin through which Docusaurus adds `__webpack_require__.gca`. */
export const DOCUSAURUS_CHUNK_URL_PLUGIN = 'ChunkAssetPlugin';

/**
 * Adds `__webpack_require__.gca` to the runtime chunk, as Docusaurus's ChunkAssetPlugin does,
 * without the entries of chunks whose id is their name (chunkUrlRuntime.ts).
 */
export class ChunkUrlPlugin {
  apply(compiler: Compiler): void {
    const {RuntimeModule, RuntimeGlobals} = compiler.webpack;
    class ChunkUrlRuntimeModule extends RuntimeModule {
      constructor() {
        super(`${NAME}: chunk URL by name`, RuntimeModule.STAGE_ATTACH);
        // Generated once every chunk has its id and hash, like the bundler's own file-name map.
        this.fullHash = true;
      }
      override generate(): string {
        return chunkUrlRuntimeSource(this.chunk!.getChunkMaps(false).name, {
          publicPath: RuntimeGlobals.publicPath,
          getChunkScriptFilename: RuntimeGlobals.getChunkScriptFilename,
        });
      }
    }
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk, requirements) => {
        requirements.add(RuntimeGlobals.publicPath);
        requirements.add(RuntimeGlobals.getChunkScriptFilename);
        compilation.addRuntimeModule(chunk, new ChunkUrlRuntimeModule());
      });
    });
  }
}

/**
 * Swaps Docusaurus's ChunkAssetPlugin in a browser build's config for ChunkUrlPlugin, in place.
 * Throws when the config has no ChunkAssetPlugin: Docusaurus then finds chunk URLs some other
 * way, and this plugin must be re-checked (its README) rather than add a second `gca`.
 */
export function replaceChunkUrlPlugin(config: Configuration): void {
  const plugins = config.plugins ?? [];
  const index = plugins.findIndex(
    (plugin) => plugin?.constructor?.name === DOCUSAURUS_CHUNK_URL_PLUGIN,
  );
  if (index === -1) {
    throw new Error(
      `${NAME}: the browser build has no ${DOCUSAURUS_CHUNK_URL_PLUGIN} to replace; Docusaurus ` +
        'adds __webpack_require__.gca differently now. Re-check plugins/chunk-ids/README.md.',
    );
  }
  plugins.splice(index, 1, new ChunkUrlPlugin());
}

/**
 * Gives the browser build's chunks their names as ids, names their files by id, and keeps the
 * runtime chunk, which every page loads first, free of maps between names and ids (README).
 */
export default function chunkIdsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // The server bundle has no runtime chunk; the dev server keeps Docusaurus's defaults.
      if (isServer || config.mode !== 'production') return {};
      replaceChunkUrlPlugin(config);
      return {output: {chunkFilename: CHUNK_FILENAME}, optimization: {chunkIds: 'named'}};
    },
  };
}
