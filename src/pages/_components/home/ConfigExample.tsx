import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Section from '@site/src/components/Section';
import styles from './ConfigExample.module.css';

const CONFIG = `# yaml-language-server: $schema=https://crucible.dev/config-schema.json
description: One-line triage summaries for incoming support tickets

prompts:
  - 'Summarise this support ticket in one line that starts with a priority (urgent, normal or low). Ticket: {{ticket}}'

providers:
  - openai:chat:gpt-4.1-mini
  - ollama:chat:llama3.3

tests:
  - description: A checkout outage is marked urgent
    vars:
      ticket: Checkout has returned HTTP 502 for every customer in the EU since 09:40.
    assert:
      - type: icontains
        value: urgent
      - type: llm-rubric
        value: Names the affected region and the failing step in a single sentence.
        threshold: 0.8

  - description: A double charge gets no invented refund promise
    vars:
      ticket: I was charged twice for order 88213. Please sort it out.
    assert:
      - type: contains
        value: '88213'
      - type: javascript
        value: '!/refund (has been|was) (issued|processed)/i.test(output)'
`;

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
          <CodeBlock language="yaml" title="crucibleconfig.yaml">
            {CONFIG}
          </CodeBlock>
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
            string matching cannot.
          </li>
          <li>
            <strong>Results</strong> arrive as a pass/fail matrix with one column per provider.{' '}
            <code>crucible view</code> opens the same run in the browser on port 15500.
          </li>
        </ul>
      </div>
    </Section>
  );
}
