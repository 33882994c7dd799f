import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SampleOutput, {SampleTable, SeverityBadge} from '@site/src/components/SampleOutput';
import type {RedTeamSample} from '@site/src/lib/results/redTeamReport';
import {
  FINDINGS_CAPTION,
  FINDINGS_COLUMNS,
  FINDING_LABELS,
  REPORT_COMMAND,
  SUMMARY_LABELS,
  reportView,
  type PluginRow as Row,
} from './reportRows';
import styles from './styles.module.css';

type Props = {
  sample: RedTeamSample;
  /** What the sample is, after "Sample output of `crucible redteam report`:". */
  caption: ReactNode;
};

/**
 * The red-team report rendered from a sample: the risk summary (overall score, successful attacks
 * by severity), the plugins that had findings grouped by OWASP LLM Top 10 item, and one finding
 * opened with its attack, the target's reply and the grader's reason.
 */
export default function RedTeamReport({sample, caption}: Props): ReactNode {
  const report = reportView(sample);
  const {finding} = report;
  return (
    <SampleOutput command={REPORT_COMMAND} caption={caption}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <dl className={styles.summary}>
            <div className={styles.figure}>
              <dt>{SUMMARY_LABELS.overall}</dt>
              <dd>
                <span className={styles.big}>{report.overall.score}</span> {report.overall.band}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{SUMMARY_LABELS.gotThrough}</dt>
              <dd>
                <span className={styles.big}>{report.gotThrough.successes}</span> of{' '}
                {report.gotThrough.attempts} ({report.gotThrough.rate})
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>{SUMMARY_LABELS.bySeverity}</dt>
              <dd>
                <ul className={styles.severities}>
                  {report.bySeverity.map(({severity, findings}) => (
                    <li key={severity}>
                      <SeverityBadge severity={severity} /> {findings}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <SampleTable
            label="Findings by OWASP item"
            caption={FINDINGS_CAPTION}
            columns={FINDINGS_COLUMNS}
            className={styles.findings}
          >
            {report.groups.map((group) => (
              <tbody key={group.title}>
                <tr className={styles.group}>
                  <th scope="rowgroup" colSpan={FINDINGS_COLUMNS.length}>
                    {group.title} <span className={styles.groupCount}>· {group.findings}</span>
                  </th>
                </tr>
                {group.plugins.map((plugin) => (
                  <PluginRow key={plugin.plugin} plugin={plugin} />
                ))}
              </tbody>
            ))}
          </SampleTable>
          {report.clean && <p className={styles.clean}>{report.clean}</p>}
        </div>
        <div className={styles.expanded}>
          <p className={styles.expandedTitle}>
            <SeverityBadge severity={finding.severity} /> {FINDING_LABELS.title}:{' '}
            <code>{finding.plugin}</code> with <code>{finding.strategy}</code>
          </p>
          <dl className={styles.conversation}>
            {finding.planted && (
              <>
                <dt>
                  {FINDING_LABELS.planted}: {finding.planted.where}
                </dt>
                <dd>{finding.planted.text}</dd>
              </>
            )}
            <dt>{FINDING_LABELS.attack}</dt>
            <dd>{finding.attack}</dd>
            <dt>{FINDING_LABELS.reply}</dt>
            <dd>{finding.reply}</dd>
            <dt>{FINDING_LABELS.graderReason}</dt>
            <dd>{finding.graderReason}</dd>
          </dl>
        </div>
      </div>
    </SampleOutput>
  );
}

function PluginRow({plugin}: {plugin: Row}): ReactNode {
  return (
    <tr>
      <th scope="row">
        <Link to={plugin.route}>
          <code>{plugin.plugin}</code>
        </Link>
        {plugin.also && <span className={styles.also}> {plugin.also}</span>}
        {plugin.summary && <span className={styles.what}>{plugin.summary}</span>}
      </th>
      <td>
        <SeverityBadge severity={plugin.severity} />
      </td>
      <td className={styles.number}>
        {plugin.gotThrough}
        <span className={styles.rate}>{plugin.rate}</span>
      </td>
      <td>
        <code>{plugin.easiest}</code>
      </td>
      <td className={styles.number}>
        {plugin.risk} <span className={styles.band}>{plugin.band}</span>
      </td>
    </tr>
  );
}
