import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type LocalSearchData} from '../pluginData';
import {createLocalSearchClient, type LocalSearchClient} from './localSearchClient';

/** The plugin's global data: where the index is served and where the search page is. */
export function useLocalSearchData(): LocalSearchData {
  return usePluginData(PLUGIN_NAME) as LocalSearchData;
}

let shared: LocalSearchClient | null = null;

/**
 * The local index client. One per page load, so the modal and the search page share one fetched
 * index. Hits link to site-relative URLs, which the router can follow.
 */
export function useLocalSearchClient(): LocalSearchClient {
  const {indexPath} = useLocalSearchData();
  shared ??= createLocalSearchClient(indexPath);
  return shared;
}
