import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Keeps the search modal opening when browser storage is blocked or holds bad data. DocSearch
 * reads `window.localStorage` without a guard when the modal opens (a browser that blocks site
 * data throws on that read) and renders stored recent searches without checking their shape, and
 * either error hid the search button until storage was cleared. So, once per page load: blocked
 * storage is replaced by an absent one, which DocSearch handles, and only the DocSearch entries
 * that are not lists of well-formed hits are removed. Upstream report: src/theme/README.md.
 */

/** DocSearch's keys: recent and favourite searches, per index. */
const DOCSEARCH_KEY = /^__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/;

const isText = (value: unknown) => typeof value === 'string';

/**
 * Whether a stored value is what DocSearch writes: a list of hits with an id, a URL and a
 * hierarchy of text or nulls. Text with markup is refused too: the site's hits are escaped, so a
 * stored `<` can only come from an older version or from tampering.
 */
export function isStoredHitList(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  return value.every((hit: unknown) => {
    if (typeof hit !== 'object' || hit === null) return false;
    const {objectID, url, hierarchy, content} = hit as Record<string, unknown>;
    if (!isText(objectID) || !isText(url) || typeof hierarchy !== 'object' || hierarchy === null) {
      return false;
    }
    const texts = [...Object.values(hierarchy), content].filter((text) => text != null);
    return texts.every((text) => isText(text) && !(text as string).includes('<'));
  });
}

/** Removes the DocSearch entries of `storage` that do not parse as hit lists; returns their keys. */
export function dropBadSearchEntries(storage: Storage): string[] {
  const bad: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === null || !DOCSEARCH_KEY.test(key)) continue;
    let value: unknown;
    try {
      value = JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      value = undefined;
    }
    if (!isStoredHitList(value)) bad.push(key);
  }
  for (const key of bad) storage.removeItem(key);
  return bad;
}

/** The page's storage, or null where reading it throws (site data blocked). */
function readStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  const storage = readStorage();
  if (storage === null) {
    try {
      Object.defineProperty(window, 'localStorage', {value: null, configurable: true});
    } catch {
      // Not redefinable here: DocSearch's own guards are all that is left.
    }
  } else {
    try {
      dropBadSearchEntries(storage);
    } catch {
      // Storage that fails while being read is left to DocSearch's own error handling.
    }
  }
}

const searchStorageGuard: ClientModule = {};
export default searchStorageGuard;
