/**
 * Finds red-team plugin and strategy ids in config examples that the site's data does not know,
 * so a typo or a renamed plugin in any page fails the tests. The data says which ids take a
 * sub-kind, which pages document several ids and which ids are file paths; this file only reads
 * the YAML and applies those rules.
 */
import {load} from 'js-yaml';
import {redTeamPlugins} from '../src/data/redTeamPlugins';
import {redTeamStrategies} from '../src/data/redTeamStrategies';

type IdEntry = {id: string; otherIds?: string[]; hasSubKinds?: boolean};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `id` is one of the ids an entry documents. */
export function entryAccepts(entry: IdEntry, id: string): boolean {
  if (entry.id === id || entry.otherIds?.includes(id)) return true;
  if (entry.hasSubKinds && new RegExp(`^${escape(entry.id)}:[a-z0-9-]+$`).test(id)) return true;
  if (entry.id.includes('<path>')) {
    return new RegExp(`^${escape(entry.id).replace('<path>', '.+')}$`).test(id);
  }
  return false;
}

export const isKnownPluginId = (id: string) =>
  redTeamPlugins.some((plugin) => entryAccepts(plugin, id));
export const isKnownStrategyId = (id: string) =>
  redTeamStrategies.some((strategy) => entryAccepts(strategy, id));

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
