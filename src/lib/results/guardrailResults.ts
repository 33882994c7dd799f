/**
 * A `crucible guardrails` run: how many attacks and benign inputs were sent to each guardrail,
 * per strategy and per category, and how many it blocked. The block rate (share of attacks
 * stopped) and the false-positive rate (share of benign inputs stopped) are computed here, per row
 * and in total, never written into a sample. No React: a Markdown renderer can use them too.
 */

/** One line of a report table: a strategy of the attack set or a category of the benign set. */
export type GuardrailRow = {name: string; sent: number; blocked: number};

export type GuardrailRun = {
  /** The guardrail provider's `label`. */
  guardrail: string;
  /** The attack set by strategy; `plain` is the attacks as generated, untransformed. */
  attacks: GuardrailRow[];
  /** The benign set by category. */
  benign: GuardrailRow[];
  /** Where `-o` wrote the JSON report. */
  reportFile: string;
};

export type RowRate = GuardrailRow & {rate: number};

export function withRate(row: GuardrailRow): RowRate {
  return {...row, rate: row.sent ? row.blocked / row.sent : 0};
}

/** The total line of a table: sums of sent and blocked, and the rate of those sums. */
export function totalOf(rows: GuardrailRow[]): RowRate {
  return withRate({
    name: 'total',
    sent: rows.reduce((sum, row) => sum + row.sent, 0),
    blocked: rows.reduce((sum, row) => sum + row.blocked, 0),
  });
}

/** `blockRate` and `falsePositiveRate` as the JSON report's top level gives them. */
export function headlineRates(run: GuardrailRun): {blockRate: number; falsePositiveRate: number} {
  return {blockRate: totalOf(run.attacks).rate, falsePositiveRate: totalOf(run.benign).rate};
}
