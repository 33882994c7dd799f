/**
 * What the strategies index tables say, from src/data/redTeamStrategies.ts. The React table
 * (./index.tsx) and the page's Markdown copy (plugins/markdown-pages) both render these rows.
 */
import {STRATEGY_KINDS, redTeamStrategies, type StrategyKind} from '../../data/redTeamStrategies';

export const STRATEGY_COLUMNS = ['Strategy', 'Config id', 'Extra calls', 'What it does'] as const;

const COST_LABEL = {
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
} as const;

export type StrategyRow = {
  slug: string;
  name: string;
  /** The strategy's page. */
  route: string;
  /** The id, then any further ids the page documents. */
  ids: string[];
  cost: string;
  summary: string;
};

/** The table's caption: the kind's name. */
export function strategyTableCaption(kind: StrategyKind): string {
  return STRATEGY_KINDS[kind];
}

/** The strategies of one kind, in the data's order. */
export function strategyRows(kind: StrategyKind): StrategyRow[] {
  return redTeamStrategies
    .filter((strategy) => strategy.kind === kind)
    .map((strategy) => ({
      slug: strategy.slug,
      name: strategy.name,
      route: `/docs/red-team/strategies/${strategy.slug}/`,
      ids: [strategy.id, ...(strategy.otherIds ?? [])],
      cost: COST_LABEL[strategy.cost],
      summary: strategy.summary,
    }));
}
