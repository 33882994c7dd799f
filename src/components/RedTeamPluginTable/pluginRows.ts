/**
 * What the plugins index table says, from src/data/redTeamPlugins.ts and redTeamFrameworks.ts.
 * The React table (./index.tsx) and the page's Markdown copy (plugins/markdown-pages) both render
 * these rows.
 */
import {frameworks} from '../../data/redTeamFrameworks';
import {PLUGIN_CATEGORIES, type RedTeamPlugin} from '../../data/redTeamPlugins';

export const PLUGIN_COLUMNS = [
  'Plugin',
  'Severity',
  'What a failure looks like',
  'Frameworks',
] as const;

const frameworkName = new Map<string, string>(
  frameworks.map((framework) => [framework.id, framework.name]),
);

export type PluginRow = {
  slug: string;
  name: string;
  /** The plugin's page. */
  route: string;
  id: string;
  category: string;
  severity: string;
  summary: string;
  /** The names of the frameworks that map it, comma-separated. */
  frameworks: string;
};

export function pluginRows(plugins: readonly RedTeamPlugin[]): PluginRow[] {
  return plugins.map((plugin) => ({
    slug: plugin.slug,
    name: plugin.name,
    route: `/docs/red-team/plugins/${plugin.slug}/`,
    id: plugin.id,
    category: PLUGIN_CATEGORIES[plugin.category],
    severity: plugin.severity,
    summary: plugin.summary,
    frameworks: plugin.frameworks.map((id) => frameworkName.get(id) ?? id).join(', '),
  }));
}

/** The count above the table: every plugin, or how many of them a filter shows. */
export function pluginCountText(shown: number, total: number): string {
  return shown === total ? `${shown} plugins` : `${shown} of ${total} plugins match`;
}
