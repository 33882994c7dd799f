/**
 * `npm run ci:summary`, the CI workflow's last step: reads each check's output from ci-reports/
 * and the steps' outcomes from STEPS (the workflow passes `${{ toJSON(steps) }}`), writes the job
 * summary to $GITHUB_STEP_SUMMARY (to stdout outside GitHub Actions), and prints an `::error`
 * annotation for each failure. It exits 0 either way: a failed check has already failed the job.
 */
import fs from 'node:fs';
import path from 'node:path';
import {annotationCommands} from './annotations';
import {REPORTS_DIR, testScripts} from './checkSteps';
import {collectResults, type StepsContext} from './collect';
import {renderSummary} from './summary';

const root = path.resolve(__dirname, '../..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: {test: string};
};
const results = collectResults({
  root,
  reportsDir: path.join(root, REPORTS_DIR),
  scripts: testScripts(packageJson.scripts.test),
  steps: JSON.parse(process.env.STEPS ?? '{}') as StepsContext,
});

const summary = renderSummary(results);
if (process.env.GITHUB_STEP_SUMMARY) fs.appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
else console.log(summary);
for (const command of annotationCommands(results.flatMap((result) => result.failures))) {
  console.log(command);
}
