import MiniSearch from 'minisearch';
import {INDEX_OPTIONS, type IndexedRecord} from '../searchOptions';

/**
 * Rebuilds the MiniSearch index from its serialized form. Kept in its own module so the search
 * client can import it (and MiniSearch with it) only when the first search needs the index,
 * keeping MiniSearch out of the JavaScript every page loads.
 */
export function loadIndexFrom(json: string): MiniSearch<IndexedRecord> {
  return MiniSearch.loadJSON<IndexedRecord>(json, INDEX_OPTIONS);
}
