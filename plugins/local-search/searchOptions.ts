import type MiniSearch from 'minisearch';
import type {Options} from 'minisearch';
import type {HierarchyLevel} from './records';
import {isCompound, joinedPairs, normalizeTerm, rawTokens, tokenize} from './text';

/**
 * The search index's format, shared by the plugin that writes /search-index.json and the browser
 * client that reads it.
 *
 * The index ranks pages, not sections: MiniSearch holds one document per page, with the fields a
 * reader searches for (title, sidebar label, keywords, the ids the page documents, headings,
 * description and body text, and for typos the spellings of the words that name the page). The
 * page table beside it holds what a hit shows: the page's path, group and title, and its heading
 * sections with their anchors and opening words, from which the client picks the section that best
 * matches a query as the hit's anchor.
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
  /** The words of the title, label and keywords as spelled, for misspelt queries (spellingsOf). */
  spellings: string;
};

type MiniSearchJson = ReturnType<MiniSearch<PageDocument>['toJSON']>;

export const INDEX_FORMAT_VERSION = 3;

/** The JSON served at SEARCH_INDEX_PATH. */
export type SerializedIndex = {
  version: typeof INDEX_FORMAT_VERSION;
  pages: PageTuple[];
  /** The long name of each one-letter CLI flag: `{'-o': '--output'}`. */
  shortFlags: Record<string, string>;
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
  spellings: 4,
};

/** Fields whose adjacent words are also indexed run together, for queries typed without spaces. */
const JOINED_FIELDS = new Set(['title', 'label']);

/** Words shorter than this are not indexed as spelled: their stems are their spellings. */
export const MIN_SPELLED_LENGTH = 5;

/**
 * The words of a page's title, label and keywords as spelled, where that differs from their stems.
 * A misspelt query word is nearer the spelling of the word it means than its stem is: the stem
 * of "sycophncy" ("sycophnci") is three letters from that of "sycophancy" ("sycoph"), but the
 * spellings are one letter apart. Only the short fields that name a page: the body would add many
 * terms and little. The client matches only words the index does not know against this field
 * (planQuery), so a word spelt right is not counted twice.
 */
export function spellingsOf(...texts: string[]): string {
  const spelled = new Set<string>();
  for (const token of texts.flatMap((text) => rawTokens(text))) {
    const word = token.toLowerCase();
    if (word.length >= MIN_SPELLED_LENGTH && !isCompound(word) && normalizeTerm(word) !== word) {
      spelled.add(word);
    }
  }
  return [...spelled].join(' ');
}

/**
 * Index options. The browser loads the serialized index with exactly these options
 * (MiniSearch.loadJS), so the plugin and the client import them from here.
 */
export const INDEX_OPTIONS: Options<PageDocument> = {
  fields: Object.keys(FIELD_BOOSTS),
  storeFields: [],
  tokenize: (text, field) => {
    // Ids from code are indexed whole only: their parts are code words, not what a reader types.
    if (field === 'code' || field === 'spellings') return rawTokens(text);
    if (field && JOINED_FIELDS.has(field)) return [...tokenize(text), ...joinedPairs(text)];
    return tokenize(text);
  },
  processTerm: (term, field) => (field === 'spellings' ? term : normalizeTerm(term)),
};
