import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import styles from './ConfigExample.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import config from './ConfigExample.config.yaml?highlight';

/** A complete crucibleconfig.yaml with notes on what each part does. */
export default function ConfigExample(): ReactNode {
  return (
    <Section
      id="config-example"
      tone="muted"
      title="One file describes the test"
      intro="This crucibleconfig.yaml checks a ticket-triage prompt on a hosted model and on a local one."
    >
      <div className={styles.layout}>
        <div className={styles.code}>
          <HighlightedCode code={config} title="crucibleconfig.yaml" />
        </div>
        <ul className={styles.notes}>
          <li>
            <strong>Prompts</strong> are templates. <code>{'{{ticket}}'}</code> is filled from the{' '}
            <code>vars</code> of each test, so one prompt serves every case.
          </li>
          <li>
            <strong>Providers</strong> are the models to compare: GPT-4.1 mini through the OpenAI
            API and Llama 3.3 served by Ollama on your own machine. The results show what moving off
            a hosted API would cost in quality.
          </li>
          <li>
            <strong>Assertions</strong> mix cheap deterministic checks (<code>icontains</code>,{' '}
            <code>javascript</code>) with <code>llm-rubric</code>, where a grader model judges what
            string matching cannot. A <code>not-</code> prefix inverts any of them, so{' '}
            <code>not-icontains</code> keeps a feature request from being called urgent.
          </li>
          <li>
            <strong>Results</strong> arrive as a pass/fail matrix with one column per provider.{' '}
            <code>crucible view</code> opens the same run in the browser on port 15500, as in the
            grid at the top of this page.
          </li>
        </ul>
      </div>
    </Section>
  );
}
