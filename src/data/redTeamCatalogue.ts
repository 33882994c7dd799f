/**
 * How many red-team plugins and strategies Crucible has, as of any release. This is the one
 * counting rule: the plugin table, the marketing pages, the blog and the `counts` content check
 * all count through these functions, so "62 plugins" means the same thing everywhere.
 *
 * The rule counts the ids a config can list, one per distinct plugin or strategy:
 * - A collection counts once: `harmful` is one plugin whatever its `harmful:*` categories, and
 *   `custom` is one strategy whatever the names after `custom:`.
 * - Dataset plugins count; so do the custom plugin (`file://….yaml`) and the custom code strategy
 *   (`file://….js`), each once, because each is one thing a config lists.
 * - Several ids on one page count separately (`morse`, `piglatin` and `camelcase` are three
 *   strategies); a shorthand that only adds other strategies (`multi-turn`) does not count.
 * - An id counts from the release that added it until the one that deprecated or removed it. A
 *   deprecated id is an alias on its way out, so `imitation` and `impersonation` never count twice.
 */
import {compareVersions, isAvailableIn, isDeprecatedIn, type History} from './history';
import {redTeamPlugins} from './redTeamPlugins';
import {redTeamStrategies} from './redTeamStrategies';

/** One id a config can list, with the history of that id. */
export type CatalogueId = {id: string; history: History};

/** Every plugin id there has ever been, current and former. */
export const pluginIds: CatalogueId[] = redTeamPlugins.flatMap((plugin) => [
  {id: plugin.id, history: plugin.history},
  ...(plugin.formerIds ?? []),
]);

/** Every strategy id there has ever been, including the other ids a page documents. */
export const strategyIds: CatalogueId[] = redTeamStrategies.flatMap((strategy) =>
  [strategy.id, ...(strategy.otherIds ?? [])].map((id) => ({id, history: strategy.history})),
);

const shorthands = new Set(
  redTeamStrategies.filter((strategy) => strategy.expandsTo).map((strategy) => strategy.id),
);

/**
 * Whether an id counts in `version`, or today when `version` is undefined (the data describes the
 * newest release, so today means "not deprecated or removed").
 */
function counts({history}: CatalogueId, version?: string): boolean {
  if (version === undefined) {
    return history.deprecatedIn === undefined && history.removedIn === undefined;
  }
  return isAvailableIn(history, version) && !isDeprecatedIn(history, version);
}

/** The plugin ids counted in `version` (default: the current release). */
export function cataloguePlugins(version?: string): string[] {
  return pluginIds.filter((entry) => counts(entry, version)).map((entry) => entry.id);
}

/** The strategy ids counted in `version` (default: the current release). */
export function catalogueStrategies(version?: string): string[] {
  return strategyIds
    .filter((entry) => !shorthands.has(entry.id) && counts(entry, version))
    .map((entry) => entry.id);
}

export const pluginCount = (version?: string): number => cataloguePlugins(version).length;
export const strategyCount = (version?: string): number => catalogueStrategies(version).length;

/**
 * Plugin ids added in releases `from` to `to`, both included: what a post means by "the plugins
 * added this year". A rename counts as an addition, as it does in the release notes.
 */
export function pluginsAddedBetween(from: string, to: string): string[] {
  return pluginIds
    .filter(({history}) => compareVersions(history.addedIn, from) >= 0)
    .filter(({history}) => compareVersions(history.addedIn, to) <= 0)
    .map((entry) => entry.id);
}
