/**
 * The contract between `npm test`, the CI workflow and its summary. `npm test` chains its checks
 * as `npm run <script> && …`; the workflow (.github/workflows/ci.yml) runs each of them as its own
 * step, with the step id and output files named here, so the summary can find each check's
 * outcome and output. tests/unit/ciWorkflow.test.ts holds the workflow to it.
 */

/** The checks `npm test` runs, in order, read from package.json's `test` script. */
export function testScripts(testCommand: string): string[] {
  return testCommand.split('&&').map((part) => {
    const match = /^npm run ([\w:-]+)$/.exec(part.trim());
    if (!match) {
      throw new Error(
        `package.json's "test" must chain checks as \`npm run <script> && …\`, so the CI workflow can run each as a step; \`${part.trim()}\` is not one`,
      );
    }
    return match[1];
  });
}

/** A check's step id in the workflow: its script name with `-` for `:`, which ids may not use. */
export function stepId(script: string): string {
  return script.replaceAll(':', '-');
}

/** Where the workflow keeps each step's output, relative to the repository root. */
export const REPORTS_DIR = 'ci-reports';

/** A check's output file in REPORTS_DIR: its log (`tee`d from the step), or the JSON report a
 * tool writes. */
export function reportName(script: string, kind: 'log' | 'json'): string {
  return `${stepId(script)}.${kind}`;
}
