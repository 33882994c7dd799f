import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {securityFrameworks} from '@site/src/data/security';
import styles from './LogoSection.module.css';

/**
 * The frameworks and standards scan output maps to, as text badges. Deliberately no logos: these
 * are other organisations' marks, and none of them endorses Crucible.
 */
export function LogoSection(): ReactNode {
  return (
    <Section
      id="frameworks"
      tone="muted"
      title="Mapped to the frameworks you report against"
      intro="Findings and scan history slot into the risk lists and standards your auditors already use. None of these bodies certifies or endorses Crucible; the mapping is ours."
    >
      <ul className={styles.badges}>
        {securityFrameworks.map((framework) => (
          <li key={framework.short} className={styles.item}>
            <span className={styles.badge}>{framework.short}</span>
            <span className={styles.name}>{framework.name}</span>
            <span className={styles.contribution}>{framework.contribution}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function LogoSectionPage(): ReactNode {
  return (
    <Layout
      title="Frameworks and standards"
      description="How Crucible scan results map to the OWASP LLM Top 10, NIST AI RMF, MITRE ATLAS, the EU AI Act and ISO/IEC 42001."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="Frameworks and standards Crucible maps to"
          lead="Security and compliance reviews ask which risks you tested against which list. Here is what a Crucible scan contributes to each framework, and where its contribution stops."
        >
          <Link className="button button--primary button--lg" to="/red-teaming/">
            How scans are graded
          </Link>
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <LogoSection />
      </main>
    </Layout>
  );
}
