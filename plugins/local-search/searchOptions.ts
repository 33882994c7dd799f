import type MiniSearch from 'minisearch';
import type {Options} from 'minisearch';
import type {HierarchyLevel} from './records';
import {joinedPairs, normalizeTerm, rawTokens, tokenize} from './text';

/**
 * The search index's format, shared by the plugin that writes /search-index.json and the browser
 * client that reads it.
 *
 * The index ranks pages, not sections: MiniSearch holds one document per page, with the fields a
 * reader searches for (title, sidebar label, keywords, the ids the page documents, headings,
 * description and body text). The page table beside it holds what a hit shows: the page's path,
 * group and title, and its heading sections with their anchors and opening words, from which the
 * client picks the section that best matches a query as the hit's anchor.
 */

/** A heading section: `[anchor, lvl2, lvl3, type, snippet]`; anchor '' is the top of the page. */
export type SectionTuple = [string, string, string, HierarchyLevel, string];

/**
 * `[path, lvl0, lvl1, docusaurus_tag, language, sections, ids]` for one page; `ids` are the terms
 * of the ids the page documents, normalized as the index normalizes them.
 */
export type PageTuple = [string, string, string, string, string, SectionTuple[], string[]];

/** The fields of a page document, in the order of FIELD_BOOSTS. */
export type PageDocument = {
  id: number;
  title: string;
  label: string;
  keywords: string;
  ids: string;
  headings: string;
  description: string;
  body: string;
  /** Ids from the page's code blocks, whole (see ExtractedPage.codeIds). */
  code: string;
};

type MiniSearchJson = ReturnType<MiniSearch<PageDocument>['toJSON']>;

export const INDEX_FORMAT_VERSION = 2;

/** The JSON served at SEARCH_INDEX_PATH. */
export type SerializedIndex = {
  version: typeof INDEX_FORMAT_VERSION;
  pages: PageTuple[];
  /** MiniSearch's serialization; the id map is left out because ids are page numbers. */
  index: Omit<MiniSearchJson, 'documentIds'>;
};

/** Where the built index is served from. */
export const SEARCH_INDEX_PATH = '/search-index.json';

/** Words of a section kept as its snippet in the hit, and for picking the hit's section. */
export const SNIPPET_WORDS = 11;

/**
 * How much a match in each field counts, relative to body text. Set with the relevance benchmark
 * (`node scripts/search-relevance.mjs`), not by hand for single queries.
 */
export const FIELD_BOOSTS: Record<Exclude<keyof PageDocument, 'id'>, number> = {
  ids: 8,
  title: 8,
  label: 2,
  keywords: 4,
  headings: 2,
  description: 6,
  body: 0.5,
  code: 1,
};

/** Fields whose adjacent words are also indexed run together, for queries typed without spaces. */
const JOINED_FIELDS = new Set(['title', 'label']);

/**
 * Index options. The browser loads the serialized index with exactly these options
 * (MiniSearch.loadJS), so the plugin and the client import them from here.
 */
export const INDEX_OPTIONS: Options<PageDocument> = {
  fields: Object.keys(FIELD_BOOSTS),
  storeFields: [],
  tokenize: (text, field) => {
    // Ids from code are indexed whole only: their parts are code words, not what a reader types.
    if (field === 'code') return rawTokens(text);
    if (field && JOINED_FIELDS.has(field)) return [...tokenize(text), ...joinedPairs(text)];
    return tokenize(text);
  },
  processTerm: (term) => normalizeTerm(term),
};
