/** The plugin's name, under which it hands the browser its global data. */
export const PLUGIN_NAME = 'local-search';

/** What the plugin hands its theme components (index.ts, contentLoaded). */
export type LocalSearchData = {
  /** Where the built index is served, fetched on the first search. */
  indexPath: string;
  /** The search page's route, with the base URL and a trailing slash. */
  searchPagePath: string;
};
