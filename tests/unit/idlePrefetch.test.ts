import {describe, expect, it, vi} from 'vitest';
import {
  createIdlePrefetch,
  installIdlePrefetch,
  type IdleDeadline,
} from '@site/src/clientModules/idlePrefetch';

/** A scheduler the test drives: each `runSlot(ms)` runs the pending callback with `ms` to spare. */
function fakeIdle() {
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  return {
    schedule: (run: (deadline: IdleDeadline) => void) => pending.push(run),
    get pendingSlots() {
      return pending.length;
    },
    runSlot(budgetCalls: number) {
      let left = budgetCalls;
      const run = pending.shift();
      // Each prefetch "costs" one unit of the slot's time.
      run?.({timeRemaining: () => ((left -= 1) >= 0 ? left : 0)});
    },
  };
}

describe('idle prefetch queue', () => {
  it('prefetches nothing while the page is busy, then every queued path in idle slots', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const idle = fakeIdle();
    const queued = createIdlePrefetch(prefetch, idle.schedule);
    for (const path of ['/docs/a/', '/docs/b/', '/docs/c/', '/docs/d/']) queued(path);
    expect(prefetch).not.toHaveBeenCalled();
    expect(idle.pendingSlots).toBe(1);

    idle.runSlot(2);
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/docs/a/', '/docs/b/']);
    expect(idle.pendingSlots).toBe(1);

    idle.runSlot(5);
    expect(prefetch.mock.calls.map(([path]) => path)).toEqual([
      '/docs/a/',
      '/docs/b/',
      '/docs/c/',
      '/docs/d/',
    ]);
    expect(idle.pendingSlots).toBe(0);
  });

  it('makes progress in a slot with no time to spare', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const idle = fakeIdle();
    const queued = createIdlePrefetch(prefetch, idle.schedule);
    queued('/blog/');
    queued('/pricing/');
    idle.runSlot(0);
    expect(prefetch).toHaveBeenCalledTimes(1);
    idle.runSlot(0);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('queues a path once however many links point at it', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const idle = fakeIdle();
    const queued = createIdlePrefetch(prefetch, idle.schedule);
    queued('/docs/intro/');
    queued('/docs/intro/');
    idle.runSlot(10);
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('replaces window.docusaurus.prefetch and keeps preload as it was', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const preload = vi.fn<(routePath: string) => false>(() => false);
    window.docusaurus = {prefetch, preload};
    const idle = fakeIdle();
    installIdlePrefetch(idle.schedule);
    window.docusaurus.prefetch('/about/');
    expect(prefetch).not.toHaveBeenCalled();
    expect(window.docusaurus.preload).toBe(preload);
    idle.runSlot(1);
    expect(prefetch).toHaveBeenCalledWith('/about/');
  });

  it('keeps every other field of a frozen global, as Docusaurus 3 sets it', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const preload = vi.fn<(routePath: string) => false>(() => false);
    const marker = Symbol('added by a later version');
    const fields = {prefetch, preload, version: '4.0.0', [marker]: 'kept'};
    // A field the copy must keep although it is neither enumerable nor a plain value.
    Object.defineProperty(fields, 'router', {get: () => 'router', enumerable: false});
    const original = Object.freeze(fields);
    window.docusaurus = original;
    const idle = fakeIdle();
    installIdlePrefetch(idle.schedule);

    const installed = window.docusaurus as typeof original & {router?: string};
    expect(installed.version).toBe('4.0.0');
    expect(installed[marker]).toBe('kept');
    expect(installed.router).toBe('router');
    expect(installed.preload).toBe(preload);
    expect(Object.isFrozen(installed)).toBe(true);

    installed.prefetch('/pricing/');
    expect(prefetch).not.toHaveBeenCalled();
    idle.runSlot(1);
    expect(prefetch).toHaveBeenCalledWith('/pricing/');
    expect(prefetch.mock.contexts[0]).toBe(original);
  });

  it('changes a writable global in place, keeping its other fields', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const preload = vi.fn<(routePath: string) => false>(() => false);
    const original = {prefetch, preload, version: '4.0.0'};
    window.docusaurus = original;
    const idle = fakeIdle();
    installIdlePrefetch(idle.schedule);

    expect(window.docusaurus).toBe(original);
    expect(original.version).toBe('4.0.0');
    expect(original.preload).toBe(preload);
    expect(Object.isFrozen(original)).toBe(false);
    original.prefetch('/careers/');
    expect(prefetch).not.toHaveBeenCalled();
    idle.runSlot(1);
    expect(prefetch).toHaveBeenCalledWith('/careers/');
  });

  it('queues each path once however many route updates install it', () => {
    const prefetch = vi.fn<(routePath: string) => false>(() => false);
    const preload = vi.fn<(routePath: string) => false>(() => false);
    window.docusaurus = Object.freeze({prefetch, preload});
    const idle = fakeIdle();
    installIdlePrefetch(idle.schedule);
    const installed = window.docusaurus;
    installIdlePrefetch(idle.schedule);

    expect(window.docusaurus).toBe(installed);
    window.docusaurus.prefetch('/press/');
    expect(idle.pendingSlots).toBe(1);
    idle.runSlot(10);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(idle.pendingSlots).toBe(0);
  });
});
