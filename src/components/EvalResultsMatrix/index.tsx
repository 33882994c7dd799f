import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import SampleOutput, {ScrollBox, VerdictBadge} from '@site/src/components/SampleOutput';
import {formatPercent, formatScore} from '@site/src/lib/results/format';
import {
  columnSummary,
  columnsOf,
  evalTotals,
  gradeAll,
  type EvalSample,
  type FailedAssertion,
  type GradedCell,
} from '@site/src/lib/results/evalResults';
import styles from './styles.module.css';

type Props = {
  sample: EvalSample;
  /** What the sample is, after "Sample output of `crucible view`:". */
  caption: ReactNode;
};

/**
 * The results grid of `crucible view`, rendered from a sample: one row per test, one column per
 * provider and prompt, each cell's verdict, score and output, and the pass rate over each column
 * and over the run. A failing cell's reasons are in the page for screen readers and appear on
 * hover or keyboard focus of its "Why it failed" button; a click keeps them open on touch screens.
 */
export default function EvalResultsMatrix({sample, caption}: Props): ReactNode {
  const columns = columnsOf(sample);
  const graded = gradeAll(sample);
  const totals = evalTotals(graded);
  return (
    <SampleOutput command="crucible view" caption={caption}>
      <ScrollBox label="Results grid">
        <table className={styles.grid}>
          <caption className={styles.visuallyHidden}>
            {sample.description}: {sample.tests.length} tests × {columns.length} columns
          </caption>
          <thead>
            <tr>
              <th scope="col">Test</th>
              {columns.map((column, index) => {
                const summary = columnSummary(graded, index);
                return (
                  <th key={`${column.provider} ${column.prompt}`} scope="col">
                    <code className={styles.provider}>{column.provider}</code>
                    <span className={styles.prompt}>{column.prompt}</span>
                    <span className={styles.figures}>
                      {summary.passed}/{summary.total} passed ({formatPercent(summary.passRate)}) ·
                      avg score {formatScore(summary.averageScore)}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sample.tests.map((test, row) => (
              <tr key={test.description}>
                <th scope="row">
                  {test.description}
                  {Object.entries(test.vars).map(([name, value]) => (
                    <span key={name} className={styles.vars}>
                      <code>{name}</code>: {value}
                    </span>
                  ))}
                </th>
                {graded[row].map((cell, column) => (
                  <Cell key={column} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td colSpan={columns.length}>
                {totals.passed} of {totals.total} passed ({formatPercent(totals.passRate)}),{' '}
                {totals.total - totals.passed} failed
              </td>
            </tr>
          </tfoot>
        </table>
      </ScrollBox>
    </SampleOutput>
  );
}

function Cell({cell}: {cell: GradedCell}): ReactNode {
  return (
    <td className={clsx(styles.cell, !cell.passed && styles.failed)}>
      <span className={styles.verdict}>
        <VerdictBadge passed={cell.passed} />
        <span className={styles.score}>{formatScore(cell.score)}</span>
      </span>
      <span className={styles.output}>{cell.output}</span>
      {cell.failures.length > 0 && <Reasons failures={cell.failures} />}
    </td>
  );
}

/**
 * The failed assertions of a cell. The list is always in the document (screen readers read it in
 * order, and the button names it as its description); it shows on hover and focus, and a click
 * keeps it shown where there is no hover.
 */
function Reasons({failures}: {failures: FailedAssertion[]}): ReactNode {
  const id = useId();
  const [pinned, setPinned] = useState(false);
  return (
    <span className={clsx(styles.why, pinned && styles.pinned)}>
      <button
        type="button"
        className={styles.whyButton}
        aria-describedby={id}
        onClick={() => setPinned((value) => !value)}
      >
        Why it failed
      </button>
      <span id={id} className={styles.reasons}>
        {failures.map((failure) => (
          <span key={failure.type} className={styles.reason}>
            <code>{failure.type}</code>{' '}
            {failure.threshold === undefined
              ? ''
              : `scored ${formatScore(failure.score)}, below ${failure.threshold}: `}
            {failure.reason}
          </span>
        ))}
      </span>
    </span>
  );
}
