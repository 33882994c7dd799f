import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import InlineText from '@site/src/components/InlineText';
import {
  COMMAND_COLUMNS,
  commandRows,
  ENVIRONMENT_COLUMNS,
  environmentRows,
  EVERY_COMMAND,
  EXIT_CODE_COLUMNS,
  exitCodeRows,
  FLAG_COLUMNS,
  flagRows,
  NO_DEFAULT,
} from './cliTables';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

/**
 * The CLI reference's tables, rendered from src/data/cli.ts and src/data/environment.ts (through
 * ./cliTables.ts, which the page's Markdown copy renders too) so the docs cannot list a flag,
 * default or variable the data does not hold. Markdown pages use them as
 * `<CliFlagTable command="eval" />`; the tables take the page's ordinary table styles.
 */

/** The commands as a map: every one, or the subcommands of one group such as `redteam`. */
export function CliCommandTable({group}: {group?: string}): ReactNode {
  return (
    <table className={styles.table}>
      <TableHead columns={COMMAND_COLUMNS} />
      <tbody>
        {commandRows(group).map((row) => (
          <tr key={row.syntax}>
            <th scope="row">
              <code>{row.syntax}</code>
            </th>
            <td>
              <InlineText text={row.summary} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One command's flags with their defaults, plus `--help`, which every command takes. */
export function CliFlagTable({command}: {command: string}): ReactNode {
  return (
    <table className={styles.table}>
      <TableHead columns={FLAG_COLUMNS} />
      <tbody>
        {flagRows(command).map((row) => (
          <tr key={row.syntax}>
            <th scope="row">
              <code>{row.syntax}</code>
            </th>
            <td>{row.default ? <InlineText text={row.default} /> : NO_DEFAULT}</td>
            <td>
              <InlineText text={row.meaning} />
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
      <TableHead columns={EXIT_CODE_COLUMNS} />
      <tbody>
        {exitCodeRows().map(({code, meaning}) => (
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
      <TableHead columns={ENVIRONMENT_COLUMNS} />
      <tbody>
        {environmentRows().map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <Link to={row.route}>
                <code>{row.name}</code>
              </Link>
            </th>
            <td>{row.default ? <InlineText text={row.default} /> : NO_DEFAULT}</td>
            <td>
              <InlineText text={row.effect} />
            </td>
            <td>{row.readBy ? <InlineText text={row.readBy} /> : EVERY_COMMAND}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
