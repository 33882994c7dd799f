import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {boothDemos} from '@site/src/data/events';
import styles from './BlackHat.module.css';

/** The three live demos we ran at booth 2361, each with the command it was built on. */
export default function BoothDemos(): ReactNode {
  return (
    <Section
      id="booth-demos"
      title="Three demos at booth 2361"
      intro="Every demo ran live against a target we had made weak on purpose, so visitors could see an attack land and then see what would have caught it."
    >
      <ol className={styles.demos}>
        {boothDemos.map((demo) => (
          <li key={demo.title} className={styles.demo}>
            <Heading as="h3" className={styles.demoTitle}>
              {demo.title}
            </Heading>
            <p className={styles.command}>
              Built on <code>{demo.command}</code>
            </p>
            <p className={styles.demoBody}>{demo.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
