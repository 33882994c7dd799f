import type {ReactNode} from 'react';
import Diagram from '@site/src/components/Diagram';
import Section from '@site/src/components/Section';
import styles from './ScanFlow.module.css';

/** The red-team pipeline: the diagram and the five stages it shows, in the same order. */
export default function ScanFlow(): ReactNode {
  return (
    <Section
      id="how-a-scan-works"
      tone="muted"
      title="How a scan works"
      intro="A scan is an ordinary Crucible config with a redteam section. You can stop after any stage and review what it produced."
    >
      <figure className={styles.figure}>
        <Diagram
          src="/img/diagrams/red-team-flow.svg"
          alt="Five stages from left to right: purpose, plugins that generate attacks, strategies that transform them, your target, and a graded report."
          width={960}
          height={280}
        />
      </figure>
      <ol className={styles.stages}>
        <li>
          <strong>Purpose.</strong> A paragraph in the config says what the application does, who
          uses it and what it must never do. Every attack is written against that text, so a booking
          agent gets attempts to change someone else’s flight rather than generic trivia.
        </li>
        <li>
          <strong>Plugins generate attacks.</strong> Each plugin targets one weakness, such as{' '}
          <code>bola</code> for cross-account access, <code>pii</code>,{' '}
          <code>prompt-extraction</code> or <code>excessive-agency</code>, and writes{' '}
          <code>numTests</code> cases for it. <code>crucible redteam plugins</code> lists them all.
        </li>
        <li>
          <strong>Strategies transform them.</strong> <code>base64</code> and other encodings test
          filters that only read plain text, <code>jailbreak</code> rewrites a refused attack until
          it lands or runs out of attempts, and <code>crescendo</code> escalates over a multi-turn
          conversation.
        </li>
        <li>
          <strong>Crucible runs them against your target.</strong> That can be a bare model, an{' '}
          <code>http</code> endpoint, a <code>websocket</code> chat or a Python agent loaded with{' '}
          <code>file://</code>. Testing the real application puts its retriever, tools and
          guardrails in scope too.
        </li>
        <li>
          <strong>A grader writes the report.</strong> A grader model reads each reply, plus every
          tool call for agents, and decides whether the attack succeeded. The report ranks findings
          by severity and keeps the full conversation behind each one.
        </li>
      </ol>
    </Section>
  );
}
