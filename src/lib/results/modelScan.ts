/**
 * A `crucible scan-model` report: the files read, and each finding with its rule, severity and
 * the construct that triggered it (an opcode, a layer, an operator domain, an archive entry). The
 * counts the report ends with are computed here. No React: a Markdown renderer can use them too.
 */
import {count} from './format';

/** The severities of docs/model-audit/usage.md, highest first; `info` never fails a scan. */
export const SCAN_SEVERITIES = ['high', 'medium', 'low', 'info'] as const;

export type ScanSeverity = (typeof SCAN_SEVERITIES)[number];

export type ScanFinding = {
  severity: ScanSeverity;
  /** `scanner/rule`, as allow-lists name it. */
  rule: string;
  /** The file, or the folder for findings about a whole model (a missing licence). */
  path: string;
  /** What in the file set it off: the opcode, layer, domain or entry, as the report names it. */
  trigger: {kind: string; name: string; at?: string};
  /** The report's message. */
  message: string;
};

export type ScannedFile = {
  path: string;
  /** The format the scanner recognised from the file's content. */
  format: string;
};

export type ModelScan = {
  /** What was passed to `scan-model`. */
  source: string;
  /** Total size as the report's first line gives it. */
  size: string;
  files: ScannedFile[];
  /** In the order the report lists them. */
  findings: ScanFinding[];
};

export type ScanSummary = {
  files: number;
  findings: number;
  bySeverity: {severity: ScanSeverity; findings: number}[];
};

export function findingsFor(scan: ModelScan, path: string): ScanFinding[] {
  return scan.findings.filter((finding) => finding.path === path);
}

export function summariseScan(scan: ModelScan): ScanSummary {
  return {
    files: scan.files.length,
    findings: scan.findings.length,
    bySeverity: SCAN_SEVERITIES.map((severity) => ({
      severity,
      findings: scan.findings.filter((finding) => finding.severity === severity).length,
    })).filter((entry) => entry.findings > 0),
  };
}

/** The report's last line: `4 findings in 7 files: 2 high, 2 medium`. */
export function summaryLine(summary: ScanSummary): string {
  const counts = summary.bySeverity.map((entry) => `${entry.findings} ${entry.severity}`);
  const head = `${count(summary.findings, 'finding')} in ${count(summary.files, 'file')}`;
  return counts.length ? `${head}: ${counts.join(', ')}` : head;
}
