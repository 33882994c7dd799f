/**
 * Finds red-team plugin and strategy ids in config examples that the site's data does not know,
 * so a typo or a renamed plugin in any page fails the tests. Kept apart from the test so the rule
 * can be checked on fixtures.
 */
import {load} from 'js-yaml';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';

/** Plugins whose id also accepts `id:sub-kind` (e.g. `harmful:hate`, `pii:direct`). */
export const PLUGIN_COLLECTIONS = new Set([
  'harmful',
  'pii',
  'bias',
  'medical',
  'financial',
  'insurance',
  'pharmacy',
  'telecom',
  'ecommerce',
  'realestate',
]);

const pluginIds = new Set(redTeamPlugins.map((plugin) => plugin.id));
const strategyIds = new Set(redTeamStrategies.map((strategy) => strategy.id));

export function isKnownPluginId(id: string): boolean {
  if (pluginIds.has(id) || id.startsWith('file://')) {
    return true;
  }
  const [base, sub] = id.split(':', 2);
  return sub !== undefined && sub !== '' && PLUGIN_COLLECTIONS.has(base);
}

export function isKnownStrategyId(id: string): boolean {
  // Extra encodings documented on the other-encodings page share one entry (`morse`).
  const otherEncodings = ['piglatin', 'camelcase'];
  return (
    strategyIds.has(id) ||
    otherEncodings.includes(id) ||
    id.startsWith('file://') ||
    /^custom:[a-z0-9-]+$/.test(id)
  );
}

const idOf = (entry: unknown): string | undefined =>
  typeof entry === 'string'
    ? entry
    : typeof entry === 'object' && entry !== null && 'id' in entry
      ? String((entry as {id: unknown}).id)
      : undefined;

/** Unknown ids in one YAML config text, as readable messages; [] when all are known. */
export function unknownRedTeamIds(yamlText: string): string[] {
  let config: unknown;
  try {
    config = load(yamlText);
  } catch {
    return []; // Malformed YAML is the schema test's to report.
  }
  const redteam = (config as {redteam?: {plugins?: unknown[]; strategies?: unknown[]}} | null)
    ?.redteam;
  if (!redteam) {
    return [];
  }
  const problems: string[] = [];
  for (const id of (redteam.plugins ?? []).map(idOf)) {
    if (id !== undefined && !isKnownPluginId(id)) {
      problems.push(`unknown red-team plugin "${id}"`);
    }
  }
  for (const id of (redteam.strategies ?? []).map(idOf)) {
    if (id !== undefined && !isKnownStrategyId(id)) {
      problems.push(`unknown red-team strategy "${id}"`);
    }
  }
  return problems;
}
