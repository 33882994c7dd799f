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
  isStarCountText,
  loadStarCount,
  MAX_STAR_COUNT,
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

describe('isStarCountText', () => {
  it('accepts every text the formatter gives for 0 to MAX_STAR_COUNT stars', () => {
    expect(formatStarCount(MAX_STAR_COUNT)).toBe('999.9k');
    let rejected: string | null = null;
    for (let stars = 0; stars <= MAX_STAR_COUNT && rejected === null; stars++) {
      const text = formatStarCount(stars);
      if (!isStarCountText(text)) rejected = `${stars} → ${text}`;
    }
    expect(rejected).toBeNull();
  });

  it.each([
    '',
    '-5',
    'NaN',
    '01',
    '1000',
    '1k',
    '1.0',
    '0.5k',
    '12.34k',
    '1000.0k',
    '8.6K',
    ' 8.6k',
  ])('rejects %j, which the formatter never gives', (text) => {
    expect(isStarCountText(text)).toBe(false);
  });
});

describe('the stars cache', () => {
  it('round-trips {count, timestamp} under its key', () => {
    writeStarCache(localStorage, {count: '9.1k', timestamp: NOW});
    expect(JSON.parse(localStorage.getItem(STAR_CACHE_KEY)!)).toEqual({
      count: '9.1k',
      timestamp: NOW,
    });
    expect(readStarCache(localStorage, NOW)).toEqual({count: '9.1k', timestamp: NOW});
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
    expect(readStarCache(localStorage, NOW)).toBeNull();
  });

  it.each([
    ['a negative count', {count: '-5', timestamp: NOW}],
    ['a negative number', {count: -5, timestamp: NOW}],
    ['NaN', {count: 'NaN', timestamp: NOW}],
    ['markup', {count: '<img src=x onerror=alert(1)>', timestamp: NOW}],
    ['5,000 digits', {count: '9'.repeat(5000), timestamp: NOW}],
    ['a count past the upper bound', {count: '1000.0k', timestamp: NOW}],
    ['a timestamp in the future', {count: '9.1k', timestamp: NOW + 1}],
    ['a null timestamp (NaN once stringified)', {count: '9.1k', timestamp: null}],
    ['a timestamp as text', {count: '9.1k', timestamp: String(NOW)}],
  ])('ignores and removes a record with %s', (_label, record) => {
    localStorage.setItem(STAR_CACHE_KEY, JSON.stringify(record));
    expect(readStarCache(localStorage, NOW)).toBeNull();
    expect(localStorage.getItem(STAR_CACHE_KEY)).toBeNull();
  });

  it.each([
    ['non-JSON', 'not json at all'],
    ['an infinite timestamp', '{"count": "9.1k", "timestamp": 1e999}'],
  ])('ignores and removes %s', (_label, raw) => {
    localStorage.setItem(STAR_CACHE_KEY, raw);
    expect(readStarCache(localStorage, NOW)).toBeNull();
    expect(localStorage.getItem(STAR_CACHE_KEY)).toBeNull();
  });

  it('treats unavailable storage as no cache and writes nothing without throwing', () => {
    expect(readStarCache(blockedStorage, NOW)).toBeNull();
    expect(readStarCache(undefined, NOW)).toBeNull();
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

  it.each([
    ['a fraction', 12.5],
    ['past the upper bound', MAX_STAR_COUNT + 1],
  ])('rejects a count that is %s, which the cache would not read back', async (_label, stars) => {
    await expect(
      fetchStarCount(URL, async () => jsonResponse({stargazers_count: stars})),
    ).rejects.toThrow(/not a whole number from 0 to 999,949/);
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
    expect(readStarCache(localStorage, NOW)).toEqual({count: '8.7k', timestamp: NOW});
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
    expect(readStarCache(localStorage, NOW)).toEqual({count: '7.0k', timestamp: 0});
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

  it.each([
    ['5,000 digits', {count: '9'.repeat(5000), timestamp: NOW - 1000}],
    ['markup', {count: '<b>lots</b>', timestamp: NOW - 1000}],
    ['a future timestamp', {count: '9.9k', timestamp: NOW + 1000}],
  ])('shows nothing from a cache record with %s and fetches instead', async (_label, record) => {
    localStorage.setItem(STAR_CACHE_KEY, JSON.stringify(record));
    const shown: string[] = [];
    await loadStarCount({
      url: URL,
      storage: localStorage,
      now: NOW,
      fetchImpl: async () => jsonResponse({stargazers_count: 8600}),
      onCount: (c) => shown.push(c),
    });
    expect(shown).toEqual(['8.6k']);
    expect(readStarCache(localStorage, NOW)).toEqual({count: '8.6k', timestamp: NOW});
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
