/**
 * The runtime function Docusaurus prefetches routes with: `__webpack_require__.gca(chunkName)`
 * ("get chunk asset") returns the URL of the chunk the route registry knows by that name.
 */
export const GET_CHUNK_ASSET = '__webpack_require__.gca';

/** Chunk name → chunk id, for the named chunks whose id is not their name. */
export function renamedChunks(idToName: Record<string | number, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(idToName)
      .filter(([id, name]) => id !== name)
      .map(([id, name]) => [name, id]),
  );
}

/**
 * The source of `__webpack_require__.gca`, given the runtime chunk's map from chunk ids to names
 * and the bundler's names for the public path (`__webpack_require__.p`) and for the function
 * that turns a chunk id into its file name (`__webpack_require__.u`).
 *
 * Docusaurus's own version writes every chunk's name and id into the runtime, which every page
 * loads first. With chunk ids that are the chunks' names (`optimization.chunkIds: 'named'`),
 * that map says "x is x" hundreds of times, so this writes only the chunks whose id differs from
 * their name: usually none. A name that is no chunk (its module is in the entry bundle, as the site
 * config is) still gives a URL containing "undefined", which Docusaurus's prefetch skips, as
 * before.
 */
export function chunkUrlRuntimeSource(
  idToName: Record<string | number, string>,
  globals: {publicPath: string; getChunkScriptFilename: string},
): string {
  const renamed = renamedChunks(idToName);
  const id = Object.keys(renamed).length
    ? `${JSON.stringify(renamed)}[chunkName] || chunkName`
    : 'chunkName';
  return (
    `${GET_CHUNK_ASSET} = function (chunkName) { ` +
    `return ${globals.publicPath} + ${globals.getChunkScriptFilename}(${id}); };`
  );
}
