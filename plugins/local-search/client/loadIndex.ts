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
};

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
  };
}
