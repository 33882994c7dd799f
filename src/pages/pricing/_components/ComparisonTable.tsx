import type {ReactNode} from 'react';
import {comparison, plans, type Cell} from '@site/src/data/pricing';
import styles from './Pricing.module.css';

function CellContent({value}: {value: Cell}): ReactNode {
  if (value === true) {
    return (
      <>
        <span className={styles.yes} aria-hidden="true">
          ✓
        </span>
        <span className={styles.visuallyHidden}>Included</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span className={styles.no} aria-hidden="true">
          –
        </span>
        <span className={styles.visuallyHidden}>Not included</span>
      </>
    );
  }
  return value;
}

/** Feature-by-feature comparison, with header cells scoped for screen readers. */
export default function ComparisonTable(): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>
          Features included in the Community and Enterprise plans
        </caption>
        <thead>
          <tr>
            <th scope="col">Feature</th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparison.map((row) => (
            <tr key={row.feature}>
              <th scope="row">
                {row.feature}
                {'detail' in row && <span className={styles.detail}>{row.detail}</span>}
              </th>
              <td>
                <CellContent value={row.community} />
              </td>
              <td>
                <CellContent value={row.enterprise} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
