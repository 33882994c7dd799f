import type {ReactNode} from 'react';
import SampleOutput, {SampleTable, SeverityBadge} from '@site/src/components/SampleOutput';
import type {ModelScan} from '@site/src/lib/results/modelScan';
import {FINDINGS_CAPTION, FINDINGS_COLUMNS, RULE_LABEL, scanView} from './scanRows';
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
  const view = scanView(scan);
  return (
    <SampleOutput command={view.command} caption={caption}>
      <p className={styles.summary}>
        <span className={styles.count}>{view.summary}</span>{' '}
        <span className={styles.size}>{view.size}</span>
      </p>
      <SampleTable
        label="Findings"
        caption={FINDINGS_CAPTION}
        columns={FINDINGS_COLUMNS}
        className={styles.table}
      >
        <tbody>
          {view.findings.map((finding) => (
            <tr key={`${finding.path} ${finding.rule}`}>
              <td>
                <SeverityBadge severity={finding.severity} />
              </td>
              <th scope="row">
                <code className={styles.path}>{finding.path}</code>
                <span className={styles.message}>{finding.message}</span>
                <span className={styles.rule}>
                  {RULE_LABEL} <code>{finding.rule}</code>
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
      </SampleTable>
      <div>
        <p className={styles.cleanTitle}>{view.cleanTitle}</p>
        <ul className={styles.clean}>
          {view.clean.map((file) => (
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
