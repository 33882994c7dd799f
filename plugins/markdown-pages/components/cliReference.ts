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
} from '../../../src/components/CliReference/cliTables';
import {code, inlineText, link, table, text} from '../mdastBuilders';
import {optionalStringProp, stringProp, type MarkdownModule} from './types';

/** src/components/CliReference: the CLI reference's tables, from the same rows. */
export const cliReference: MarkdownModule = {
  CliCommandTable: (props) => [
    table(
      COMMAND_COLUMNS,
      commandRows(optionalStringProp(props, 'group')).map((row) => [
        [code(row.syntax)],
        inlineText(row.summary),
      ]),
    ),
  ],
  CliFlagTable: (props) => [
    table(
      FLAG_COLUMNS,
      flagRows(stringProp(props, 'command')).map((row) => [
        [code(row.syntax)],
        row.default ? inlineText(row.default) : [text(NO_DEFAULT)],
        inlineText(row.meaning),
      ]),
    ),
  ],
  CliExitCodeTable: () => [
    table(
      EXIT_CODE_COLUMNS,
      exitCodeRows().map((row) => [[text(row.code)], inlineText(row.meaning)]),
    ),
  ],
  EnvironmentVariableTable: () => [
    table(
      ENVIRONMENT_COLUMNS,
      environmentRows().map((row) => [
        [link(row.route, code(row.name))],
        row.default ? inlineText(row.default) : [text(NO_DEFAULT)],
        inlineText(row.effect),
        row.readBy ? inlineText(row.readBy) : [text(EVERY_COMMAND)],
      ]),
    ),
  ],
};
