/**
 * Number formats shared by the result views and by anything else that renders the same samples
 * (a Markdown table, a test). Plain string work, no `Intl`: the server and the browser must print
 * the same characters, or hydration would find a mismatch.
 */

/** A share from 0 to 1 as a whole percentage, `0.667` → `67%`; `digits` adds decimals. */
export function formatPercent(share: number, digits = 0): string {
  return `${(share * 100).toFixed(digits)}%`;
}

/** A 0–1 score with two decimals, as the results grid prints it: `0.75`. */
export function formatScore(score: number): string {
  return score.toFixed(2);
}

/** The English plural of a counted noun: `count(1, 'finding')`, `count(3, 'finding')`. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}
