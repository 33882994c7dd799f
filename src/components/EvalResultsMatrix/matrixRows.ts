/**
 * What the results grid says, from a sample and the figures src/lib/results/evalResults.ts
 * computes. The React grid (./index.tsx) and the page's Markdown copy (plugins/markdown-pages) both
 * render these rows.
 */
import {formatPercent, formatScore} from '../../lib/results/format';
import {
  columnSummary,
  columnsOf,
  evalTotals,
  gradeAll,
  type EvalColumn,
  type EvalSample,
  type FailedAssertion,
  type GradedCell,
} from '../../lib/results/evalResults';

/** The command whose output the grid is. */
export const EVAL_COMMAND = 'crucible view';

export const TEST_COLUMN = 'Test';
export const TOTAL_ROW = 'Total';
/** What a failing cell's reasons are labelled with (the button on the page). */
export const WHY_IT_FAILED = 'Why it failed';

export type GridColumn = EvalColumn & {
  /** `3/3 passed (100%) · avg score 0.97`, under the column's provider and prompt. */
  figures: string;
};

export type GridRow = {
  /** The test's description. */
  test: string;
  /** Its variables, `[name, value]`, in the test's order. */
  vars: [string, string][];
  /** One per column. */
  cells: GradedCell[];
};

export type EvalGrid = {
  /** The table's caption (visually hidden on the page): what was run and the grid's size. */
  caption: string;
  columns: GridColumn[];
  rows: GridRow[];
  /** The total line: `4 of 6 passed (67%), 2 failed`. */
  total: string;
};

export function evalGrid(sample: EvalSample): EvalGrid {
  const columns = columnsOf(sample);
  const graded = gradeAll(sample);
  const totals = evalTotals(graded);
  return {
    caption: `${sample.description}: ${sample.tests.length} tests × ${columns.length} columns`,
    columns: columns.map((column, index) => {
      const summary = columnSummary(graded, index);
      return {
        ...column,
        figures: `${summary.passed}/${summary.total} passed (${formatPercent(summary.passRate)}) · avg score ${formatScore(summary.averageScore)}`,
      };
    }),
    rows: sample.tests.map((test, row) => ({
      test: test.description,
      vars: Object.entries(test.vars),
      cells: graded[row],
    })),
    total: `${totals.passed} of ${totals.total} passed (${formatPercent(totals.passRate)}), ${totals.total - totals.passed} failed`,
  };
}

/** PASS or FAIL, as a cell is marked. */
export function verdict(cell: GradedCell): string {
  return cell.passed ? 'PASS' : 'FAIL';
}

/**
 * What a failed assertion says after its type: the score against the threshold, when it has one,
 * then the reason: `scored 0.50, below 0.8: Names the failing step…`.
 */
export function failureText(failure: FailedAssertion): string {
  const score =
    failure.threshold === undefined
      ? ''
      : `scored ${formatScore(failure.score)}, below ${failure.threshold}: `;
  return `${score}${failure.reason}`;
}
