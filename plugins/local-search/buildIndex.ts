import MiniSearch from 'minisearch';
import type {ExtractedRecord} from './extractRecords';
import {
  INDEX_OPTIONS,
  toPageTuple,
  type IndexedRecord,
  type PageTuple,
  type SerializedIndex,
} from './searchOptions';

/**
 * Indexes the records of the whole site: what sections of a page share goes once into the page
 * table, the rest into MiniSearch. The result is what /search-index.json holds.
 */
export function buildIndex(records: readonly ExtractedRecord[]): SerializedIndex {
  const pages: PageTuple[] = [];
  const pageNumbers = new Map<string, number>();
  const indexed: IndexedRecord[] = records.map((record, id) => {
    const tuple = toPageTuple(record);
    const key = JSON.stringify(tuple);
    let page = pageNumbers.get(key);
    if (page === undefined) {
      page = pages.length;
      pages.push(tuple);
      pageNumbers.set(key, page);
    }
    return {...record, id, page};
  });
  const index = new MiniSearch<IndexedRecord>(INDEX_OPTIONS);
  index.addAll(indexed);
  const {documentIds, ...rest} = index.toJSON();
  // Record ids are MiniSearch's own short ids (0, 1, 2, ...), so the id map is left out and
  // loadIndexFrom rebuilds it; a different mapping would be kept as it is.
  const identity = Object.entries(documentIds).every(([shortId, id]) => Number(shortId) === id);
  return identity ? {...rest, pages} : {...rest, documentIds, pages};
}
