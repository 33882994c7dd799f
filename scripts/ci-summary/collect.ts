/** Gathers each check's outcome from the workflow's `steps` context and its failures from the
 * output the step left in the reports folder. */
import fs from 'node:fs';
import path from 'node:path';
import {reportName, stepId} from './checkSteps';
import type {CheckResult, Outcome} from './failure';
import {parserFor} from './parsers';

/** The part of GitHub Actions' `steps` context the summary reads, keyed by step id. */
export type StepsContext = Record<string, {outcome?: string}>;

const OUTCOMES: readonly Outcome[] = ['success', 'failure', 'cancelled', 'skipped'];

function outcomeOf(steps: StepsContext, script: string): Outcome {
  const outcome = steps[stepId(script)]?.outcome;
  return OUTCOMES.find((known) => known === outcome) ?? 'unknown';
}

export function collectResults({
  root,
  reportsDir,
  scripts,
  steps,
}: {
  /** The repository's path in the run, to make tools' absolute paths relative. */
  root: string;
  reportsDir: string;
  /** The checks of `npm test`, in order. */
  scripts: string[];
  steps: StepsContext;
}): CheckResult[] {
  return scripts.map((script) => {
    const outcome = outcomeOf(steps, script);
    // A passing check's output can still hold warnings; only a failure is worth reading.
    if (outcome !== 'failure' && outcome !== 'unknown') return {script, outcome, failures: []};
    const parser = parserFor(script);
    const report = path.join(reportsDir, reportName(script, parser.reads));
    if (!fs.existsSync(report)) return {script, outcome, failures: []};
    try {
      const problems = parser.parse(fs.readFileSync(report, 'utf8'), root);
      return {script, outcome, failures: problems.map((problem) => ({...problem, check: script}))};
    } catch (error) {
      // An output the parser cannot read (a report cut short) still leaves the check's row,
      // which sends the reader to the step's log.
      console.error(`Could not read ${report}: ${String(error)}`);
      return {script, outcome, failures: []};
    }
  });
}
