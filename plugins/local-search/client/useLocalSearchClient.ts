import {usePluginData} from '@docusaurus/useGlobalData';
import {createLocalSearchClient, type LocalSearchClient} from './localSearchClient';

let shared: LocalSearchClient | null = null;

/**
 * The local index client when the local-search plugin is on (no hosted Algolia configured), else
 * null. One client per page load, so the modal and the search page share one fetched index.
 */
export function useLocalSearchClient(): LocalSearchClient | null {
  const data = usePluginData('local-search') as {indexPath: string} | undefined;
  if (!data) return null;
  shared ??= createLocalSearchClient(data.indexPath);
  return shared;
}
