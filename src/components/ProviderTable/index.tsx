import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {providers, type ProviderGroup} from '@site/src/data/providers';
import styles from './styles.module.css';

/** The providers of one group as a table: name (linked), id prefix, kind, auth and capabilities. */
export default function ProviderTable({group}: {group: ProviderGroup}): ReactNode {
  const rows = providers.filter((provider) => provider.group === group);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Provider</th>
            <th scope="col">Id prefix</th>
            <th scope="col">Kind</th>
            <th scope="col">Authentication</th>
            <th scope="col">Capabilities</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((provider) => (
            <tr key={provider.slug}>
              <th scope="row">
                <Link to={`/docs/providers/${provider.slug}/`}>{provider.name}</Link>
              </th>
              <td>
                <code>{provider.idPrefix}</code>
              </td>
              <td>{provider.kind}</td>
              <td>{provider.auth === 'none' ? 'None' : <code>{provider.auth}</code>}</td>
              <td>{provider.capabilities.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
