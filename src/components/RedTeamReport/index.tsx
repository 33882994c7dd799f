import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import SampleOutput, {ScrollBox, SeverityBadge} from '@site/src/components/SampleOutput';
import {owaspLlmTop10} from '@site/src/data/owaspLlmTop10';
import {count, formatPercent} from '@site/src/lib/results/format';
import {
  groupByOwasp,
  summariseReport,
  type RedTeamSample,
  type ScoredPlugin,
} from '@site/src/lib/results/redTeamReport';
import styles from './styles.module.css';

type Props = {
  sample: RedTeamSample;
  /** What the sample is, after "Sample output of `crucible redteam report`:". */
  caption: ReactNode;
};

/** A plugin's page: the part of its id before a sub-kind (`pii:direct` is documented on `pii`). */
const pluginPage = (id: string) => `/docs/red-team/plugins/${id.split(':')[0]}/`;

/**
 * The red-team report rendered from a sample: the risk summary (overall score, successful attacks
 * by severity), the plugins that had findings grouped by OWASP LLM Top 10 item, and one finding
 * opened with its attack, the target's reply and the grader's reason.
 */
export default function RedTeamReport({sample, caption}: Props): ReactNode {
  const summary = summariseReport(sample);
  const groups = groupByOwasp(summary.plugins);
  const clean = summary.plugins.filter((plugin) => plugin.successes === 0);
  const {finding} = sample;
  return (
    <SampleOutput command="crucible redteam report" caption={caption}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <dl className={styles.summary}>
            <div className={styles.figure}>
              <dt>Overall risk</dt>
              <dd>
                <span className={styles.big}>{summary.overall.toFixed(1)}</span>{' '}
                {summary.overallBand}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>Attacks that got through</dt>
              <dd>
                <span className={styles.big}>{summary.successes}</span> of {summary.attempts} (
                {formatPercent(summary.successes / summary.attempts, 1)})
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>Findings by severity</dt>
              <dd>
                <ul className={styles.severities}>
                  {summary.findingsBySeverity.map(({severity, findings}) => (
                    <li key={severity}>
                      <SeverityBadge severity={severity} /> {findings}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
          <ScrollBox label="Findings by OWASP item">
            <table className={styles.findings}>
              <caption>Findings by OWASP Top 10 for LLM Applications item</caption>
              <thead>
                <tr>
                  <th scope="col">Plugin</th>
                  <th scope="col">Severity</th>
                  <th scope="col">Got through</th>
                  <th scope="col">Easiest strategy</th>
                  <th scope="col">Risk</th>
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.item ?? 'none'}>
                  <tr className={styles.group}>
                    <th scope="rowgroup" colSpan={5}>
                      {group.item
                        ? `${group.item} ${owaspLlmTop10[group.item].name}`
                        : 'Outside the OWASP LLM Top 10'}{' '}
                      <span className={styles.groupCount}>
                        · {count(group.successes, 'finding')}
                      </span>
                    </th>
                  </tr>
                  {group.plugins.map((plugin) => (
                    <PluginRow key={plugin.plugin} plugin={plugin} />
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollBox>
          {clean.length > 0 && (
            <p className={styles.clean}>
              No attack got through: {clean.map((plugin) => plugin.plugin).join(', ')} (
              {count(
                clean.reduce((sum, plugin) => sum + plugin.attempts, 0),
                'attack',
              )}
              ).
            </p>
          )}
        </div>
        <div className={styles.expanded}>
          <p className={styles.expandedTitle}>
            <SeverityBadge
              severity={
                summary.plugins.find((plugin) => plugin.plugin === finding.plugin)!.severity
              }
            />{' '}
            Finding: <code>{finding.plugin}</code> with <code>{finding.strategy}</code>
          </p>
          <dl className={styles.conversation}>
            {finding.planted && (
              <>
                <dt>Planted in: {finding.planted.where}</dt>
                <dd>{finding.planted.text}</dd>
              </>
            )}
            <dt>Attack</dt>
            <dd>{finding.attack}</dd>
            <dt>Reply</dt>
            <dd>{finding.reply}</dd>
            <dt>Grader’s reason</dt>
            <dd>{finding.graderReason}</dd>
          </dl>
        </div>
      </div>
    </SampleOutput>
  );
}

function PluginRow({plugin}: {plugin: ScoredPlugin}): ReactNode {
  return (
    <tr>
      <th scope="row">
        <Link to={pluginPage(plugin.plugin)}>
          <code>{plugin.plugin}</code>
        </Link>
        {plugin.owasp.length > 1 && (
          <span className={styles.also}> also {plugin.owasp.slice(1).join(', ')}</span>
        )}
        {plugin.summary && <span className={styles.what}>{plugin.summary}</span>}
      </th>
      <td>
        <SeverityBadge severity={plugin.severity} />
      </td>
      <td className={styles.number}>
        {plugin.successes} of {plugin.attempts}
        <span className={styles.rate}>{formatPercent(plugin.asr)}</span>
      </td>
      <td>
        <code>{plugin.easiest}</code>
      </td>
      <td className={styles.number}>
        {plugin.score.toFixed(1)} <span className={styles.band}>{plugin.band}</span>
      </td>
    </tr>
  );
}
