import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import styles from './StarterPolicy.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import policy from './StarterPolicy.policy.yaml?highlight';
import client from './StarterPolicy.client.json?highlight';
import logLine from './StarterPolicy.log-line.json?highlight';

/** A starter policy for coding agents, the client entry that loads it and a sample log line. */
export default function StarterPolicy(): ReactNode {
  return (
    <Section
      id="starter-policy"
      title="A starter policy for coding agents"
      intro="A coding agent needs to read widely and write narrowly. This policy lets it read GitHub and edit the local checkout, keeps merges and pushes for humans, and refuses any tool it has not been granted."
    >
      <div className={styles.layout}>
        <HighlightedCode code={policy} title="policy.yaml" />
        <div className={styles.side}>
          <p>
            In the client’s MCP settings, replace the server command with the proxy and pass the old
            command to <code>--target</code>. The <code>--name</code> value is the server part of
            each rule’s pattern. Repeat the entry for the filesystem server with its own name.
          </p>
          <HighlightedCode code={client} title="MCP client settings" />
          <p>A blocked merge then shows up in the traffic log like this:</p>
          <HighlightedCode code={logLine} />
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
