import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Diagram from '@site/src/components/Diagram';
import Section from '@site/src/components/Section';
import {guardrailRates} from '@site/src/data/guardrails';
import styles from './ErrorMatrix.module.css';

/** The confusion matrix diagram and the two rates derived from it. */
export default function ErrorMatrix(): ReactNode {
  return (
    <Section
      id="both-error-rates"
      tone="muted"
      title="Measure both kinds of error"
      intro="Each run sends two sets of inputs through the guardrail and puts every result in one of four cells."
    >
      <div className={styles.layout}>
        <Diagram
          src="/img/diagrams/guardrail-matrix.svg"
          alt="A two-by-two matrix of what was sent against what the guardrail did: attacks are caught or missed, benign prompts are over-blocked or passed."
          width={720}
          height={420}
        />
        <div>
          <p>
            The <strong>attack set</strong> is generated from the <code>redteam</code> section of
            your config, so the same plugins and strategies that probe your application also probe
            its filter. The <strong>benign set</strong> holds 420 ordinary requests about support,
            coding, finance and health, picked because they share words with attacks. Swap it for
            samples of your own traffic when you have them: nobody knows your users’ phrasing better
            than your logs.
          </p>
          {guardrailRates.map((rate) => (
            <div key={rate.field} className={styles.rate}>
              <Heading as="h3" className={styles.rateTitle}>
                {rate.name} <code>{rate.field}</code>
              </Heading>
              <p className={styles.rateText}>
                {rate.definition} {rate.warning}
              </p>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
