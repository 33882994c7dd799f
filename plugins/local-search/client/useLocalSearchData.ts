import {usePluginData} from '@docusaurus/useGlobalData';
import {PLUGIN_NAME, type LocalSearchData} from '../pluginData';

/** The plugin's global data: where the index is served and where the search page is. */
export function useLocalSearchData(): LocalSearchData {
  return usePluginData(PLUGIN_NAME) as LocalSearchData;
}
