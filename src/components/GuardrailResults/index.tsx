import type {ReactNode} from 'react';
import SampleOutput, {ScrollBox, ShareBar} from '@site/src/components/SampleOutput';
import {formatPercent} from '@site/src/lib/results/format';
import {
  headlineRates,
  totalOf,
  withRate,
  type GuardrailRow,
  type GuardrailRun,
} from '@site/src/lib/results/guardrailResults';
import styles from './styles.module.css';

type Props = {
  /** One run per guardrail; several are shown side by side for comparison. */
  runs: GuardrailRun[];
  /** What the sample is, after "Sample output of `crucible guardrails`:". */
  caption: ReactNode;
};

/**
 * A `crucible guardrails` result rendered from samples: for each guardrail the two numbers that
 * pull against each other, block rate and false-positive rate, then where each comes from, by
 * attack strategy and by benign category.
 */
export default function GuardrailResults({runs, caption}: Props): ReactNode {
  return (
    <SampleOutput command="crucible guardrails" caption={caption}>
      {runs.map((run) => {
        const {blockRate, falsePositiveRate} = headlineRates(run);
        const attacks = totalOf(run.attacks);
        const benign = totalOf(run.benign);
        return (
          <div key={run.guardrail} className={styles.run}>
            <p className={styles.guardrail}>
              Guardrail <code>{run.guardrail}</code>
            </p>
            <dl className={styles.headline}>
              <div>
                <dt>Block rate</dt>
                <dd>
                  <span className={styles.big}>{formatPercent(blockRate, 1)}</span>{' '}
                  {attacks.blocked} of {attacks.sent} attacks stopped
                  <span className={styles.hint}>higher is better</span>
                </dd>
              </div>
              <div>
                <dt>False-positive rate</dt>
                <dd>
                  <span className={styles.big}>{formatPercent(falsePositiveRate, 1)}</span>{' '}
                  {benign.blocked} of {benign.sent} benign inputs refused
                  <span className={styles.hint}>lower is better</span>
                </dd>
              </div>
            </dl>
            <div className={styles.tables}>
              <RateTable
                caption="Attacks by strategy"
                label={`${run.guardrail} attacks by strategy`}
                rowName="Strategy"
                rateName="Block rate"
                rows={run.attacks}
              />
              <RateTable
                caption="Benign inputs by category"
                label={`${run.guardrail} benign inputs by category`}
                rowName="Category"
                rateName="False-positive rate"
                rows={run.benign}
              />
            </div>
          </div>
        );
      })}
    </SampleOutput>
  );
}

type RateTableProps = {
  caption: string;
  label: string;
  rowName: string;
  rateName: string;
  rows: GuardrailRow[];
};

function RateTable({caption, label, rowName, rateName, rows}: RateTableProps): ReactNode {
  const total = totalOf(rows);
  return (
    <ScrollBox label={label}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowName}</th>
            <th scope="col" className={styles.number}>
              Sent
            </th>
            <th scope="col" className={styles.number}>
              Blocked
            </th>
            <th scope="col">{rateName}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(withRate).map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td className={styles.number}>{row.sent}</td>
              <td className={styles.number}>{row.blocked}</td>
              <td className={styles.rate}>
                <ShareBar share={row.rate} />
                {formatPercent(row.rate, 1)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className={styles.number}>{total.sent}</td>
            <td className={styles.number}>{total.blocked}</td>
            <td className={styles.rate}>
              <ShareBar share={total.rate} />
              {formatPercent(total.rate, 1)}
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}
