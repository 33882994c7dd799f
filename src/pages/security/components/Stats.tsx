import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {securityStats} from '@site/src/data/security';
import styles from './Stats.module.css';

/** Figures from our own documentation and published commitments, each linked to its source. */
export function StatsSection(): ReactNode {
  return (
    <Section
      id="numbers"
      tone="muted"
      title="Numbers we can back up"
      intro="Every figure links to the page that supports it. We leave out customer counts and detection rates, because you could not check them."
    >
      <ul className={styles.stats}>
        {securityStats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <p className={styles.figure}>
              <span className={styles.value}>{stat.value}</span>
              {stat.unit && <span className={styles.unit}> {stat.unit}</span>}
              <span className={styles.label}> {stat.label}</span>
            </p>
            <p className={styles.detail}>{stat.detail}</p>
            <Link to={stat.source.to} className={styles.source}>
              {stat.source.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function StatsPage(): ReactNode {
  return (
    <Layout
      title="Crucible security in numbers"
      description="Documented providers, model scanner families, telemetry contents and our response time to vulnerability reports."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="Crucible by the numbers"
          lead="A short list of figures a security reviewer can verify on this site, from how many providers we document to how fast we answer a vulnerability report."
        >
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <StatsSection />
      </main>
    </Layout>
  );
}
