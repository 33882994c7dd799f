/**
 * What the CLI reference's tables say, row by row, from src/data/cli.ts and
 * src/data/environment.ts. The React tables (./index.tsx) and the Markdown copy of the page
 * (plugins/markdown-pages) both render these rows, so the two cannot differ. Texts may hold
 * `code` spans and [links](/path/), read by src/components/InlineText/inlineParts.ts.
 */
import {cliCommands, EXIT_CODES, findCommand, GLOBAL_FLAGS, type CliFlag} from '../../data/cli';
import {environmentVariables} from '../../data/environment';
import {FIRST_RELEASE, type History} from '../../data/history';
import {docsRoute} from '../../utils/docsRoute';

export const COMMAND_COLUMNS = ['Command', 'What it does'] as const;
export const FLAG_COLUMNS = ['Flag', 'Default', 'Meaning'] as const;
export const EXIT_CODE_COLUMNS = ['Code', 'Meaning'] as const;
export const ENVIRONMENT_COLUMNS = ['Variable', 'Default', 'Effect', 'Read by'] as const;

/** What a cell shows when the data gives no default. */
export const NO_DEFAULT = '—';
/** The "Read by" of a variable every command reads. */
export const EVERY_COMMAND = 'every command';

/** "Since 0.85.0" for anything newer than the first release with notes; removal notes first. */
function historyNote({addedIn, deprecatedIn, removedIn, replacedBy}: Partial<History>): string {
  const instead = replacedBy ? `; use \`${replacedBy}\`` : '';
  if (removedIn) return `Removed in ${removedIn}${instead}.`;
  if (deprecatedIn) return `Deprecated in ${deprecatedIn}${instead}.`;
  if (addedIn && addedIn !== FIRST_RELEASE) return `Since ${addedIn}.`;
  return '';
}

function withHistory(text: string, history: Partial<History>): string {
  const note = historyNote(history);
  return note ? `${text}. ${note}` : text;
}

function flagSyntax(flag: CliFlag): string {
  const names = flag.short ? `${flag.short}, ${flag.name}` : flag.name;
  return flag.value ? `${names} ${flag.value}` : names;
}

/** The flag's description, with the values it accepts and when any of them arrived. */
function flagMeaning(flag: CliFlag): string {
  if (!flag.choices) return withHistory(flag.description, flag);
  const values = flag.choices.map((choice) => `\`${choice.value}\``).join(', ');
  const newer = flag.choices
    .filter((choice) => choice.addedIn)
    .map((choice) => `\`${choice.value}\` since ${choice.addedIn}`);
  const text = `${flag.description}: ${values}${newer.length ? ` (${newer.join(', ')})` : ''}`;
  return withHistory(text, flag);
}

/** A command as typed, with its arguments (code), and what it does (inline text). */
export type CommandRow = {syntax: string; summary: string};

/** Every command, or the subcommands of one group such as `redteam`. */
export function commandRows(group?: string): CommandRow[] {
  const commands = group
    ? cliCommands.filter((command) => command.name.startsWith(`${group} `))
    : cliCommands;
  return commands.map((command) => ({
    syntax: command.args ? `${command.name} ${command.args}` : command.name,
    summary: withHistory(command.summary, command),
  }));
}

/** A flag as typed (code), its default (inline text, if any) and its meaning (inline text). */
export type FlagRow = {syntax: string; default?: string; meaning: string};

/** One command's flags with their defaults, plus `--help`, which every command takes. */
export function flagRows(commandName: string): FlagRow[] {
  const command = findCommand(commandName);
  if (!command) throw new Error(`CliFlagTable: src/data/cli.ts has no command "${commandName}"`);
  return [...command.flags, ...GLOBAL_FLAGS].map((flag) => ({
    syntax: flagSyntax(flag),
    default: flag.default,
    meaning: flagMeaning(flag),
  }));
}

/** What each exit status means (inline text), for CI scripts. */
export function exitCodeRows(): {code: string; meaning: string}[] {
  return EXIT_CODES.map(({code, meaning}) => ({code: String(code), meaning}));
}

/**
 * A variable (code, linked to the page that explains it), its default and effect (inline text),
 * and the commands that read it (inline text; absent when every command does).
 */
export type EnvironmentRow = {
  name: string;
  route: string;
  default?: string;
  effect: string;
  readBy?: string;
};

export function environmentRows(): EnvironmentRow[] {
  return environmentVariables.map((variable) => ({
    name: variable.name,
    route: docsRoute(variable.docs),
    default: variable.default,
    effect: withHistory(variable.description, variable),
    readBy: variable.commands?.map((command) => `\`${command}\``).join(', '),
  }));
}
