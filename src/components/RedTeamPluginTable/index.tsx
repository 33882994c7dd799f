import {useId, useState, type ChangeEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {frameworks} from '@site/src/data/redTeamFrameworks';
import {
  PLUGIN_CATEGORIES,
  redTeamPlugins,
  type PluginCategory,
} from '@site/src/data/redTeamPlugins';
import {NO_FILTER, filterPlugins, type PluginFilter} from './filterPlugins';
import {PLUGIN_COLUMNS, pluginCountText, pluginRows} from './pluginRows';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

/**
 * Every red-team plugin from src/data/redTeamPlugins.ts as a table that filters by text, category
 * and framework. The full table is in the server-rendered HTML; filtering needs JavaScript.
 */
export default function RedTeamPluginTable(): ReactNode {
  const baseId = useId();
  const [filter, setFilter] = useState<PluginFilter>(NO_FILTER);
  const rows = filterPlugins(redTeamPlugins, filter);

  const update =
    (key: keyof PluginFilter) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setFilter((current) => ({...current, [key]: event.target.value}));

  return (
    <div>
      <form className={styles.filters} role="search" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.filter}>
          <label htmlFor={`${baseId}-query`}>Filter plugins</label>
          <input
            id={`${baseId}-query`}
            type="search"
            value={filter.query}
            onChange={update('query')}
            placeholder="e.g. injection, pii, agent"
            className={styles.control}
          />
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${baseId}-category`}>Category</label>
          <select
            id={`${baseId}-category`}
            value={filter.category}
            onChange={update('category')}
            className={styles.control}
          >
            <option value="all">All categories</option>
            {(Object.keys(PLUGIN_CATEGORIES) as PluginCategory[]).map((category) => (
              <option key={category} value={category}>
                {PLUGIN_CATEGORIES[category]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${baseId}-framework`}>Framework</label>
          <select
            id={`${baseId}-framework`}
            value={filter.framework}
            onChange={update('framework')}
            className={styles.control}
          >
            <option value="all">All frameworks</option>
            {frameworks.map((framework) => (
              <option key={framework.id} value={framework.id}>
                {framework.name}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p role="status" className={styles.count}>
        {pluginCountText(rows.length, redTeamPlugins.length)}
      </p>
      {rows.length === 0 ? (
        <p>
          No plugin matches. Clear the text box or choose “All” in the lists; the{' '}
          <Link to="/docs/red-team/llm-vulnerability-types/">vulnerability types</Link> page groups
          plugins by the risk they test.
        </p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <TableHead columns={PLUGIN_COLUMNS} />
            <tbody>
              {pluginRows(rows).map((plugin) => (
                <tr key={plugin.slug}>
                  <th scope="row">
                    <Link to={plugin.route}>{plugin.name}</Link>
                    <code className={styles.id}>{plugin.id}</code>
                    <span className={styles.category}>{plugin.category}</span>
                  </th>
                  <td>{plugin.severity}</td>
                  <td>{plugin.summary}</td>
                  <td className={styles.frameworks}>{plugin.frameworks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
