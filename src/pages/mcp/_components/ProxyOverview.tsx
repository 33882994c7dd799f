import type {ReactNode} from 'react';
import Diagram from '@site/src/components/Diagram';
import Section from '@site/src/components/Section';
import styles from './ProxyOverview.module.css';

/** What the proxy does, with the architecture diagram. */
export default function ProxyOverview(): ReactNode {
  return (
    <Section
      id="what-the-proxy-does"
      tone="muted"
      title="What the proxy does"
      intro="crucible mcp proxy speaks MCP on both sides. The client thinks it is talking to the server, the server thinks it is talking to the client, and every message passes one checkpoint you control."
    >
      <div className={styles.layout}>
        <Diagram
          src="/img/diagrams/mcp-proxy.svg"
          alt="An MCP client sends tool calls through crucible mcp proxy, which checks, logs and forwards them to the github, filesystem and tickets servers, or returns an error when a rule blocks the call."
          width={920}
          height={330}
        />
        <ul className={styles.duties}>
          <li>
            <strong>Stands in for the server.</strong> The client launches the proxy instead of the
            server, and the proxy starts the real one from <code>--target</code>. Neither side needs
            a code change.
          </li>
          <li>
            <strong>Records everything.</strong> Every tool listing, call and result becomes one
            JSON line in the <code>--log</code> file, with the rule that matched it.
          </li>
          <li>
            <strong>Checks descriptions.</strong> Tool descriptions are pinned on first contact. A
            later change is flagged, and so is a description that contains instructions aimed at the
            model, such as requests to read files or credentials.
          </li>
          <li>
            <strong>Enforces a policy.</strong> With <code>--policy</code>, each call is matched as{' '}
            <code>server/tool</code> against glob rules, top to bottom, and the first match decides.
            A <code>log</code> rule lets the call through and records it; a <code>block</code> rule
            denies it and returns an MCP error, so the agent sees a refusal instead of a hang.
          </li>
          <li>
            <strong>Red-teams the servers.</strong> Run <code>crucible redteam run</code> against
            your agent while its servers sit behind the proxy. The log shows which attacks became
            real tool calls, which separates an agent that talked about deleting a branch from one
            that did it.
          </li>
        </ul>
      </div>
    </Section>
  );
}
