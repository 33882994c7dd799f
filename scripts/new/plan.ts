/**
 * What a scaffold command decides before anything touches the disk: the files to write and what to
 * tell the writer. Planning reads the site but never writes it, so `--dry-run` and the tests see
 * exactly what a real run would do.
 */

/** One file to write, with its path from the site root. */
export type FileWrite = {
  file: string;
  text: string;
  /** What the change is, for the writer: "created", or how an existing file was edited. */
  summary: string;
  /** The file's text before the edit; undefined for a new file. */
  previous?: string;
};

export type Plan = {
  writes: FileWrite[];
  /** Follow-up steps for the writer, one line each. */
  nextSteps: string[];
};

/**
 * A request the scaffold refuses. Each problem is one line that says what is wrong and what to do;
 * the command prints them all and exits non-zero.
 */
export class ScaffoldError extends Error {
  readonly problems: string[];

  constructor(...problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ScaffoldError';
    this.problems = problems;
  }
}

/** Throws one ScaffoldError naming every problem found, or returns when there are none. */
export function refuseIfAny(problems: readonly string[]): void {
  if (problems.length > 0) throw new ScaffoldError(...problems);
}
