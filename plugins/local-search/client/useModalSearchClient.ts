import {useMemo, useState} from 'react';
import type {LocalSearchClient} from './localSearchClient';
import {LOCAL_INDEX_NAME} from './localIndexName';
import {SEARCH_FAILURE} from './searchTexts';

type ModalRequests = Parameters<LocalSearchClient['search']>[0];

/**
 * The failure texts (spec section 8) in the places of DocSearch's no-results screen; its link
 * reloads the page.
 */
export const INDEX_FAILURE_TEXTS = {
  noResultsText: SEARCH_FAILURE.title,
  reportMissingResultsText: SEARCH_FAILURE.help,
  reportMissingResultsLinkText: 'Try again.',
};

/**
 * Class on the root element while the modal waits for results. DocSearch renders its "No results"
 * screen for any typed query that has no hits on screen yet, including the first query while its
 * answer is on the way (the index is still loading, or the search has not returned); the modal's
 * styles.css hides that screen while this class is set, so it only shows for a query that has no results.
 */
export const PENDING_CLASS = 'local-search-pending';

/** Marks the root element while at least one search is in flight. */
function trackPending<T>(promise: Promise<T>): Promise<T> {
  const root = document.documentElement;
  const count = Number(root.dataset.localSearchInFlight ?? 0) + 1;
  root.dataset.localSearchInFlight = String(count);
  root.classList.add(PENDING_CLASS);
  const done = () => {
    const left = Number(root.dataset.localSearchInFlight ?? 1) - 1;
    root.dataset.localSearchInFlight = String(left);
    // DocSearch renders the answer after this promise settles, in a later task: keep the screen
    // hidden for two frames, by which time the results (or a true "No results") are on screen.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (root.dataset.localSearchInFlight === '0') root.classList.remove(PENDING_CLASS);
      }),
    );
  };
  return promise.finally(done);
}

/**
 * Wraps the local client for DocSearch's modal. DocSearch 4.7 cannot show its own error screen:
 * autocomplete resets the status to idle after any failed search, and the rethrown error surfaces
 * as an unhandled rejection. So a failed index load answers with no hits and sets `failed`, and
 * the modal swaps the no-results texts for the failure texts while it is set. The next search
 * tries the index again.
 */
export function useModalSearchClient(client: LocalSearchClient): {
  modalClient: LocalSearchClient;
  failed: boolean;
} {
  const [failed, setFailed] = useState(false);
  const modalClient = useMemo(
    () => ({
      ...client,
      search: (requests: ModalRequests) =>
        trackPending(client.search(requests)).then(
          (response) => {
            setFailed(false);
            return response;
          },
          () => {
            setFailed(true);
            const list = Array.isArray(requests) ? requests : requests.requests;
            return {
              results: list.map(() => ({
                hits: [],
                nbHits: 0,
                page: 0,
                nbPages: 0,
                hitsPerPage: 0,
                processingTimeMS: 0,
                exhaustiveNbHits: true,
                query: '',
                params: '',
                index: LOCAL_INDEX_NAME,
              })),
            } as unknown as Awaited<ReturnType<LocalSearchClient['search']>>;
          },
        ),
    }),
    [client],
  );
  return {modalClient, failed};
}
