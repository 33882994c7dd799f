import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  DEFAULT_STAR_COUNT,
  STAR_CACHE_KEY,
  STAR_CACHE_LIFETIME_MS,
  STAR_FETCH_TIMEOUT_MS,
} from '@site/src/data/constants';
import {
  fetchStarCount,
  formatStarCount,
  isFresh,
  loadStarCount,
  readStarCache,
  writeStarCache,
} from '@site/src/components/GitHubStars/starCount';

const URL = 'https://api.github.com/repos/crucible-ai/crucible';
const NOW = 1_750_000_000_000;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json'},
  });
}

/** A Storage whose every access throws, like Safari's with storage blocked. */
const blockedStorage = new Proxy({} as Storage, {
  get() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
});

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('formatStarCount', () => {
  it('shows counts below 1000 as the plain number', () => {
    expect(formatStarCount(0)).toBe('0');
    expect(formatStarCount(7)).toBe('7');
    expect(formatStarCount(999)).toBe('999');
  });

  it('shows 1000 and above as N.Nk with one decimal', () => {
    expect(formatStarCount(1000)).toBe('1.0k');
    expect(formatStarCount(8612)).toBe('8.6k');
    expect(formatStarCount(8650)).toBe('8.7k');
    expect(formatStarCount(12_345)).toBe('12.3k');
  });
});

describe('the stars cache', () => {
  it('round-trips {count, timestamp} under its key', () => {
    writeStarCache(localStorage, {count: '9.1k', timestamp: NOW});
    expect(JSON.parse(localStorage.getItem(STAR_CACHE_KEY)!)).toEqual({
      count: '9.1k',
      timestamp: NOW,
    });
    expect(readStarCache(localStorage)).toEqual({count: '9.1k', timestamp: NOW});
  });

  it.each([
    ['corrupt JSON', '{"count": "9.1k", '],
    ['a bare string', '"9.1k"'],
    ['a missing timestamp', '{"count": "9.1k"}'],
    ['a numeric count', '{"count": 9100, "timestamp": 1}'],
    ['an empty count', '{"count": "", "timestamp": 1}'],
    ['null', 'null'],
  ])('reads %s as no cache', (_label, raw) => {
    localStorage.setItem(STAR_CACHE_KEY, raw);
    expect(readStarCache(localStorage)).toBeNull();
  });

  it('treats unavailable storage as no cache and writes nothing without throwing', () => {
    expect(readStarCache(blockedStorage)).toBeNull();
    expect(readStarCache(undefined)).toBeNull();
    expect(() => writeStarCache(blockedStorage, {count: '1', timestamp: NOW})).not.toThrow();
  });

  it('is fresh for exactly 24 hours', () => {
    const record = {count: '9.1k', timestamp: NOW};
    expect(STAR_CACHE_LIFETIME_MS).toBe(86_400_000);
    expect(isFresh(record, NOW + STAR_CACHE_LIFETIME_MS - 1)).toBe(true);
    expect(isFresh(record, NOW + STAR_CACHE_LIFETIME_MS)).toBe(false);
    expect(isFresh(record, NOW - 1)).toBe(false);
  });
});

describe('fetchStarCount', () => {
  it('GETs the repository and formats stargazers_count', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({stargazers_count: 10_480}));
    await expect(fetchStarCount(URL, fetchImpl)).resolves.toBe('10.5k');
    expect(fetchImpl).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({signal: expect.any(AbortSignal)}),
    );
  });

  it.each([
    ['a string', {stargazers_count: '8600'}],
    ['null', {stargazers_count: null}],
    ['missing', {full_name: 'crucible-ai/crucible'}],
    ['NaN-like', {stargazers_count: 'NaN'}],
  ])('rejects a count that is %s', async (_label, body) => {
    await expect(fetchStarCount(URL, async () => jsonResponse(body))).rejects.toThrow(
      /not a number/,
    );
  });

  it('rejects an HTTP error such as a rate limit', async () => {
    await expect(
      fetchStarCount(URL, async () => jsonResponse({message: 'API rate limit exceeded'}, 403)),
    ).rejects.toThrow(/403/);
  });

  it('aborts the request after 5000 ms', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const result = fetchStarCount(URL, fetchImpl);
    const outcome = expect(result).rejects.toMatchObject({name: 'AbortError'});
    await vi.advanceTimersByTimeAsync(STAR_FETCH_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await outcome;
  });
});

describe('loadStarCount', () => {
  it('shows a fresh cached count and skips the fetch', async () => {
    writeStarCache(localStorage, {count: '9.9k', timestamp: NOW - 1000});
    const fetchImpl = vi.fn();
    const shown: string[] = [];
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl,
      onCount: (c) => shown.push(c),
    });
    expect(shown).toEqual(['9.9k']);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('shows a stale cached count, then the fetched one, and re-caches it with the time', async () => {
    writeStarCache(localStorage, {count: '7.0k', timestamp: NOW - STAR_CACHE_LIFETIME_MS});
    const shown: string[] = [];
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl: async () => jsonResponse({stargazers_count: 8712}),
      onCount: (c) => shown.push(c),
    });
    expect(shown).toEqual(['7.0k', '8.7k']);
    expect(readStarCache(localStorage)).toEqual({count: '8.7k', timestamp: NOW});
  });

  it('logs a failed fetch and keeps the cached count', async () => {
    writeStarCache(localStorage, {count: '7.0k', timestamp: 0});
    const logger = {warn: vi.fn()};
    const shown: string[] = [];
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
      onCount: (c) => shown.push(c),
      logger,
    });
    expect(shown).toEqual(['7.0k']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(readStarCache(localStorage)).toEqual({count: '7.0k', timestamp: 0});
  });

  it('logs a non-numeric count and shows nothing new, so the default stays', async () => {
    const logger = {warn: vi.fn()};
    const onCount = vi.fn();
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl: async () => jsonResponse({stargazers_count: 'lots'}),
      onCount,
      logger,
    });
    expect(onCount).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STAR_CACHE_KEY)).toBeNull();
  });

  it('ignores an aborted fetch without logging', async () => {
    const logger = {warn: vi.fn()};
    const onCount = vi.fn();
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl: async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
      onCount,
      logger,
    });
    expect(onCount).not.toHaveBeenCalled();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('fetches on every load when storage is unavailable, and still shows the count', async () => {
    const shown: string[] = [];
    await loadStarCount({
      url: URL,
      storage: blockedStorage,
      now: NOW,
      fetchImpl: async () => jsonResponse({stargazers_count: 512}),
      onCount: (c) => shown.push(c),
    });
    expect(shown).toEqual(['512']);
  });

  it('fetches when the cache is corrupt', async () => {
    localStorage.setItem(STAR_CACHE_KEY, 'not json at all');
    const fetchImpl = vi.fn(async () => jsonResponse({stargazers_count: 8600}));
    const shown: string[] = [];
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl,
      onCount: (c) => shown.push(c),
    });
    await settle();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(shown).toEqual(['8.6k']);
  });

  it('has the spec default', () => {
    expect(DEFAULT_STAR_COUNT).toBe('8.6k');
  });
});
