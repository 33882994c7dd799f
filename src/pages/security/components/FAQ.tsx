import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {securityFaq} from '@site/src/data/security';
import styles from './FAQ.module.css';

/** Questions security reviewers ask, each an H3 with its answer and an optional link. */
export function FAQSection(): ReactNode {
  return (
    <Section
      id="faq"
      title="Questions security reviewers ask"
      intro="The questions that come up in vendor reviews and threat-model sessions, answered plainly."
    >
      <div className={styles.faq}>
        {securityFaq.map((item) => (
          <div key={item.question} className={styles.item}>
            <Heading as="h3" className={styles.question}>
              {item.question}
            </Heading>
            <p className={styles.answer}>{item.answer}</p>
            {item.link && (
              <Link to={item.link.to} className={styles.more}>
                {item.link.label}
              </Link>
            )}
          </div>
        ))}
      </div>
    </Section>
  );
}

export default function FAQPage(): ReactNode {
  return (
    <Layout
      title="Security FAQ"
      description="Answers for security reviewers: data handling, offline scans, grader models, production targets, compliance and cost."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="Security FAQ"
          lead="What happens to your prompts, where scans can run, who grades the attacks and what a clean report does and does not prove."
        >
          <Link className="button button--primary button--lg" to="/contact/">
            Ask us something else
          </Link>
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <FAQSection />
      </main>
    </Layout>
  );
}
