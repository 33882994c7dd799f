import type {ReactNode} from 'react';
import SampleOutput, {ScrollBox, SeverityBadge} from '@site/src/components/SampleOutput';
import {
  findingsFor,
  summariseScan,
  summaryLine,
  type ModelScan,
} from '@site/src/lib/results/modelScan';
import styles from './styles.module.css';

type Props = {
  scan: ModelScan;
  /** What the sample is, after "Sample output of `crucible scan-model`:". */
  caption: ReactNode;
};

/**
 * A `crucible scan-model` report rendered from a sample: the count line, every finding with its
 * severity, rule and the construct that triggered it (opcode, layer, operator domain, archive
 * entry), and the files that came back clean.
 */
export default function ModelScanResults({scan, caption}: Props): ReactNode {
  const summary = summariseScan(scan);
  const clean = scan.files.filter((file) => findingsFor(scan, file.path).length === 0);
  return (
    <SampleOutput command={`crucible scan-model ${scan.source}`} caption={caption}>
      <p className={styles.summary}>
        <span className={styles.count}>{summaryLine(summary)}</span>{' '}
        <span className={styles.size}>
          ({scan.size} read from {scan.source})
        </span>
      </p>
      <ScrollBox label="Findings">
        <table className={styles.table}>
          <caption>Findings</caption>
          <thead>
            <tr>
              <th scope="col">Severity</th>
              <th scope="col">File and finding</th>
              <th scope="col">Triggered by</th>
            </tr>
          </thead>
          <tbody>
            {scan.findings.map((finding) => (
              <tr key={`${finding.path} ${finding.rule}`}>
                <td>
                  <SeverityBadge severity={finding.severity} />
                </td>
                <th scope="row">
                  <code className={styles.path}>{finding.path}</code>
                  <span className={styles.message}>{finding.message}</span>
                  <span className={styles.rule}>
                    rule <code>{finding.rule}</code>
                  </span>
                </th>
                <td>
                  <span className={styles.kind}>{finding.trigger.kind}</span>{' '}
                  <code>{finding.trigger.name}</code>
                  {finding.trigger.at && <span className={styles.at}>{finding.trigger.at}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <div>
        <p className={styles.cleanTitle}>Clean ({clean.length})</p>
        <ul className={styles.clean}>
          {clean.map((file) => (
            <li key={file.path}>
              <code className={styles.path}>{file.path}</code>{' '}
              <span className={styles.format}>{file.format}</span>
            </li>
          ))}
        </ul>
      </div>
    </SampleOutput>
  );
}
