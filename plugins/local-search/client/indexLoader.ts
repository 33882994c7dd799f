/**
 * Loading the index: fetching it and rebuilding MiniSearch from it (loadIndex.ts, which brings
 * MiniSearch in a chunk of its own). Kept apart from the search client, which loads with the
 * modal, so the search bar can start the load the moment a reader opens search, while the modal's
 * code is still on its way.
 */
import type {LoadedIndex} from './loadIndex';

export type IndexLoader = () => Promise<LoadedIndex>;

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named RetryError (what
 * Algolia's client throws when no host answers), so an unreachable index reports itself that way.
 */
export class IndexUnavailableError extends Error {
  override name = 'RetryError';
}

/**
 * Loads the index served at `indexUrl` on the first call and keeps it. A failed load rejects with
 * an IndexUnavailableError and is forgotten, so the next call tries again.
 */
export function createIndexLoader(
  indexUrl: string,
  fetchImpl: (url: string) => Promise<Response> = (url) => fetch(url),
): IndexLoader {
  let loading: Promise<LoadedIndex> | null = null;
  return () => {
    loading ??= Promise.all([
      fetchImpl(indexUrl).then((response) => {
        if (!response.ok) {
          throw new IndexUnavailableError(`The search index answered ${response.status}`);
        }
        return response.text();
      }),
      import('./loadIndex'),
    ])
      .then(([json, {loadIndexFrom}]) => loadIndexFrom(json))
      .catch((error: unknown) => {
        loading = null;
        throw error instanceof IndexUnavailableError
          ? error
          : new IndexUnavailableError(`The search index could not be loaded: ${String(error)}`);
      });
    return loading;
  };
}

const pageLoaders = new Map<string, IndexLoader>();

/** The page's one loader for `indexUrl`: the search bar, the modal and the search page share it. */
export function pageIndexLoader(indexUrl: string): IndexLoader {
  let loader = pageLoaders.get(indexUrl);
  if (!loader) {
    loader = createIndexLoader(indexUrl);
    pageLoaders.set(indexUrl, loader);
  }
  return loader;
}

/** Starts loading the index ahead of the first search; a failure surfaces on that search. */
export function preloadIndex(load: IndexLoader): void {
  load().catch(() => {});
}
