import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {DetailedFrameworkId} from '@site/src/data/redTeamFrameworks';
import InlineText from '@site/src/components/InlineText';
import {
  coverageColumns,
  coverageRows,
  type CoverageColumn,
  type CoverageTableRow,
  type ListCell,
} from './coverageRows';

/** Linked ids joined with commas, each with its note, or the cell's phrase. */
function ListCellView({cell}: {cell: ListCell}): ReactNode {
  if ('phrase' in cell) return cell.phrase;
  return cell.ids.map(({id, route, note}, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      <Link to={route}>
        <code>{id}</code>
      </Link>
      {note && (
        <>
          {' '}
          <InlineText text={note} />
        </>
      )}
    </Fragment>
  ));
}

function Cell({row, column}: {row: CoverageTableRow; column: CoverageColumn}): ReactNode {
  switch (column) {
    case 'item':
      return <th scope="row">{row.item}</th>;
    case 'plugins':
    case 'strategies':
      return (
        <td>
          <ListCellView cell={row[column]} />
        </td>
      );
    default: {
      const text = row[column];
      return <td>{text && <InlineText text={text} />}</td>;
    }
  }
}

/**
 * The coverage table of one detailed framework page: one row per item, with the plugins that map
 * to it, each linked to its page (./coverageRows.ts reads the data). Pages that only say where
 * findings are filed, such as the remediation reports page, leave the strategies column out.
 */
export default function FrameworkCoverageTable({
  framework,
  withStrategies = true,
}: {
  framework: DetailedFrameworkId;
  withStrategies?: boolean;
}): ReactNode {
  const columns = coverageColumns(framework, withStrategies);
  return (
    <table>
      <thead>
        <tr>
          {columns.map(({key, heading}) => (
            <th key={key} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {coverageRows(framework).map((row) => (
          <tr key={row.item}>
            {columns.map(({key}) => (
              <Cell key={key} row={row} column={key} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
