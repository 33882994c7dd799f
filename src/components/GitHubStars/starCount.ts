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

/**
 * The most stars the widget shows, "999.9k"; no repository on GitHub comes near it. A larger count
 * from the API is taken for a fault, like a negative one.
 */
export const MAX_STAR_COUNT = 999_949;

/** `N.Nk` (one decimal) from 1000 up, otherwise the plain number: 8612 → "8.6k", 950 → "950". */
export function formatStarCount(stars: number): string {
  if (stars >= 1000) return `${(stars / 1000).toFixed(1)}k`;
  return String(stars);
}

/**
 * Exactly the texts formatStarCount gives for 0 to MAX_STAR_COUNT stars: "0" to "999", then "1.0k"
 * to "999.9k". The cache is the visitor's to edit, so nothing else it holds is shown.
 */
const STAR_COUNT_TEXT = /^(?:0|[1-9]\d{0,2}|[1-9]\d{0,2}\.\dk)$/;

export function isStarCountText(text: string): boolean {
  return STAR_COUNT_TEXT.test(text);
}

/** The record if `raw` is one the widget wrote: a count it would show, fetched no later than now. */
function parseStarCache(raw: string, now: number): StarCache | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const {count, timestamp} = parsed as {count?: unknown; timestamp?: unknown};
  if (typeof count !== 'string' || !isStarCountText(count)) return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp > now) return null;
  return {count, timestamp};
}

/**
 * Reads the cache record. Anything else (corrupt JSON, a wrong shape, a count the formatter would
 * never write, a time in the future) reads as "no cache" and is removed, so a bad record costs one
 * fetch, the default shows meanwhile, and it never breaks or stretches the navbar. Blocked storage
 * also reads as "no cache".
 */
export function readStarCache(storage: Storage | undefined, now: number): StarCache | null {
  try {
    const raw = storage?.getItem(STAR_CACHE_KEY);
    if (raw === null || raw === undefined) return null;
    const record = parseStarCache(raw, now);
    if (!record) storage?.removeItem(STAR_CACHE_KEY);
    return record;
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
    // Only counts whose text the cache reads back, so a stored count is always one it will show.
    if (!Number.isInteger(stars) || stars > MAX_STAR_COUNT) {
      throw new StarCountError(
        `stargazers_count is not a whole number from 0 to ${MAX_STAR_COUNT.toLocaleString('en-US')}: ${stars}`,
      );
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
  const cached = readStarCache(storage, now);
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
