/**
 * The words src/data/ declares, for the spell checker: product ids (plugins, strategies,
 * providers and their credential variables, assertion types, environment variables, CLI commands,
 * flags and flag values, provider options), the invented example companies and their domains, and
 * the team's names. Pages use all of them in prose ("the `bfla` plugin", "Cerebras", "Tillpoint's
 * support inbox"), and they change with the data, so cspell reads them from here (through
 * .cspell/data-words.mjs) instead of from a word list a writer would have to keep in step.
 */
import {assertionTypes} from '../src/data/assertionTypes';
import {cliCommands, GLOBAL_FLAGS, ROOT_FLAGS, type CliFlag} from '../src/data/cli';
import {environmentVariables} from '../src/data/environment';
import {exampleCompanies} from '../src/data/exampleCompanies';
import {providerOptions} from '../src/data/providerOptions';
import {providers} from '../src/data/providers';
import {redTeamPlugins} from '../src/data/redTeamPlugins';
import {redTeamStrategies} from '../src/data/redTeamStrategies';
import {team} from '../src/data/team';

function flagTerms(flags: readonly CliFlag[]): string[] {
  return flags.flatMap((flag) => [flag.name, ...(flag.choices ?? []).map((c) => c.value)]);
}

/** Every id and name the data declares, as written (`harmful:hate`, `DASHSCOPE_API_KEY`). */
export function dataTerms(): string[] {
  return [
    ...redTeamPlugins.flatMap((plugin) => [
      plugin.id,
      plugin.slug,
      ...(plugin.formerIds ?? []).map((former) => former.id),
    ]),
    ...redTeamStrategies.flatMap((strategy) => [
      strategy.id,
      strategy.slug,
      ...(strategy.otherIds ?? []),
    ]),
    ...providers.flatMap((provider) => [provider.slug, provider.idPrefix, provider.auth]),
    ...assertionTypes.map((assertion) => assertion.type),
    ...environmentVariables.map((variable) => variable.name),
    ...cliCommands.flatMap((command) => [command.name, ...flagTerms(command.flags)]),
    ...flagTerms(GLOBAL_FLAGS),
    ...flagTerms(ROOT_FLAGS),
    ...providerOptions.flatMap((option) => [option.name, ...option.notNamed]),
    ...exampleCompanies.flatMap((company) => [
      company.name,
      company.domain ?? '',
      ...Object.keys(company.otherDomains ?? {}),
      ...(company.alsoNamed ?? []),
    ]),
    ...team.flatMap((member) => [member.id, member.name]),
  ];
}

/**
 * The words cspell sees in those terms: it splits text at anything that is not a letter and at
 * camelCase humps, so `model-graded-closedqa` is checked as `model`, `graded` and `closedqa`.
 * Sorted and without duplicates; cspell compares them without regard to case.
 */
export function dataWords(): string[] {
  const words = dataTerms()
    .flatMap((term) => term.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').split(/[^\p{L}]+/u))
    .filter((word) => word.length > 1)
    .map((word) => word.toLowerCase());
  return [...new Set(words)].sort();
}
