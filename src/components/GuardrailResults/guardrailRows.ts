/**
 * What a guardrail result says, from a run and the rates src/lib/results/guardrailResults.ts
 * computes. The React view (./index.tsx) and the page's Markdown copy (plugins/markdown-pages) both
 * render these rows.
 */
import {formatPercent} from '../../lib/results/format';
import {
  headlineRates,
  totalOf,
  withRate,
  type GuardrailRow,
  type GuardrailRun,
} from '../../lib/results/guardrailResults';

/** The command whose output the view is. */
export const GUARDRAILS_COMMAND = 'crucible guardrails';

/** The line that names the run's guardrail, before its label. */
export const GUARDRAIL_LABEL = 'Guardrail';

export const TOTAL_ROW = 'Total';

/** One of the two rates a run leads with. */
export type Headline = {
  label: string;
  /** `85.6%`. */
  rate: string;
  /** `403 of 476 attacks stopped`. */
  detail: string;
  /** Which way is good. */
  hint: string;
};

/** A line of a rate table: the counts as the run gives them, the rate computed from them. */
export type RateRow = {
  name: string;
  sent: number;
  blocked: number;
  /** 0 to 1, for the bar beside the figure. */
  share: number;
  /** `96.0%`. */
  rate: string;
};

export type RateTable = {
  caption: string;
  /** Names the table's scrolling box on the page. */
  label: string;
  /** The row name's column, `Sent`, `Blocked` and the rate's column. */
  columns: [string, string, string, string];
  rows: RateRow[];
  /** The sums of the rows and the rate of those sums. */
  total: RateRow;
};

export type RunView = {
  guardrail: string;
  headlines: [Headline, Headline];
  tables: [RateTable, RateTable];
};

function rateRow(row: GuardrailRow): RateRow {
  const {name, sent, blocked, rate} = withRate(row);
  return {name, sent, blocked, share: rate, rate: formatPercent(rate, 1)};
}

function rateTable(
  caption: string,
  label: string,
  rowName: string,
  rateName: string,
  rows: GuardrailRow[],
): RateTable {
  const total = totalOf(rows);
  return {
    caption,
    label,
    columns: [rowName, 'Sent', 'Blocked', rateName],
    rows: rows.map(rateRow),
    total: {...rateRow(total), name: TOTAL_ROW},
  };
}

export function runView(run: GuardrailRun): RunView {
  const {blockRate, falsePositiveRate} = headlineRates(run);
  const attacks = totalOf(run.attacks);
  const benign = totalOf(run.benign);
  return {
    guardrail: run.guardrail,
    headlines: [
      {
        label: 'Block rate',
        rate: formatPercent(blockRate, 1),
        detail: `${attacks.blocked} of ${attacks.sent} attacks stopped`,
        hint: 'higher is better',
      },
      {
        label: 'False-positive rate',
        rate: formatPercent(falsePositiveRate, 1),
        detail: `${benign.blocked} of ${benign.sent} benign inputs refused`,
        hint: 'lower is better',
      },
    ],
    tables: [
      rateTable(
        'Attacks by strategy',
        `${run.guardrail} attacks by strategy`,
        'Strategy',
        'Block rate',
        run.attacks,
      ),
      rateTable(
        'Benign inputs by category',
        `${run.guardrail} benign inputs by category`,
        'Category',
        'False-positive rate',
        run.benign,
      ),
    ],
  };
}
