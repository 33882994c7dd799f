import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  STRATEGY_KINDS,
  redTeamStrategies,
  type StrategyKind,
} from '@site/src/data/redTeamStrategies';
import styles from './styles.module.css';

const COST_LABEL = {
  none: 'None',
  low: 'Low',
  medium: 'Medium',
  high: 'High',
} as const;

/** The strategies of one kind from src/data/redTeamStrategies.ts: name, config id, cost, effect. */
export default function RedTeamStrategyTable({kind}: {kind: StrategyKind}): ReactNode {
  const rows = redTeamStrategies.filter((strategy) => strategy.kind === kind);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{STRATEGY_KINDS[kind]}</caption>
        <thead>
          <tr>
            <th scope="col">Strategy</th>
            <th scope="col">Config id</th>
            <th scope="col">Extra calls</th>
            <th scope="col">What it does</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((strategy) => (
            <tr key={strategy.slug}>
              <th scope="row">
                <Link to={`/docs/red-team/strategies/${strategy.slug}/`}>{strategy.name}</Link>
              </th>
              <td>
                {[strategy.id, ...(strategy.otherIds ?? [])].map((id, index) => (
                  <span key={id}>
                    {index > 0 && ', '}
                    <code>{id}</code>
                  </span>
                ))}
              </td>
              <td>{COST_LABEL[strategy.cost]}</td>
              <td>{strategy.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
