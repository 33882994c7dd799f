import {pageIndexLoader} from './indexLoader';
import {searchClientOver, type LocalSearchClient} from './localSearchClient';
import {useLocalSearchData} from './useLocalSearchData';

let shared: LocalSearchClient | null = null;

/**
 * The local index client. One per page load, over the page's one index loader, so the search bar,
 * the modal and the search page share one fetched index.
 */
export function useLocalSearchClient(): LocalSearchClient {
  const {indexPath} = useLocalSearchData();
  shared ??= searchClientOver(pageIndexLoader(indexPath));
  return shared;
}
