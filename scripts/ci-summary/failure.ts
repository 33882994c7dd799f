/** Where a failure is fixed: a repository file (and line, when the tool names one), or the site
 * page a build error names by its route, since broken-link errors know only the page. */
export type Place = {file: string; line?: number} | {page: string};

/** One failure a check's output reports, in the words of the tool that found it. */
export type Problem = Place & {message: string};

/** A problem, with the npm script (the check) whose output reported it. */
export type Failure = Problem & {check: string};

/** A step's outcome as GitHub Actions reports it in the `steps` context; `unknown` when the
 * summary runs without that context (outside the workflow). */
export type Outcome = 'success' | 'failure' | 'cancelled' | 'skipped' | 'unknown';

/** One check of `npm test`, as the workflow ran it. */
export type CheckResult = {script: string; outcome: Outcome; failures: Failure[]};
