// The worker side of runWithDeadline.ts: loads one TypeScript module with jiti, says it is ready,
// then calls the named export with the arguments it is sent and posts back what it returned.
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const {modulePath, exportName} = workerData;
const load = createJiti(modulePath, {interopDefault: true});
const run = load(modulePath)[exportName];
if (typeof run !== 'function') throw new Error(`${modulePath} has no function ${exportName}`);

parentPort.once('message', (args) => {
  try {
    parentPort.postMessage({ok: true, value: run(...args)});
  } catch (error) {
    parentPort.postMessage({
      ok: false,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
parentPort.postMessage('ready');
