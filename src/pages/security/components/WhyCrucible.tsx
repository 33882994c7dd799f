import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {GITHUB_URL} from '@site/src/data/site';
import {securityReasons} from '@site/src/data/security';
import styles from './WhyCrucible.module.css';

/** The reasons to choose Crucible, as a numbered list of H3 points. */
export function WhyCrucibleSection(): ReactNode {
  return (
    <Section
      id="why-crucible"
      title="Why security teams choose Crucible"
      intro="Closed scanners ask you to send them your prompts and trust their verdicts. Crucible is built the other way round."
    >
      <ol className={styles.reasons}>
        {securityReasons.map((reason) => (
          <li key={reason.title} className={styles.reason}>
            <Heading as="h3" className={styles.title}>
              {reason.title}
            </Heading>
            <p className={styles.body}>{reason.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export default function WhyCruciblePage(): ReactNode {
  return (
    <Layout
      title="Why Crucible for AI security"
      description="Why AppSec teams pick Crucible: local execution, MIT-licensed graders, tests against the real app and evidence they can rerun."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="Why Crucible for AI security testing"
          lead="What sets an open-source, local-first tool apart when the thing under test holds customer data and the verdicts end up in an audit file."
        >
          <Link className="button button--primary button--lg" href={GITHUB_URL}>
            Read the source
          </Link>
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <WhyCrucibleSection />
      </main>
    </Layout>
  );
}
