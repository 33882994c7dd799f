/**
 * Runs one exported function of a TypeScript module in a worker thread and gives it a deadline.
 *
 * Super-linear work (a backtracking regex, a quadratic loop) shows up as "did not finish": the
 * worker is terminated at the deadline, which also stops a regex in the middle of a match, so a
 * regression fails one test instead of hanging the run. Timing on the test's own thread would
 * stall with the code under test and flake on a busy machine; a deadline many times the linear
 * cost and far below the quadratic one does neither. The clock starts once the worker has loaded
 * the module, so transpiling does not count against it.
 */
import {Worker} from 'node:worker_threads';
import path from 'node:path';

export type Outcome<T> = {finished: true; value: T} | {finished: false};

const WORKER = path.join(import.meta.dirname, 'worker.mjs');

export async function runWithDeadline<T>(
  modulePath: string,
  exportName: string,
  args: unknown[],
  deadlineMs: number,
): Promise<Outcome<T>> {
  const worker = new Worker(WORKER, {workerData: {modulePath, exportName}});
  try {
    return await new Promise<Outcome<T>>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      worker.on('error', reject);
      worker.on(
        'message',
        (message: 'ready' | {ok: true; value: T} | {ok: false; error: string}) => {
          if (message === 'ready') {
            timer = setTimeout(() => resolve({finished: false}), deadlineMs);
            worker.postMessage(args);
            return;
          }
          clearTimeout(timer);
          if (message.ok) resolve({finished: true, value: message.value});
          else reject(new Error(`${exportName} threw: ${message.error}`));
        },
      );
    });
  } finally {
    await worker.terminate();
  }
}
