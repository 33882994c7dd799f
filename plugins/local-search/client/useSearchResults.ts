import {useCallback, useEffect, useReducer} from 'react';
import {LOCAL_INDEX_NAME} from './localIndexName';
import {
  hasMore,
  initialSearchPageState,
  isLoading,
  searchPageReducer,
  toResultItem,
  type SearchPageState,
} from './searchPageState';
import {useContextualFacetFilters} from './useContextualFacetFilters';
import {useLocalSearchClient} from './useLocalSearchClient';

/** Hits per page of results; the next page loads when the reader scrolls to the end. */
const HITS_PER_PAGE = 15;
/** How long the page waits after a keystroke before it searches, so typing is not slowed. */
const TYPING_PAUSE_MS = 300;

export type SearchResults = SearchPageState & {
  loading: boolean;
  hasMore: boolean;
  loadMore: () => void;
};

/** The search page's results for `query`, searched in the local index in the page's context. */
export function useSearchResults(query: string): SearchResults {
  const client = useLocalSearchClient();
  const facetFilters = useContextualFacetFilters();
  const [state, dispatch] = useReducer(searchPageReducer, query, initialSearchPageState);
  useEffect(() => dispatch({type: 'query', query}), [query]);

  const {query: asked, page} = state;
  useEffect(() => {
    if (!asked) return undefined;
    let current = true;
    const search = () =>
      client
        .search([
          {
            indexName: LOCAL_INDEX_NAME,
            params: {query: asked, page, hitsPerPage: HITS_PER_PAGE, facetFilters},
          },
        ])
        .then(
          ({results: [result]}) =>
            current &&
            dispatch({
              type: 'answer',
              query: asked,
              page,
              items: result.hits.map(toResultItem),
              total: result.nbHits,
              pageCount: result.nbPages,
            }),
          () => current && dispatch({type: 'failure', query: asked}),
        );
    const timer = setTimeout(search, page === 0 ? TYPING_PAUSE_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, asked, page, facetFilters]);

  const loadMore = useCallback(() => dispatch({type: 'more'}), []);
  return {...state, loading: isLoading(state), hasMore: hasMore(state), loadMore};
}
