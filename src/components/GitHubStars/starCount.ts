/**
 * The stars widget's rules, free of React so each one can be unit-tested:
 * format the count, read and write the localStorage cache, fetch with a timeout.
 */
import {
  DEFAULT_STAR_COUNT,
  STAR_CACHE_KEY,
  STAR_CACHE_LIFETIME_MS,
  STAR_FETCH_TIMEOUT_MS,
} from '@site/src/data/constants';

/** What is kept in localStorage: the count as shown, and when it was fetched (ms since epoch). */
export type StarCache = {count: string; timestamp: number};

/** `N.Nk` (one decimal) from 1000 up, otherwise the plain number: 8612 → "8.6k", 950 → "950". */
export function formatStarCount(stars: number): string {
  if (stars >= 1000) return `${(stars / 1000).toFixed(1)}k`;
  return String(stars);
}

/**
 * Reads the cache record. Anything unreadable (storage blocked, corrupt JSON, wrong shape) reads as
 * "no cache", so a bad record costs one fetch and never breaks the navbar.
 */
export function readStarCache(storage: Storage | undefined): StarCache | null {
  try {
    const raw = storage?.getItem(STAR_CACHE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as StarCache).count === 'string' &&
      (parsed as StarCache).count !== '' &&
      typeof (parsed as StarCache).timestamp === 'number' &&
      Number.isFinite((parsed as StarCache).timestamp)
    ) {
      return {count: (parsed as StarCache).count, timestamp: (parsed as StarCache).timestamp};
    }
    return null;
  } catch {
    return null;
  }
}

/** Writes the cache record; a full or blocked storage is not an error worth showing anyone. */
export function writeStarCache(storage: Storage | undefined, record: StarCache): void {
  try {
    storage?.setItem(STAR_CACHE_KEY, JSON.stringify(record));
  } catch {
    // Quota exceeded or storage disabled: the count still shows, it just is not remembered.
  }
}

/** A cache record is fresh for 24 hours; a record from the future (clock change) is not trusted. */
export function isFresh(record: StarCache, now: number): boolean {
  const age = now - record.timestamp;
  return age >= 0 && age < STAR_CACHE_LIFETIME_MS;
}

/** Thrown when the API answers but not with a usable count. */
export class StarCountError extends Error {}

/**
 * GETs the repository from the GitHub API and returns its formatted `stargazers_count`.
 * Aborts after STAR_FETCH_TIMEOUT_MS (the promise then rejects with an AbortError).
 */
export async function fetchStarCount(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs: number = STAR_FETCH_TIMEOUT_MS,
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal: controller.signal,
      headers: {Accept: 'application/vnd.github+json'},
    });
    if (!response.ok) throw new StarCountError(`GitHub API answered ${response.status}`);
    const body: unknown = await response.json();
    const stars = (body as {stargazers_count?: unknown} | null)?.stargazers_count;
    if (typeof stars !== 'number' || !Number.isFinite(stars) || stars < 0) {
      throw new StarCountError(`stargazers_count is not a number: ${JSON.stringify(stars)}`);
    }
    return formatStarCount(stars);
  } finally {
    clearTimeout(timer);
  }
}

// DOMException is not an Error subclass in every runtime, so match on the name.
function isAbort(error: unknown): boolean {
  return (error as {name?: unknown} | null)?.name === 'AbortError';
}

/**
 * The whole policy: the count to show now, and (unless the cache is fresh) a fetch that may
 * replace it. Failures are logged as warnings (the widget still shows a count, so the page has no
 * error) and keep what is shown; aborts are expected and stay silent.
 */
export function loadStarCount({
  url,
  storage,
  now,
  fetchImpl = fetch,
  onCount,
  logger = console,
}: {
  url: string;
  storage: Storage | undefined;
  now: number;
  fetchImpl?: typeof fetch;
  onCount: (count: string) => void;
  logger?: Pick<Console, 'warn'>;
}): Promise<void> {
  const cached = readStarCache(storage);
  if (cached) onCount(cached.count);
  if (cached && isFresh(cached, now)) return Promise.resolve();
  return fetchStarCount(url, fetchImpl).then(
    (count) => {
      writeStarCache(storage, {count, timestamp: now});
      onCount(count);
    },
    (error: unknown) => {
      if (isAbort(error)) return;
      logger.warn('Could not load the GitHub star count; showing the last known value.', error);
    },
  );
}

export {DEFAULT_STAR_COUNT};
