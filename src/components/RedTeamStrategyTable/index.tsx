import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {StrategyKind} from '@site/src/data/redTeamStrategies';
import {STRATEGY_COLUMNS, strategyRows, strategyTableCaption} from './strategyRows';
import styles from './styles.module.css';

/** The strategies of one kind from src/data/redTeamStrategies.ts: name, config id, cost, effect. */
export default function RedTeamStrategyTable({kind}: {kind: StrategyKind}): ReactNode {
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{strategyTableCaption(kind)}</caption>
        <thead>
          <tr>
            {STRATEGY_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
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
