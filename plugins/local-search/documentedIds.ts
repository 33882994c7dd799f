/**
 * The ids each page documents, from the product data: a plugin page documents its plugin id, a
 * strategy page its strategy ids, a provider page its id prefix and key variable, an assertion
 * page its assertion types, the page that explains an environment variable that variable, and the
 * CLI reference every command and flag (it only lists the variables). The index gives these their
 * own, strongly weighted field, so a search for an id finds the page that defines it before pages
 * that mention it.
 */
import {ASSERTION_DOCS_DIR, assertionTypes} from '../../src/data/assertionTypes';
import {cliCommands, GLOBAL_FLAGS, ROOT_FLAGS} from '../../src/data/cli';
import {environmentVariables} from '../../src/data/environment';
import {providers} from '../../src/data/providers';
import {redTeamPlugins} from '../../src/data/redTeamPlugins';
import {redTeamStrategies} from '../../src/data/redTeamStrategies';
import {docsRoute} from '../../src/utils/docsRoute';

/** Ids with a placeholder (`file://<path>.js`) name a pattern, not something a reader types. */
const concrete = (id: string) => !id.includes('<');

export function documentedIds(): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  const add = (path: string, values: readonly string[]) =>
    ids.set(path, [...(ids.get(path) ?? []), ...values.filter(concrete)]);
  for (const plugin of redTeamPlugins) add(`/docs/red-team/plugins/${plugin.slug}/`, [plugin.id]);
  for (const strategy of redTeamStrategies) {
    add(`/docs/red-team/strategies/${strategy.slug}/`, [strategy.id, ...(strategy.otherIds ?? [])]);
  }
  for (const provider of providers) {
    const auth = provider.auth === 'none' ? [] : [provider.auth];
    add(`/docs/providers/${provider.slug}/`, [provider.idPrefix, ...auth]);
  }
  for (const {type, docs} of assertionTypes) {
    add(docsRoute(`${ASSERTION_DOCS_DIR.replace(/^docs\//, '')}/${docs}`), [type]);
  }
  for (const variable of environmentVariables) add(docsRoute(variable.docs), [variable.name]);
  add('/docs/usage/command-line/', [
    ...cliCommands.map((command) => command.name),
    ...[...cliCommands.flatMap((command) => command.flags), ...GLOBAL_FLAGS, ...ROOT_FLAGS].map(
      (flag) => flag.name,
    ),
  ]);
  // The model-scan reference renders the same flag table for its one command.
  const scanModel = cliCommands.find((command) => command.name === 'scan-model');
  if (scanModel) {
    add('/docs/model-audit/usage/', [scanModel.name, ...scanModel.flags.map((flag) => flag.name)]);
  }
  return ids;
}

/**
 * The long name of each one-letter flag (`-o` → `--output`), so a query that types the short form
 * finds the pages that write the long one. One letter means one flag on every command.
 */
export function shortFlagNames(): Record<string, string> {
  const flags = [
    ...cliCommands.flatMap((command) => command.flags),
    ...GLOBAL_FLAGS,
    ...ROOT_FLAGS,
  ];
  const names: Record<string, string> = {};
  for (const {short, name} of flags) {
    if (!short) continue;
    if (names[short] && names[short] !== name) {
      throw new Error(`search: ${short} is both ${names[short]} and ${name} in src/data/cli.ts`);
    }
    names[short] = name;
  }
  return names;
}
