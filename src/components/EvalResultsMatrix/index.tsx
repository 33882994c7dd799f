import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import SampleOutput, {ScrollBox, VerdictBadge} from '@site/src/components/SampleOutput';
import {formatScore} from '@site/src/lib/results/format';
import type {EvalSample, FailedAssertion, GradedCell} from '@site/src/lib/results/evalResults';
import {
  EVAL_COMMAND,
  TEST_COLUMN,
  TOTAL_ROW,
  WHY_IT_FAILED,
  evalGrid,
  failureText,
  verdict,
} from './matrixRows';
import styles from './styles.module.css';
import {visuallyHiddenClass} from '@site/src/components/VisuallyHidden';

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
  const grid = evalGrid(sample);
  return (
    <SampleOutput command={EVAL_COMMAND} caption={caption}>
      <ScrollBox label="Results grid">
        <table className={styles.grid}>
          {/* Out of sight: the figure's caption above says it for sighted readers. */}
          <caption className={visuallyHiddenClass}>{grid.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEST_COLUMN}</th>
              {grid.columns.map((column) => (
                <th key={`${column.provider} ${column.prompt}`} scope="col">
                  <code className={styles.provider}>{column.provider}</code>
                  <span className={styles.prompt}>{column.prompt}</span>
                  <span className={styles.figures}>{column.figures}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.test}>
                <th scope="row">
                  {row.test}
                  {row.vars.map(([name, value]) => (
                    <span key={name} className={styles.vars}>
                      <code>{name}</code>: {value}
                    </span>
                  ))}
                </th>
                {row.cells.map((cell, column) => (
                  <Cell key={column} cell={cell} />
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{TOTAL_ROW}</th>
              <td colSpan={grid.columns.length}>{grid.total}</td>
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
        <VerdictBadge passed={cell.passed}>{verdict(cell)}</VerdictBadge>
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
        {WHY_IT_FAILED}
      </button>
      <span id={id} className={styles.reasons}>
        {failures.map((failure) => (
          <span key={failure.type} className={styles.reason}>
            <code>{failure.type}</code> {failureText(failure)}
          </span>
        ))}
      </span>
    </span>
  );
}
