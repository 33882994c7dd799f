/**
 * The texts the search modal and the search page show beyond DocSearch's own (spec sections 2
 * and 8). Pure, so tests hold them to the spec word for word.
 */

/** Shown by the modal and by the page while the index cannot be loaded. */
export const SEARCH_FAILURE = {
  title: 'Unable to fetch results',
  help: 'You might want to check your network connection.',
};

/** The modal's link under its hits, to the search page. */
export const seeAllResults = (count: number): string => `See all ${count} results`;

/** The search page's title and heading. */
export const searchPageTitle = (query: string): string =>
  query ? `Search results for "${query}"` : 'Search the documentation';

/** The search page's count of hits for the query. */
export const documentsFound = (count: number): string =>
  count === 1 ? 'One document found' : `${count} documents found`;

export const SEARCH_PAGE_TEXTS = {
  inputPlaceholder: 'Type your search here',
  inputLabel: 'Search',
  noResults: 'No results were found',
  fetchingMore: 'Fetching new results...',
};
