import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {homeSteps} from '@site/src/data/home';
import styles from './HowItWorks.module.css';

/** Four numbered steps from an empty folder to a merge gate. */
export default function HowItWorks(): ReactNode {
  return (
    <Section
      id="how-it-works"
      title="How it works"
      intro="The same loop serves a quick prompt tweak on a laptop and a nightly job in CI."
    >
      <ol className={styles.steps}>
        {homeSteps.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <Heading as="h3" className={styles.title}>
              {step.title}
            </Heading>
            <p className={styles.body}>{step.body}</p>
            {step.command && <code className={styles.command}>{step.command}</code>}
          </li>
        ))}
      </ol>
    </Section>
  );
}
