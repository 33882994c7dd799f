import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {StrategyKind} from '@site/src/data/redTeamStrategies';
import {STRATEGY_COLUMNS, strategyRows, strategyTableCaption} from './strategyRows';
import TableHead from '@site/src/components/TableHead';
import styles from './styles.module.css';

/** The strategies of one kind from src/data/redTeamStrategies.ts: name, config id, cost, effect. */
export default function RedTeamStrategyTable({kind}: {kind: StrategyKind}): ReactNode {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{strategyTableCaption(kind)}</caption>
        <TableHead columns={STRATEGY_COLUMNS} />
        <tbody>
          {strategyRows(kind).map((strategy) => (
            <tr key={strategy.slug}>
              <th scope="row">
                <Link to={strategy.route}>{strategy.name}</Link>
              </th>
              <td>
                {strategy.ids.map((id, index) => (
                  <span key={id}>
                    {index > 0 && ', '}
                    <code>{id}</code>
                  </span>
                ))}
              </td>
              <td>{strategy.cost}</td>
              <td>{strategy.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
