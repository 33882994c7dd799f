/**
 * The search page's results for its query, as a reducer: the page asks for one page of hits at a
 * time, appends each answer, and drops answers to a query the reader has since changed. Pure.
 */
import {HIERARCHY_LEVELS, type HierarchyLevel} from '../records';

/** One hit as the page lists it. The texts are HTML from the client: escaped, but for `<mark>`. */
export type ResultItem = {title: string; url: string; breadcrumbs: string[]; summary: string};

/** The fields of a client hit that the page reads. */
export type PageHit = {
  url: string;
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, {value: string}>>};
  _snippetResult: {content?: {value: string}};
};

/** A hit as a result: its deepest heading is the title, the levels above it the breadcrumbs. */
export function toResultItem(hit: PageHit): ResultItem {
  const trail = HIERARCHY_LEVELS.flatMap(
    (level) => hit._highlightResult.hierarchy[level]?.value ?? [],
  );
  const title = trail.pop() ?? '';
  const snippet = hit._snippetResult.content?.value ?? '';
  return {title, url: hit.url, breadcrumbs: trail, summary: snippet && `${snippet}...`};
}

export type SearchPageState = {
  /** The query these results are for. */
  query: string;
  /** The last page of hits asked for, from 0. */
  page: number;
  /** The last page of hits that answered, or -1. */
  answered: number;
  items: ResultItem[];
  /** Hits for the query in all, once the first page has answered. */
  total: number | null;
  pageCount: number;
  /** The last search failed: the index could not be loaded. */
  failed: boolean;
};

export type SearchPageAction =
  | {type: 'query'; query: string}
  | {type: 'more'}
  | {
      type: 'answer';
      query: string;
      page: number;
      items: ResultItem[];
      total: number;
      pageCount: number;
    }
  | {type: 'failure'; query: string};

export function initialSearchPageState(query: string): SearchPageState {
  return {query, page: 0, answered: -1, items: [], total: null, pageCount: 0, failed: false};
}

/** Whether the first page of hits is on its way. */
export const isLoading = (state: SearchPageState): boolean =>
  state.query !== '' && state.answered < 0 && !state.failed;

/** Whether pages of hits are left after the last one that answered. */
export const hasMore = (state: SearchPageState): boolean =>
  state.answered >= 0 && state.answered + 1 < state.pageCount;

export function searchPageReducer(
  state: SearchPageState,
  action: SearchPageAction,
): SearchPageState {
  switch (action.type) {
    case 'query':
      return action.query === state.query ? state : initialSearchPageState(action.query);
    case 'more':
      // One page at a time: the next is asked for once the last one has answered.
      return hasMore(state) && state.answered === state.page
        ? {...state, page: state.page + 1}
        : state;
    case 'answer':
      if (action.query !== state.query || action.page !== state.page) return state;
      return {
        ...state,
        answered: action.page,
        items: action.page === 0 ? action.items : [...state.items, ...action.items],
        total: action.total,
        pageCount: action.pageCount,
        failed: false,
      };
    case 'failure':
      return action.query === state.query
        ? {...initialSearchPageState(state.query), failed: true}
        : state;
  }
}
