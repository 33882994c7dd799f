import MiniSearch from 'minisearch';
import {
  INDEX_OPTIONS,
  type IndexedRecord,
  type PageTuple,
  type SerializedIndex,
} from '../searchOptions';

export type LoadedIndex = {index: MiniSearch<IndexedRecord>; pages: PageTuple[]};

/**
 * Rebuilds the MiniSearch index and its page table from the served JSON. Kept in its own module
 * so the search client can import it (and MiniSearch with it) only when the first search needs
 * the index, keeping MiniSearch out of the JavaScript every page loads.
 */
export function loadIndexFrom(json: string): LoadedIndex {
  const parsed = JSON.parse(json) as SerializedIndex;
  if (!Array.isArray(parsed.pages)) {
    throw new Error('the search index has no page table; it was built by an older version');
  }
  const documentIds =
    parsed.documentIds ??
    Object.fromEntries(
      Object.keys(parsed.storedFields).map((shortId) => [shortId, Number(shortId)]),
    );
  return {
    index: MiniSearch.loadJS<IndexedRecord>({...parsed, documentIds}, INDEX_OPTIONS),
    pages: parsed.pages,
  };
}
