import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineText from '@site/src/components/InlineText';
import {
  cliCommands,
  EXIT_CODES,
  findCommand,
  GLOBAL_FLAGS,
  type CliCommand,
  type CliFlag,
} from '@site/src/data/cli';
import {environmentVariables} from '@site/src/data/environment';
import {FIRST_RELEASE, type History} from '@site/src/data/history';
import {docsRoute} from '@site/src/utils/docsRoute';
import styles from './styles.module.css';

/**
 * The CLI reference's tables, rendered from src/data/cli.ts and src/data/environment.ts so the
 * docs cannot list a flag, default or variable the data does not hold. Markdown pages use them as
 * `<CliFlagTable command="eval" />`; the tables take the page's ordinary table styles.
 */

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

function commandSyntax(command: CliCommand): string {
  return command.args ? `${command.name} ${command.args}` : command.name;
}

/** The commands as a map: every one, or the subcommands of one group such as `redteam`. */
export function CliCommandTable({group}: {group?: string}): ReactNode {
  const commands = group
    ? cliCommands.filter((command) => command.name.startsWith(`${group} `))
    : cliCommands;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Command</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {commands.map((command) => (
          <tr key={command.name}>
            <th scope="row">
              <code>{commandSyntax(command)}</code>
            </th>
            <td>
              <InlineText text={withHistory(command.summary, command)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One command's flags with their defaults, plus `--help`, which every command takes. */
export function CliFlagTable({command: name}: {command: string}): ReactNode {
  const command = findCommand(name);
  if (!command) throw new Error(`CliFlagTable: src/data/cli.ts has no command "${name}"`);
  const flags = [...command.flags, ...GLOBAL_FLAGS];
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Flag</th>
          <th scope="col">Default</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {flags.map((flag) => (
          <tr key={flag.name}>
            <th scope="row">
              <code>{flagSyntax(flag)}</code>
            </th>
            <td>{flag.default ? <InlineText text={flag.default} /> : '—'}</td>
            <td>
              <InlineText text={flagMeaning(flag)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What each exit status means, for CI scripts. */
export function CliExitCodeTable(): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          <th scope="col">Meaning</th>
        </tr>
      </thead>
      <tbody>
        {EXIT_CODES.map(({code, meaning}) => (
          <tr key={code}>
            <th scope="row">{code}</th>
            <td>
              <InlineText text={meaning} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every environment variable Crucible reads, with its default and the commands that read it; each
 * name links to the page that explains it.
 */
export function EnvironmentVariableTable(): ReactNode {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Default</th>
          <th scope="col">Effect</th>
          <th scope="col">Read by</th>
        </tr>
      </thead>
      <tbody>
        {environmentVariables.map((variable) => (
          <tr key={variable.name}>
            <th scope="row">
              <Link to={docsRoute(variable.docs)}>
                <code>{variable.name}</code>
              </Link>
            </th>
            <td>{variable.default ? <InlineText text={variable.default} /> : '—'}</td>
            <td>
              <InlineText text={withHistory(variable.description, variable)} />
            </td>
            <td>
              {variable.commands ? (
                <InlineText text={variable.commands.map((c) => `\`${c}\``).join(', ')} />
              ) : (
                'every command'
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
