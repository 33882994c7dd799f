/**
 * A worker thread of renderPool.ts: draws the cards it is sent with the TypeScript renderer
 * (loaded through jiti, as Docusaurus loads the plugin itself) and posts each PNG back.
 */
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const {cardRenderer} = jiti('./render.ts');

// Buffers arrive as plain Uint8Arrays; satori parses fonts from Buffers.
const assets = {
  ...workerData.assets,
  fonts: workerData.assets.fonts.map((font) => ({...font, data: Buffer.from(font.data)})),
};
const render = cardRenderer(assets);

parentPort.on('message', async ({id, card}) => {
  try {
    const result = await render(card);
    parentPort.postMessage({id, result});
  } catch (error) {
    parentPort.postMessage({id, error: error instanceof Error ? error.stack : String(error)});
  }
});
