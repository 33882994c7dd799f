/**
 * What a model-scan report says, from a scan and the counts src/lib/results/modelScan.ts computes.
 * The React view (./index.tsx) and the page's Markdown copy (plugins/markdown-pages) both render
 * these rows.
 */
import {
  findingsFor,
  summariseScan,
  summaryLine,
  type ModelScan,
  type ScanFinding,
  type ScannedFile,
} from '../../lib/results/modelScan';

export const FINDINGS_CAPTION = 'Findings';

export const FINDINGS_COLUMNS = ['Severity', 'File and finding', 'Triggered by'] as const;

/** The word before a finding's rule: `rule pickle/dangerous-global`. */
export const RULE_LABEL = 'rule';

export type ScanView = {
  /** The command whose output the view is: `crucible scan-model ./models/`. */
  command: string;
  /** The report's count line: `3 findings in 5 files: 1 high, 1 medium, 1 low`. */
  summary: string;
  /** `(2.1 GB read from ./models/)`. */
  size: string;
  findings: ScanFinding[];
  /** `Clean (2)`, over the files no finding names. */
  cleanTitle: string;
  clean: ScannedFile[];
};

export function scanView(scan: ModelScan): ScanView {
  const clean = scan.files.filter((file) => findingsFor(scan, file.path).length === 0);
  return {
    command: `crucible scan-model ${scan.source}`,
    summary: summaryLine(summariseScan(scan)),
    size: `(${scan.size} read from ${scan.source})`,
    findings: scan.findings,
    cleanTitle: `Clean (${clean.length})`,
    clean,
  };
}
