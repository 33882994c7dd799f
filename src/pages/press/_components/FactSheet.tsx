import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import {pressFacts} from '@site/src/data/press';
import styles from './Press.module.css';

export default function FactSheet(): ReactNode {
  return (
    <Section title="Fact sheet" tone="muted">
      <dl className={styles.facts}>
        {pressFacts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
