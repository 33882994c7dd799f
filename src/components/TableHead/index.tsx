import type {ReactNode} from 'react';

/**
 * A table's head row from a list of column names, each a column header (`scope="col"`) so screen
 * readers announce it with every cell below. The tables rendered from src/data name their columns
 * in their row modules, which their Markdown copies read too.
 */
export default function TableHead({columns}: {columns: readonly string[]}): ReactNode {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
