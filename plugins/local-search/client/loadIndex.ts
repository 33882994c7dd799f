import MiniSearch from 'minisearch';
import {
  INDEX_FORMAT_VERSION,
  INDEX_OPTIONS,
  type PageDocument,
  type PageTuple,
  type SerializedIndex,
} from '../searchOptions';

export type LoadedIndex = {
  index: MiniSearch<PageDocument>;
  pages: PageTuple[];
  shortFlags: Record<string, string>;
  vocabulary: Vocabulary;
};

/**
 * What terms the index holds, answered without a search: the query planner asks it for most words
 * of every keystroke's query, and a MiniSearch search would score every page a common word is on.
 */
export type Vocabulary = {
  /** Whether some field holds `term`, or with `asPrefix` a term that starts with it. */
  knows(term: string, asPrefix: boolean): boolean;
  /** Whether some page documents the id `term`: it is in the `ids` field. */
  documents(term: string): boolean;
};

/** The vocabulary of a serialized index: its terms and the fields each is in. */
export function vocabularyOf(index: SerializedIndex['index']): Vocabulary {
  const idsField = String(index.fieldIds.ids);
  const terms = index.index.map(([term]) => term).sort();
  const known = new Set(terms);
  const ids = new Set(index.index.filter(([, fields]) => idsField in fields).map(([term]) => term));
  return {
    knows(term, asPrefix) {
      if (!asPrefix) return known.has(term);
      // The first term not below `term` starts with it, if any term does.
      let low = 0;
      let high = terms.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (terms[middle] < term) low = middle + 1;
        else high = middle;
      }
      return low < terms.length && terms[low].startsWith(term);
    },
    documents: (term) => ids.has(term),
  };
}

/**
 * Rebuilds the MiniSearch index and its page table from the served JSON. Kept in its own module
 * so the search client can import it (and MiniSearch with it) only when the first search needs
 * the index, keeping MiniSearch out of the JavaScript every page loads.
 */
export function loadIndexFrom(json: string): LoadedIndex {
  const parsed = JSON.parse(json) as Partial<SerializedIndex>;
  if (
    parsed.version !== INDEX_FORMAT_VERSION ||
    !Array.isArray(parsed.pages) ||
    !parsed.index ||
    typeof parsed.shortFlags !== 'object'
  ) {
    throw new Error(
      `the search index is not in format ${INDEX_FORMAT_VERSION}; it was built by another version of the site`,
    );
  }
  const documentIds = Object.fromEntries(
    Object.keys(parsed.index.fieldLength).map((shortId) => [shortId, Number(shortId)]),
  );
  return {
    index: MiniSearch.loadJS<PageDocument>({...parsed.index, documentIds}, INDEX_OPTIONS),
    pages: parsed.pages,
    shortFlags: parsed.shortFlags,
    vocabulary: vocabularyOf(parsed.index),
  };
}
