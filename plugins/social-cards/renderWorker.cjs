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

// One card at a time: the pool sends the next when this one's answer arrives.
parentPort.on('message', async (card) => {
  try {
    parentPort.postMessage({result: await render(card)});
  } catch (error) {
    parentPort.postMessage({error: error instanceof Error ? error.stack : String(error)});
  }
});
