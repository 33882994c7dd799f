import type MiniSearch from 'minisearch';
import type {Options, SearchOptions} from 'minisearch';
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from './records';

/**
 * A record as MiniSearch indexes it: the record, a numeric id, the indexed section text and the
 * number of its page in the index's page table.
 */
export type IndexedRecord = SearchRecord & {id: number; text: string; page: number};

/**
 * What every section of a page shares, stored once per page instead of once per record:
 * `[path, lvl0, lvl1, docusaurus_tag, language]`. With thousands of sections this is a good part
 * of the file.
 */
export type PageTuple = [string, string, string, string, string];

type MiniSearchJson = ReturnType<MiniSearch<IndexedRecord>['toJSON']>;

/**
 * The JSON served at SEARCH_INDEX_PATH: MiniSearch's own serialization plus the page table,
 * without the id map when record ids equal MiniSearch's short ids.
 */
export type SerializedIndex = Omit<MiniSearchJson, 'documentIds'> & {
  documentIds?: MiniSearchJson['documentIds'];
  pages: PageTuple[];
};

/** What the index stores per record (see INDEX_OPTIONS.storeFields). */
export type StoredRecord = {
  page: number;
  /** The section's anchor without `#`, or '' for the top of the page. */
  anchor: string;
  /** The heading trail below the page title (lvl2, lvl3, ...), as toTrail writes it. */
  headings: string[];
  type: SearchRecord['type'];
  content: string | null;
};

export function toPageTuple(record: SearchRecord): PageTuple {
  return [
    toPath(record.url.split('#')[0]),
    record.hierarchy.lvl0 ?? '',
    record.hierarchy.lvl1 ?? '',
    record.docusaurus_tag,
    record.language,
  ];
}

/** The record's URL path, hierarchy and facets again, from what the index stored. */
export function fromStored(stored: StoredRecord, pages: readonly PageTuple[]) {
  const [path, lvl0, lvl1, docusaurusTag, language] = pages[stored.page];
  return {
    path: stored.anchor ? `${path}#${stored.anchor}` : path,
    hierarchy: fromTrail([lvl0, lvl1, ...stored.headings]),
    docusaurus_tag: docusaurusTag,
    language,
  };
}

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
 * Words so common that they match nearly every section and never narrow a search. Leaving them
 * out of the index (and out of queries, since the same processTerm runs on both) removes most of
 * its postings, which keeps the file small enough for a phone. Words with meaning in this product
 * (`not`, as in `not-contains`; `all`, `any`, `first`, `two`) are not in the list; `s` and `t`
 * are what is left of `crucible's` and `don't` once the tokenizer splits on the apostrophe.
 */
export const STOP_WORDS = new Set([
  'a',
  'about',
  'after',
  'again',
  'also',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'because',
  'been',
  'before',
  'being',
  'both',
  'but',
  'by',
  'can',
  'could',
  'did',
  'do',
  'does',
  'each',
  'either',
  'even',
  'every',
  'few',
  'for',
  'from',
  'had',
  'has',
  'have',
  'he',
  'her',
  'here',
  'his',
  'how',
  'however',
  'i',
  'if',
  'in',
  'into',
  'is',
  'it',
  'its',
  'itself',
  'just',
  'me',
  'might',
  'more',
  'most',
  'much',
  'must',
  'my',
  'no',
  'nor',
  'of',
  'off',
  'on',
  'once',
  'one',
  'only',
  'onto',
  'or',
  'other',
  'our',
  'out',
  'over',
  'own',
  'per',
  's',
  'same',
  'she',
  'should',
  'so',
  'some',
  'such',
  't',
  'than',
  'that',
  'the',
  'their',
  'them',
  'then',
  'there',
  'these',
  'they',
  'this',
  'those',
  'through',
  'to',
  'too',
  'under',
  'until',
  'up',
  'us',
  'very',
  'via',
  'was',
  'we',
  'were',
  'what',
  'when',
  'where',
  'whether',
  'which',
  'while',
  'who',
  'whom',
  'whose',
  'why',
  'will',
  'with',
  'within',
  'without',
  'would',
  'yet',
  'you',
  'your',
]);

/** Lower-cases a word, or drops it when it is a stop word. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/**
 * Index options. The browser must load the serialized index with exactly these options
 * (MiniSearch.loadJSON), so the plugin and the client import them from here.
 */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  fields: ['title', 'heading', 'subheading', 'text'],
  storeFields: ['page', 'anchor', 'headings', 'type', 'content'],
  processTerm,
  extractField: (record, field) => {
    switch (field) {
      case 'title':
        return record.hierarchy.lvl1 ?? '';
      case 'heading':
        return record.hierarchy.lvl2 ?? '';
      case 'subheading':
        return record.hierarchy.lvl3 ?? '';
      case 'anchor':
        return record.url.split('#')[1] ?? '';
      case 'headings':
        return toTrail(record.hierarchy).slice(2) as unknown as string;
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
