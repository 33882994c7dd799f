/**
 * What a framework page's coverage table says: one row per item from
 * src/data/redTeamFrameworkCoverage.ts, with the plugins that map to it from
 * src/data/redTeamFrameworkMappings.ts. The React table (./index.tsx) and the page's Markdown copy
 * (plugins/markdown-pages) both render these rows. Texts may hold `code` spans and [links](/path/).
 */
import type {DetailedFrameworkId} from '../../data/redTeamFrameworks';
import {redTeamPlugins} from '../../data/redTeamPlugins';
import {redTeamStrategies} from '../../data/redTeamStrategies';
import {frameworkItems, pluginsForItem} from '../../data/redTeamFrameworkMappings';
import {frameworkCoverage, type CoverageRow} from '../../data/redTeamFrameworkCoverage';

/** Column headings per page; a page without `attempt` or `note` has no such column. */
const COLUMNS: Record<
  DetailedFrameworkId,
  {item: string; attempt?: string; plugins: string; strategies: string; note?: string}
> = {
  'owasp-llm': {
    item: 'Entry',
    plugins: 'Plugins',
    strategies: 'Strategies worth adding',
    note: 'Coverage',
  },
  'owasp-api': {
    item: 'Item',
    attempt: 'How it appears through an agent',
    plugins: 'Plugins',
    strategies: 'Helpful strategies',
  },
  'owasp-agentic': {
    item: 'Threat',
    attempt: 'What the scan attempts',
    plugins: 'Plugins',
    strategies: 'Strategies',
    note: 'Reach',
  },
  'mitre-atlas': {
    item: 'Technique',
    plugins: 'Plugins that perform it',
    strategies: 'Strategies that perform it',
    note: 'Notes',
  },
};

/** The columns of the table, in order; each row has a cell for each. */
export type CoverageColumn = 'item' | 'attempt' | 'plugins' | 'strategies' | 'note';

export function coverageColumns(
  framework: DetailedFrameworkId,
  withStrategies: boolean,
): {key: CoverageColumn; heading: string}[] {
  const headings = COLUMNS[framework];
  const keys: CoverageColumn[] = ['item', 'attempt', 'plugins', 'strategies', 'note'];
  return keys
    .filter((key) => (key === 'strategies' ? withStrategies : headings[key] !== undefined))
    .map((key) => ({key, heading: headings[key]!}));
}

/** A plugin or strategy named in a cell: its id (shown as code) linked to its page. */
export type LinkedId = {id: string; route: string; note?: string};

/** A list cell: the linked ids, or a phrase when the data names no list. */
export type ListCell = {ids: LinkedId[]} | {phrase: string};

export type CoverageTableRow = {
  item: string;
  /** Inline text, or undefined when the row says nothing in the column. */
  attempt?: string;
  plugins: ListCell;
  strategies: ListCell;
  note?: string;
};

/** Said in a list cell with nothing in it. */
export const EMPTY_LIST = 'none';

const pluginBySlug = new Map(redTeamPlugins.map((plugin) => [plugin.slug, plugin]));
const strategyById = new Map(redTeamStrategies.map((strategy) => [strategy.id, strategy]));

function pluginsCell(framework: DetailedFrameworkId, row: CoverageRow<string>): ListCell {
  if (row.everyPlugin) return {phrase: 'every plugin'};
  const ids = pluginsForItem(framework, row.item).map(({slug, note}) => ({
    id: pluginBySlug.get(slug)?.id ?? slug,
    route: `/docs/red-team/plugins/${slug}/`,
    note,
  }));
  return ids.length > 0 ? {ids} : {phrase: EMPTY_LIST};
}

function strategiesCell(strategies: CoverageRow<string>['strategies']): ListCell {
  if (strategies === 'any') return {phrase: 'any'};
  if (strategies === 'every') return {phrase: 'every strategy'};
  const ids = strategies.map((id) => ({
    id,
    route: `/docs/red-team/strategies/${strategyById.get(id)?.slug ?? id}/`,
  }));
  return ids.length > 0 ? {ids} : {phrase: EMPTY_LIST};
}

export function coverageRows(framework: DetailedFrameworkId): CoverageTableRow[] {
  const items: Record<string, {name: string}> = frameworkItems[framework];
  const rows: readonly CoverageRow<string>[] = frameworkCoverage[framework];
  return rows.map((row) => ({
    item: `${row.item} ${items[row.item].name}`,
    attempt: row.attempt,
    plugins: pluginsCell(framework, row),
    strategies: strategiesCell(row.strategies),
    note: row.note,
  }));
}
