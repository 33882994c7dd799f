import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {ProviderGroup} from '@site/src/data/providers';
import {NO_AUTH, PROVIDER_COLUMNS, providerRows} from './providerRows';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

/** The providers of one group as a table: name (linked), id prefix, kind, auth and capabilities. */
export default function ProviderTable({group}: {group: ProviderGroup}): ReactNode {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <TableHead columns={PROVIDER_COLUMNS} />
        <tbody>
          {providerRows(group).map((provider) => (
            <tr key={provider.slug}>
              <th scope="row">
                <Link to={provider.route}>{provider.name}</Link>
              </th>
              <td>
                <code>{provider.idPrefix}</code>
              </td>
              <td>{provider.kind}</td>
              <td>{provider.auth === null ? NO_AUTH : <code>{provider.auth}</code>}</td>
              <td>{provider.capabilities}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
