import {useMemo, useState} from 'react';
import type {LocalSearchClient} from './localSearchClient';

type ModalRequests = Parameters<LocalSearchClient['search']>[0];

/** The modal's failure texts (spec section 8), shown in DocSearch's no-results screen. */
export const INDEX_FAILURE_TEXTS = {
  noResultsText: 'Unable to fetch results',
  reportMissingResultsText: 'You might want to check your network connection.',
  reportMissingResultsLinkText: 'Try again.',
};

/**
 * Wraps the local client for DocSearch's modal. DocSearch 4.7 cannot show its own error screen:
 * autocomplete resets the status to idle after any failed search, and the rethrown error surfaces
 * as an unhandled rejection. So a failed index load answers with no hits and sets `failed`, and
 * the SearchBar swaps the no-results texts for the failure texts while it is set. The next search
 * tries the index again.
 */
export function useModalSearchClient(client: LocalSearchClient | null): {
  modalClient: LocalSearchClient | null;
  failed: boolean;
} {
  const [failed, setFailed] = useState(false);
  const modalClient = useMemo(
    () =>
      client && {
        ...client,
        search: (requests: ModalRequests) =>
          client.search(requests).then(
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
                  index: 'local',
                })),
              } as unknown as Awaited<ReturnType<LocalSearchClient['search']>>;
            },
          ),
      },
    [client],
  );
  return {modalClient, failed};
}
