import type {Options, SearchOptions} from 'minisearch';
import type {SearchRecord} from './records';

/** A record as MiniSearch indexes it: the record, a numeric id and the indexed section text. */
export type IndexedRecord = SearchRecord & {id: number; text: string};

/** Where the built index is served from. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/**
 * Index options. The browser must load the serialized index with exactly these options
 * (MiniSearch.loadJSON), so the plugin and the client import them from here.
 */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  fields: ['title', 'heading', 'subheading', 'text'],
  storeFields: ['url', 'hierarchy', 'type', 'content', 'docusaurus_tag', 'language'],
  extractField: (record, field) => {
    switch (field) {
      case 'title':
        return record.hierarchy.lvl1 ?? '';
      case 'heading':
        return record.hierarchy.lvl2 ?? '';
      case 'subheading':
        return record.hierarchy.lvl3 ?? '';
      default:
        return (record as unknown as Record<string, string>)[field];
    }
  },
};

/**
 * Query options: a page title match outranks a heading match, which outranks body text; the last
 * word of a query matches as a prefix (people search as they type); longer words tolerate a typo.
 */
export const QUERY_OPTIONS: SearchOptions = {
  boost: {title: 4, heading: 2.5, subheading: 1.5, text: 1},
  prefix: (term, index, terms) => index === terms.length - 1 || term.length > 3,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  combineWith: 'AND',
};
