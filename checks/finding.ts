/** What a content check reports: where, which rule, and what is wrong in words a writer follows. */
export type Finding = {
  file: string;
  /** 1-based line; 0 when the problem is the file as a whole. */
  line: number;
  /** The check that found it, e.g. `cli-usage`, so a writer can look the rule up. */
  rule: string;
  message: string;
};

export function formatFinding({file, line, rule, message}: Finding): string {
  return `${file}:${line}: ${message} [${rule}]`;
}

/** Findings in file and line order, so output reads top to bottom; a line keeps its own order. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
