import type {ReactNode} from 'react';
import {comparison, plans, type Cell} from '@site/src/data/pricing';
import styles from './Pricing.module.css';
import VisuallyHidden, {visuallyHiddenClass} from '@site/src/components/VisuallyHidden';

function CellContent({value}: {value: Cell}): ReactNode {
  if (value === true) {
    return (
      <>
        <span className={styles.yes} aria-hidden="true">
          ✓
        </span>
        <VisuallyHidden>Included</VisuallyHidden>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <span className={styles.no} aria-hidden="true">
          –
        </span>
        <VisuallyHidden>Not included</VisuallyHidden>
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
        <caption className={visuallyHiddenClass}>
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
