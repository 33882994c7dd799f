import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Docusaurus prefetches the chunks of every internal link that scrolls into view. Each prefetch
 * matches the link against the whole route table (one route per page of the site) and adds
 * `<link rel="prefetch">` tags, and the links visible on load all arrive in one observer callback:
 * on a phone that is one long task right after the page becomes interactive, for work that is only
 * a guess about where the visitor goes next. This queues the prefetches and runs them while the
 * browser is idle, a few at a time. Hover and touch still preload at once (Docusaurus's
 * `preload`), so a link the visitor reaches for never waits on the queue.
 */

type Prefetch = Window['docusaurus']['prefetch'];

/** What an idle callback learns about its slot. */
export type IdleDeadline = {timeRemaining(): number};
export type ScheduleIdle = (run: (deadline: IdleDeadline) => void) => void;

/** Time a fallback slot may take where `requestIdleCallback` is missing (Safari has none). */
export const FALLBACK_SLOT_MS = 8;

/** On a page that is never idle, prefetching still goes ahead (one path per slot) after this. */
export const IDLE_TIMEOUT_MS = 2000;

function scheduleIdle(run: (deadline: IdleDeadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS});
    return;
  }
  setTimeout(() => {
    const end = performance.now() + FALLBACK_SLOT_MS;
    run({timeRemaining: () => Math.max(0, end - performance.now())});
  }, 1);
}

/**
 * Returns a `prefetch` that queues route paths and hands them to `prefetch` in idle slots: at
 * least one per slot, then more while the slot has time left. A path already queued is not
 * queued twice.
 */
export function createIdlePrefetch(
  prefetch: Prefetch,
  schedule: ScheduleIdle = scheduleIdle,
): (routePath: string) => false {
  const queue = new Set<string>();
  let scheduled = false;

  const drain = (deadline: IdleDeadline): void => {
    scheduled = false;
    for (const routePath of queue) {
      queue.delete(routePath);
      prefetch(routePath);
      if (deadline.timeRemaining() <= 0) break;
    }
    if (queue.size > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  // `false` is Docusaurus's "nothing fetched now"; Link ignores the result either way.
  return (routePath) => {
    queue.add(routePath);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
    return false;
  };
}

type DocusaurusGlobal = Window['docusaurus'];

/**
 * `global` with `prefetch` queued for idle time and every other field kept: `preload` and anything
 * a later Docusaurus adds. A writable `prefetch` is replaced in place, so code holding the object
 * sees the queue too. Docusaurus 3 freezes the object, so then it is copied instead, with its
 * prototype and every own property as they were, and frozen (or sealed, or closed to extension)
 * as the original was. The original `prefetch` is called on the original object.
 */
export function withIdlePrefetch<T extends DocusaurusGlobal>(
  global: T,
  schedule?: ScheduleIdle,
): T {
  const idlePrefetch = createIdlePrefetch(global.prefetch.bind(global), schedule);
  const descriptor = Object.getOwnPropertyDescriptor(global, 'prefetch');
  if (descriptor?.writable) {
    (global as DocusaurusGlobal).prefetch = idlePrefetch;
    return global;
  }
  const copy = Object.create(Object.getPrototypeOf(global), {
    ...Object.getOwnPropertyDescriptors(global),
    prefetch: {
      value: idlePrefetch,
      writable: false,
      enumerable: descriptor?.enumerable ?? true,
      configurable: descriptor?.configurable ?? true,
    },
  }) as T;
  if (Object.isFrozen(global)) return Object.freeze(copy);
  if (Object.isSealed(global)) return Object.seal(copy);
  if (!Object.isExtensible(global)) return Object.preventExtensions(copy);
  return copy;
}

/** Globals whose `prefetch` is already the queue, so a later route update leaves them alone. */
const installedOn = new WeakSet<DocusaurusGlobal>();

/** Puts the idle queue into `window.docusaurus`, whose `prefetch` Link calls for each link. */
export function installIdlePrefetch(schedule?: ScheduleIdle): void {
  const global = window.docusaurus;
  if (!global || installedOn.has(global)) return;
  const patched = withIdlePrefetch(global, schedule);
  installedOn.add(patched);
  if (patched !== global) window.docusaurus = patched;
}

const idlePrefetch: ClientModule = {
  // Runs in a layout effect of the first render, before any link's observer has reported; the
  // client entry sets `window.docusaurus` before it renders.
  onRouteDidUpdate() {
    if (ExecutionEnvironment.canUseDOM) installIdlePrefetch();
  },
};

export default idlePrefetch;
