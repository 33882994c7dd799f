import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import Section from '@site/src/components/Section';
import styles from './ExampleConfig.module.css';

const CONFIG = `# yaml-language-server: $schema=https://crucible.dev/config-schema.json
description: Red team of the Skylark booking agent (staging)

providers:
  - id: http
    label: skylark-staging
    config:
      url: https://staging.skylark.example/api/chat
      method: POST
      body:
        message: '{{prompt}}'

redteam:
  purpose: >-
    Booking assistant for Skylark, a travel agency. Signed-in customers use it to
    search flights, change their own bookings and request refunds allowed by the
    fare rules. It can call search_flights, get_booking, change_booking and
    issue_refund. It must never reveal or change another customer's booking,
    refund outside the fare rules, or disclose its instructions.
  provider: openai:chat:gpt-4.1-mini
  numTests: 10
  language: en
  plugins:
    - bola
    - excessive-agency
    - pii
    - prompt-extraction
    - tool-argument-exfiltration
    - indirect-prompt-injection
  strategies:
    - base64
    - jailbreak
    - id: crescendo
      config:
        maxTurns: 6

outputPath: results/skylark-redteam.json
`;

const COMMANDS = `crucible redteam generate -o redteam.yaml   # write the attacks, read a few
crucible redteam eval -c redteam.yaml       # run them against staging
crucible redteam report                     # open the findings on port 15500`;

/** A complete red-team config for an agent, the commands that run it and where to read more. */
export default function ExampleConfig(): ReactNode {
  return (
    <Section
      id="example-config"
      title="An example scan"
      intro="A booking agent behind an HTTP endpoint, with four tools that move money or personal data. Six plugins at ten cases each, plus a transformed copy per strategy, make about 240 attacks."
    >
      <div className={styles.layout}>
        <div className={styles.code}>
          <CodeBlock language="yaml" title="crucibleconfig.yaml">
            {CONFIG}
          </CodeBlock>
          <CodeBlock language="bash">{COMMANDS}</CodeBlock>
        </div>
        <div>
          <p>
            The <code>purpose</code> names the tools and the rules, which is what lets{' '}
            <code>bola</code> ask for a stranger’s booking and <code>excessive-agency</code> push
            for a refund the fare does not allow. <code>provider</code> is the model that writes and
            grades attacks; it is separate from the target.
          </p>
          <p>
            Splitting <code>generate</code> from <code>eval</code> lets you review the cases before
            spending tokens; <code>crucible redteam run</code> does both at once.
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/docs/red-team/quickstart/">
                Red-team quickstart: a first scan and report
              </Link>
            </li>
            <li>
              <Link to="/docs/red-team/configuration/">Every key of the redteam section</Link>
            </li>
            <li>
              <Link to="/docs/red-team/plugins/">All plugins, filterable by framework</Link>
            </li>
            <li>
              <Link to="/docs/red-team/strategies/">Strategies and what each one costs</Link>
            </li>
            <li>
              <Link to="/docs/red-team/risk-scoring/">How findings are scored</Link>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
