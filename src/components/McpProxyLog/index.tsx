import type {ReactNode} from 'react';
import clsx from 'clsx';
import SampleOutput, {ScrollBox, VerdictBadge} from '@site/src/components/SampleOutput';
import {count} from '@site/src/lib/results/format';
import {
  argumentList,
  clockTime,
  decideAll,
  type ProxySession,
} from '@site/src/lib/results/mcpProxy';
import styles from './styles.module.css';

type Props = {
  session: ProxySession;
  /** What the sample is, after "Sample output of `crucible mcp proxy`:". */
  caption: ReactNode;
};

/**
 * The tool calls of an MCP proxy traffic log rendered from a sample: each call with its arguments,
 * whether the policy let it through, and the rule that decided it, with the counts above.
 */
export default function McpProxyLog({session, caption}: Props): ReactNode {
  const decisions = decideAll(session);
  const allowed = decisions.filter((decision) => decision.allowed).length;
  return (
    <SampleOutput command="crucible mcp proxy --policy policy.yaml" caption={caption}>
      <p className={styles.summary}>
        <strong>{count(decisions.length, 'tool call')}</strong>: {allowed} allowed and logged,{' '}
        {decisions.length - allowed} blocked
      </p>
      <ScrollBox label="Tool calls">
        <table className={styles.table}>
          <caption>Tool calls in the traffic log (UTC)</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Call</th>
              <th scope="col">Decision</th>
              <th scope="col">Matched rule</th>
            </tr>
          </thead>
          <tbody>
            {decisions.map((decision) => (
              <tr key={decision.ts} className={clsx(!decision.allowed && styles.blocked)}>
                <td className={styles.time}>{clockTime(decision.ts)}</td>
                <th scope="row">
                  <code className={styles.call}>
                    {decision.server}/{decision.tool}
                  </code>
                  <span className={styles.args}>{argumentList(decision.arguments)}</span>
                </th>
                <td>
                  <VerdictBadge passed={decision.allowed}>
                    {decision.allowed ? 'allowed' : 'blocked'}
                  </VerdictBadge>
                </td>
                <td>{decision.rule ? <code>{decision.rule}</code> : 'none'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
    </SampleOutput>
  );
}
