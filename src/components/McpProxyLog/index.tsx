import type {ReactNode} from 'react';
import clsx from 'clsx';
import SampleOutput, {SampleTable, VerdictBadge} from '@site/src/components/SampleOutput';
import type {ProxySession} from '@site/src/lib/results/mcpProxy';
import {CALLS_CAPTION, CALLS_COLUMNS, NO_RULE, PROXY_COMMAND, proxyLogView} from './proxyLogRows';
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
  const log = proxyLogView(session);
  return (
    <SampleOutput command={PROXY_COMMAND} caption={caption}>
      <p className={styles.summary}>
        <strong>{log.calls}</strong>: {log.split}
      </p>
      <SampleTable
        label="Tool calls"
        caption={CALLS_CAPTION}
        columns={CALLS_COLUMNS}
        className={styles.table}
      >
        <tbody>
          {log.rows.map((row) => (
            <tr key={row.ts} className={clsx(!row.allowed && styles.blocked)}>
              <td className={styles.time}>{row.time}</td>
              <th scope="row">
                <code className={styles.call}>{row.call}</code>
                <span className={styles.args}>{row.arguments}</span>
              </th>
              <td>
                <VerdictBadge passed={row.allowed}>{row.decision}</VerdictBadge>
              </td>
              <td>{row.rule ? <code>{row.rule}</code> : NO_RULE}</td>
            </tr>
          ))}
        </tbody>
      </SampleTable>
    </SampleOutput>
  );
}
