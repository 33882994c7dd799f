import type {FrameworkId} from '@site/src/data/redTeamFrameworks';
import type {PluginCategory, RedTeamPlugin} from '@site/src/data/redTeamPlugins';

export type PluginFilter = {
  /** Words that must all appear in the name, id or summary; case does not matter. */
  query: string;
  category: PluginCategory | 'all';
  framework: FrameworkId | 'all';
};

export const NO_FILTER: PluginFilter = {query: '', category: 'all', framework: 'all'};

/** The plugins that match every part of the filter, in their original order. */
export function filterPlugins(
  plugins: readonly RedTeamPlugin[],
  {query, category, framework}: PluginFilter,
): RedTeamPlugin[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return plugins.filter((plugin) => {
    if (category !== 'all' && plugin.category !== category) {
      return false;
    }
    if (framework !== 'all' && !plugin.frameworks.includes(framework)) {
      return false;
    }
    const haystack = `${plugin.name} ${plugin.id} ${plugin.slug} ${plugin.summary}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
