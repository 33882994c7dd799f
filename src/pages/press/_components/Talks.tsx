import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {talks} from '@site/src/data/press';
import {formatDate} from '@site/src/utils/formatDate';
import styles from './Press.module.css';

export default function Talks(): ReactNode {
  return (
    <Section
      title="Talks and appearances"
      intro="Our researchers and engineers are available to speak about testing and attacking LLM applications. Ask through the press address below."
    >
      <ul className={styles.items}>
        {talks.map((talk) => (
          <li key={talk.title} className={styles.item}>
            <time dateTime={talk.date} className={styles.date}>
              {formatDate(talk.date)}
            </time>
            <Heading as="h3" className={styles.itemTitle}>
              {talk.title}
            </Heading>
            <p className={styles.meta}>
              {talk.venue}. {talk.speakers}.
            </p>
            <p>{talk.summary}</p>
            <Link className={styles.more} to={talk.event.path}>
              Our {talk.event.name} page
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
