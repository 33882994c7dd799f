// @vitest-environment node
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import chunkIdsPlugin, {
  CHUNK_FILENAME,
  ChunkUrlPlugin,
  DOCUSAURUS_CHUNK_URL_PLUGIN,
  replaceChunkUrlPlugin,
} from '@site/plugins/chunk-ids';
import {chunkUrlRuntimeSource, renamedChunks} from '@site/plugins/chunk-ids/chunkUrlRuntime';

// Docusaurus's installed ChunkAssetPlugin class, so a rename upstream fails here before it fails a
// build. (lib/ is not among the package's exports, so it is required by its file path.)
const require = createRequire(import.meta.url);
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const {default: ChunkAssetPlugin} = require(
  path.join(core, 'lib/webpack/plugins/ChunkAssetPlugin.js'),
) as {default: new () => object};

const GLOBALS = {
  publicPath: '__webpack_require__.p',
  getChunkScriptFilename: '__webpack_require__.u',
};

/** `__webpack_require__.gca` as the browser gets it, with a file-name function for these ids. */
function gcaOf(idToName: Record<string, string>, hashes: Record<string, string>) {
  const webpackRequire = {
    p: '/',
    u: (id: string) => `assets/js/${id}.${hashes[id]}.js`,
    gca: undefined as unknown as (name: string) => string,
  };
  new Function('__webpack_require__', chunkUrlRuntimeSource(idToName, GLOBALS))(webpackRequire);
  return webpackRequire.gca;
}

describe('the URL of a chunk, by the name the route registry knows it by', () => {
  it('is the file of the chunk whose id is that name, with no map in the runtime', () => {
    const idToName = {'2a636d95': '2a636d95', '814f3328': '814f3328'};
    expect(renamedChunks(idToName)).toEqual({});
    expect(chunkUrlRuntimeSource(idToName, GLOBALS)).not.toContain('814f3328');
    const gca = gcaOf(idToName, {'814f3328': '03fcc178'});
    expect(gca('814f3328')).toBe('/assets/js/814f3328.03fcc178.js');
  });

  it('follows the map for a chunk whose id is not its name', () => {
    const idToName = {'814f3328': '814f3328', '12345': 'a1b2c3d4'};
    expect(renamedChunks(idToName)).toEqual({a1b2c3d4: '12345'});
    const gca = gcaOf(idToName, {'12345': '0a1b2c3d', '814f3328': '03fcc178'});
    expect(gca('a1b2c3d4')).toBe('/assets/js/12345.0a1b2c3d.js');
    expect(gca('814f3328')).toBe('/assets/js/814f3328.03fcc178.js');
  });

  it('contains "undefined" for a name that is no chunk, which prefetching skips', () => {
    // A route module bundled into the entry chunk (the site config) has a name but no chunk.
    const gca = gcaOf({}, {});
    expect(gca('5e9f5e1a')).toContain('undefined');
  });
});

describe('replacing Docusaurus’s chunk URL plugin', () => {
  it('swaps the installed plugin for ours, in place, keeping the others', () => {
    const other = {apply() {}};
    const config = {plugins: [other, new ChunkAssetPlugin(), other]} as Configuration;
    expect(ChunkAssetPlugin.name).toBe(DOCUSAURUS_CHUNK_URL_PLUGIN);
    replaceChunkUrlPlugin(config);
    expect(config.plugins).toHaveLength(3);
    expect(config.plugins![1]).toBeInstanceOf(ChunkUrlPlugin);
    expect(config.plugins![0]).toBe(other);
  });

  it('stops the build when the browser config has none (Docusaurus changed)', () => {
    expect(() => replaceChunkUrlPlugin({plugins: [{apply() {}}]} as Configuration)).toThrow(
      /no ChunkAssetPlugin to replace/,
    );
  });
});

describe('the chunk-ids plugin', () => {
  const configure = (config: Configuration, isServer: boolean) =>
    (chunkIdsPlugin().configureWebpack as (c: Configuration, s: boolean) => Configuration)(
      config,
      isServer,
    );

  it('names chunks by name and files by id in the production browser build', () => {
    const config = {mode: 'production', plugins: [new ChunkAssetPlugin()]} as Configuration;
    expect(configure(config, false)).toEqual({
      output: {chunkFilename: CHUNK_FILENAME},
      optimization: {chunkIds: 'named'},
    });
    expect(config.plugins![0]).toBeInstanceOf(ChunkUrlPlugin);
  });

  it('leaves the server bundle and the dev server as Docusaurus makes them', () => {
    for (const [mode, isServer] of [
      ['production', true],
      ['development', false],
    ] as const) {
      const plugin = new ChunkAssetPlugin();
      const config = {mode, plugins: [plugin]} as Configuration;
      expect(configure(config, isServer)).toEqual({});
      expect(config.plugins![0]).toBe(plugin);
    }
  });
});
