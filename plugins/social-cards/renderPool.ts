import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {CardAssets} from './assets';
import type {Card} from './card';
import type {RenderedCard} from './render';

/** A card waiting for, or being drawn by, a worker; each worker draws one at a time. */
type Job = {
  card: Card;
  resolve: (result: RenderedCard) => void;
  reject: (error: Error) => void;
};

/**
 * Renders cards on worker threads, one card per worker at a time, so a cold build draws as many
 * cards at once as the machine has cores, and the build's main thread stays free for the other
 * post-build steps (the search index) meanwhile. `size` defaults to the cores available.
 */
export function renderPool(assets: CardAssets, size = os.availableParallelism()) {
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let closing = false;
  /** Set once a worker dies: the pool then fails every card, so the build stops with the reason. */
  let broken: Error | undefined;

  const fail = (error: Error) => {
    broken ??= error;
    for (const job of [...queue.splice(0), ...running.values()]) job.reject(broken);
    running.clear();
  };

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage(job.card);
    }
  };

  const workers = Array.from({length: Math.max(1, size)}, () => {
    const worker = new Worker(path.join(__dirname, 'renderWorker.cjs'), {workerData: {assets}});
    worker.on('message', (message: {result?: RenderedCard; error?: string}) => {
      const job = running.get(worker)!;
      running.delete(worker);
      idle.push(worker);
      if (message.error !== undefined) {
        job.reject(
          new Error(`social cards: rendering "${job.card.title}" failed: ${message.error}`),
        );
      } else {
        const {png, missingGlyphs} = message.result!;
        job.resolve({png: Buffer.from(png.buffer, png.byteOffset, png.byteLength), missingGlyphs});
      }
      dispatch();
    });
    // A worker that dies (it failed to start, or crashed) would leave its card waiting for ever.
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!closing) fail(new Error(`social cards: a render worker stopped (exit code ${code})`));
    });
    idle.push(worker);
    return worker;
  });

  return {
    render(card: Card): Promise<RenderedCard> {
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        queue.push({card, resolve, reject});
        dispatch();
      });
    },
    async close(): Promise<void> {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
