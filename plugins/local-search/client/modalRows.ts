/**
 * How many rows DocSearch's modal shows, set here so the modal, the search benchmark and the tests
 * read one figure. DocSearch caps the hits of each group (Docs, Blog, …) at `maxResultsPerGroup`,
 * 5 by default; with sections shown under their pages, the client caps pages instead and DocSearch
 * is given room for every row the client answers with.
 */

/** Pages shown in each group: DocSearch's default row count, counted in pages. */
export const MODAL_PAGES_PER_GROUP = 5;

/** Further matching sections shown under a page's row. */
export const MODAL_SECTIONS_PER_PAGE = 2;

/** DocSearch's `maxResultsPerGroup`: room for every page of a group and its sections. */
export const MODAL_ROWS_PER_GROUP = MODAL_PAGES_PER_GROUP * (1 + MODAL_SECTIONS_PER_PAGE);

/** The local client's own search parameters the modal sends (see localSearchClient.ts). */
export const MODAL_SEARCH_PARAMETERS = {
  pagesPerGroup: MODAL_PAGES_PER_GROUP,
  sectionsPerPage: MODAL_SECTIONS_PER_PAGE,
};
