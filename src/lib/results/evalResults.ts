/**
 * The results of an eval as `crucible view` shows them, and the figures it computes from them. A
 * sample holds what a run records (the config's prompts, providers and tests, and per cell the
 * output and each assertion's score and reason); pass/fail verdicts, cell scores, pass rates and
 * totals are computed here, never written into a sample, so the figures cannot disagree with the
 * rows. No React: a Markdown renderer can use the same functions.
 */
import type {AssertionType} from '@site/src/data/assertionTypes';

/** An assertion as the test case declares it in `assert`. */
export type Assertion = {
  /** As written in `type:`; the `not-` prefix inverts any type. */
  type: AssertionType | `not-${AssertionType}`;
  value?: string;
  /** The score at or above which the assertion passes; without one, only a full score passes. */
  threshold?: number;
};

export type EvalTest = {
  description: string;
  vars: Record<string, string>;
  assert: Assertion[];
};

/** How one assertion came out on one cell. */
export type Grade = {
  /** 0 to 1. Deterministic checks score 0 or 1; model-graded ones anything between. */
  score: number;
  /** The check's or the grader's explanation; every failing grade has one, shown in its cell. */
  reason?: string;
};

/** One prompt × provider × test: what the provider answered and how each assertion graded it. */
export type EvalCell = {
  output: string;
  /** One per assertion of the test, in the test's order. */
  grades: Grade[];
};

export type EvalSample = {
  /** The config's `description`. */
  description: string;
  prompts: string[];
  providers: string[];
  tests: EvalTest[];
  /**
   * `cells[test][column]`, columns in the order of {@link columnsOf}: every prompt for the first
   * provider, then every prompt for the next.
   */
  cells: EvalCell[][];
};

/** One column of the grid: a provider and a prompt. */
export type EvalColumn = {provider: string; prompt: string};

export type FailedAssertion = Assertion & {score: number; reason: string};

export type GradedCell = {
  output: string;
  passed: boolean;
  /** The mean of the assertion scores, as the grid prints beside the verdict. */
  score: number;
  /** Each assertion that failed, with its score and reason. */
  failures: FailedAssertion[];
};

export type Tally = {passed: number; total: number; passRate: number};

export function columnsOf(sample: EvalSample): EvalColumn[] {
  return sample.providers.flatMap((provider) =>
    sample.prompts.map((prompt) => ({provider, prompt})),
  );
}

export function assertionPassed(assertion: Assertion, grade: Grade): boolean {
  return grade.score >= (assertion.threshold ?? 1);
}

/** A cell passes when every assertion of its test passes. */
export function gradeCell(test: EvalTest, cell: EvalCell): GradedCell {
  if (cell.grades.length !== test.assert.length) {
    throw new Error(
      `"${test.description}" has ${test.assert.length} assertions but a cell with ${cell.grades.length} grades`,
    );
  }
  const failures = test.assert.flatMap((assertion, index) => {
    const grade = cell.grades[index];
    if (assertionPassed(assertion, grade)) return [];
    if (!grade.reason) {
      throw new Error(`"${test.description}": a failing ${assertion.type} grade needs its reason`);
    }
    return [{...assertion, score: grade.score, reason: grade.reason}];
  });
  const score = cell.grades.reduce((sum, grade) => sum + grade.score, 0) / cell.grades.length;
  return {output: cell.output, passed: failures.length === 0, score, failures};
}

/** Every cell graded, `[test][column]`. */
export function gradeAll(sample: EvalSample): GradedCell[][] {
  const columns = columnsOf(sample).length;
  return sample.tests.map((test, row) => {
    const cells = sample.cells[row] ?? [];
    if (cells.length !== columns) {
      throw new Error(`"${test.description}" has ${cells.length} cells for ${columns} columns`);
    }
    return cells.map((cell) => gradeCell(test, cell));
  });
}

function tally(cells: GradedCell[]): Tally {
  const passed = cells.filter((cell) => cell.passed).length;
  return {passed, total: cells.length, passRate: cells.length ? passed / cells.length : 0};
}

/** Pass count, pass rate and mean score of one column, as its header shows them. */
export function columnSummary(
  graded: GradedCell[][],
  column: number,
): Tally & {averageScore: number} {
  const cells = graded.map((row) => row[column]);
  const averageScore = cells.reduce((sum, cell) => sum + cell.score, 0) / cells.length;
  return {...tally(cells), averageScore};
}

/** Pass count and pass rate over the whole grid. */
export function evalTotals(graded: GradedCell[][]): Tally {
  return tally(graded.flat());
}
