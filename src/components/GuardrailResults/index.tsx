import type {ReactNode} from 'react';
import SampleOutput, {ScrollBox, ShareBar} from '@site/src/components/SampleOutput';
import type {GuardrailRun} from '@site/src/lib/results/guardrailResults';
import {
  GUARDRAILS_COMMAND,
  GUARDRAIL_LABEL,
  runView,
  type RateRow,
  type RateTable as Table,
} from './guardrailRows';
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
    <SampleOutput command={GUARDRAILS_COMMAND} caption={caption}>
      {runs.map(runView).map((run) => (
        <div key={run.guardrail} className={styles.run}>
          <p className={styles.guardrail}>
            {GUARDRAIL_LABEL} <code>{run.guardrail}</code>
          </p>
          <dl className={styles.headline}>
            {run.headlines.map((headline) => (
              <div key={headline.label}>
                <dt>{headline.label}</dt>
                <dd>
                  <span className={styles.big}>{headline.rate}</span> {headline.detail}
                  <span className={styles.hint}>{headline.hint}</span>
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.tables}>
            {run.tables.map((table) => (
              <RateTable key={table.caption} table={table} />
            ))}
          </div>
        </div>
      ))}
    </SampleOutput>
  );
}

function RateTable({table}: {table: Table}): ReactNode {
  const [rowName, sent, blocked, rateName] = table.columns;
  return (
    <ScrollBox label={table.label}>
      <table className={styles.table}>
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowName}</th>
            <th scope="col" className={styles.number}>
              {sent}
            </th>
            <th scope="col" className={styles.number}>
              {blocked}
            </th>
            <th scope="col">{rateName}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.name}>
              <RateCells row={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <RateCells row={table.total} />
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}

function RateCells({row}: {row: RateRow}): ReactNode {
  return (
    <>
      <th scope="row">{row.name}</th>
      <td className={styles.number}>{row.sent}</td>
      <td className={styles.number}>{row.blocked}</td>
      <td className={styles.rate}>
        <ShareBar share={row.share} />
        {row.rate}
      </td>
    </>
  );
}
