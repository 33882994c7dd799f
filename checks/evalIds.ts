/**
 * `eval-ids`: an eval id written anywhere on the site has the form the CLI gives stored evals
 * (EVAL_ID_PATTERN in src/data/cli.ts), so the id a run summary prints is the id the `show`,
 * `export` and `share` examples pass back. Anything shaped like `eval-…` followed by a date and a
 * time counts as an eval id; words such as `eval-summary` do not.
 */
import {EVAL_ID_EXAMPLE, EVAL_ID_PATTERN} from '../src/data/cli';
import type {Finding} from './finding';
import type {Check} from './index';
import type {Source} from './sources';

const RULE = 'eval-ids';
/** An eval-like id: `eval-`, any dashed parts, then an ISO date with a time. */
const CANDIDATE = /\beval-(?:[A-Za-z0-9]+-)*\d{4}-\d{2}-\d{2}T[\d:.]*\dZ?/g;

/** Findings for one page: each eval id that does not have the CLI's form. */
export function checkEvalIds(source: Source): Finding[] {
  const findings: Finding[] = [];
  source.text.split('\n').forEach((text, index) => {
    for (const [id] of text.matchAll(CANDIDATE)) {
      if (EVAL_ID_PATTERN.test(id)) continue;
      findings.push({
        file: source.file,
        line: index + 1,
        rule: RULE,
        message: `eval id "${id}" is not in the form the CLI gives stored evals: eval-, three letters or digits, then the UTC start time to the second, as in ${EVAL_ID_EXAMPLE} (src/data/cli.ts)`,
      });
    }
  });
  return findings;
}

export const evalIds: Check = {
  rule: RULE,
  description: 'Every eval id on a page has the CLI’s form, eval-<3 characters>-<UTC start time>.',
  scope: 'page',
  run: (sources) => sources.flatMap(checkEvalIds),
};
