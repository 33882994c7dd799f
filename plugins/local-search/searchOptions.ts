import type {Options, SearchOptions} from 'minisearch';
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from './records';

/** A record as MiniSearch indexes it: the record, a numeric id and the indexed section text. */
export type IndexedRecord = SearchRecord & {id: number; text: string};

/**
 * Stored form of a record's heading trail: lvl0, lvl1, ... up to the last level that is set
 * (`''` for a skipped level). Shorter than seven keys with mostly nulls, which matters at 800+
 * records.
 */
export function toTrail(hierarchy: Hierarchy): string[] {
  const levels = HIERARCHY_LEVELS.map((level) => hierarchy[level]);
  let end = levels.length;
  while (end > 0 && levels[end - 1] === null) end -= 1;
  return levels.slice(0, end).map((value) => value ?? '');
}

export function fromTrail(trail: string[]): Hierarchy {
  return Object.fromEntries(
    HIERARCHY_LEVELS.map((level, index) => [level, trail[index] ? trail[index] : null]),
  ) as Hierarchy;
}

/** Stored form of a record's URL: the path and anchor; the client adds the origin back. */
export function toPath(url: string): string {
  return url.replace(/^[a-z]+:\/\/[^/]+/i, '');
}

/** Where the built index is served from. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/**
 * Index options. The browser must load the serialized index with exactly these options
 * (MiniSearch.loadJSON), so the plugin and the client import them from here.
 */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  fields: ['title', 'heading', 'subheading', 'text'],
  storeFields: ['path', 'trail', 'type', 'content', 'docusaurus_tag', 'language'],
  extractField: (record, field) => {
    switch (field) {
      case 'title':
        return record.hierarchy.lvl1 ?? '';
      case 'heading':
        return record.hierarchy.lvl2 ?? '';
      case 'subheading':
        return record.hierarchy.lvl3 ?? '';
      case 'path':
        return toPath(record.url);
      case 'trail':
        return toTrail(record.hierarchy) as unknown as string;
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
