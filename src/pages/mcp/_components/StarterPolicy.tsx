import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Section from '@site/src/components/Section';
import styles from './StarterPolicy.module.css';

const POLICY = `# Rules are checked top to bottom; the first match wins.
rules:
  # Reading code and issues is the agent's day job.
  - match: github/get_*
    action: log
  - match: github/search_*
    action: log
  # Nothing merges or pushes without a human.
  - match: github/merge_pull_request
    action: block
  - match: github/push_files
    action: block
  # Destructive tools on any server.
  - match: '*/delete_*'
    action: block
  # The agent may edit the checkout, and every write is recorded.
  - match: filesystem/*
    action: log
  # Anything not listed above is refused.
  - match: '*'
    action: block`;

const CLIENT = `{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": [
        "crucible@latest", "mcp", "proxy",
        "--name", "github",
        "--target", "github-mcp-server stdio",
        "--policy", "policy.yaml",
        "--log", "mcp-traffic.jsonl"
      ]
    }
  }
}`;

const LOG_LINE = `{"time":"2025-11-12T14:03:51Z","server":"github","tool":"merge_pull_request","action":"block","rule":"github/merge_pull_request","args":{"owner":"acme","repo":"billing-api","pullNumber":412}}`;

/** A starter policy for coding agents, the client entry that loads it and a sample log line. */
export default function StarterPolicy(): ReactNode {
  return (
    <Section
      id="starter-policy"
      title="A starter policy for coding agents"
      intro="A coding agent needs to read widely and write narrowly. This policy lets it read GitHub and edit the local checkout, keeps merges and pushes for humans, and refuses any tool it has not been granted."
    >
      <div className={styles.layout}>
        <CodeBlock language="yaml" title="policy.yaml">
          {POLICY}
        </CodeBlock>
        <div className={styles.side}>
          <p>
            In the client’s MCP settings, replace the server command with the proxy and pass the old
            command to <code>--target</code>. The <code>--name</code> value is the server part of
            each rule’s pattern. Repeat the entry for the filesystem server with its own name.
          </p>
          <CodeBlock language="json" title="MCP client settings">
            {CLIENT}
          </CodeBlock>
          <p>A blocked merge then shows up in the traffic log like this:</p>
          <CodeBlock language="json">{LOG_LINE}</CodeBlock>
        </div>
      </div>
      <p className={styles.rollout}>
        Roll it out in two passes. Start with every rule set to <code>log</code>, read a week of
        traffic, and switch a rule to <code>block</code> only once you know which tools the agent
        really uses. A rule that blocks something the agent depends on shows up as failing tasks,
        not as an error message, so it is easier to catch in the log than in a bug report.
      </p>
    </Section>
  );
}
