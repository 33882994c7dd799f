import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import styles from './Hero.module.css';

type Step = {command: string; effect: string};

/** The other section pages, for readers who land on this one first. */
const TOPICS: {label: string; to: string; summary: string}[] = [
  {
    label: 'What security teams get',
    to: '/security/components/Features/',
    summary: 'OWASP-mapped scans, CI gating, findings, the MCP proxy and model scanning.',
  },
  {
    label: 'Frameworks we map to',
    to: '/security/components/LogoSection/',
    summary: 'OWASP LLM Top 10, NIST AI RMF, MITRE ATLAS, the EU AI Act and ISO/IEC 42001.',
  },
  {
    label: 'Numbers we can back up',
    to: '/security/components/Stats/',
    summary: 'Counts from our own documentation and the response times we commit to.',
  },
  {
    label: 'Why Crucible',
    to: '/security/components/WhyCrucible/',
    summary: 'Local execution, readable graders and evidence you can rerun.',
  },
  {
    label: 'What it looks like in practice',
    to: '/security/components/Testimonials/',
    summary: 'Illustrative scenarios from fictional AppSec and platform roles.',
  },
  {
    label: 'Security FAQ',
    to: '/security/components/FAQ/',
    summary: 'Data handling, air-gapped runs, production targets and compliance.',
  },
  {
    label: 'Where to start',
    to: '/security/components/CallToAction/',
    summary: 'A first scan on a laptop, a gate in CI, or a shared Enterprise server.',
  },
];

const FIRST_SCAN: Step[] = [
  {
    command: 'npx crucible@latest redteam init',
    effect: 'writes a redteam section: your app’s purpose, plugins and strategies',
  },
  {
    command: 'npx crucible@latest redteam run',
    effect: 'generates attacks for that purpose and sends them to your staging target',
  },
  {
    command: 'npx crucible@latest redteam report',
    effect: 'opens graded findings, grouped by OWASP category, on localhost:15500',
  },
];

/**
 * The top of the security page: its one H1, who it is for, the three commands of a first scan and
 * two buttons. Renders the H1 both on /security/ and on its own page.
 */
export function HeroSection(): ReactNode {
  return (
    <PageHeader
      title="Red teaming and guardrail testing for AppSec teams"
      lead="Crucible for security teams: attack your LLM application with prompts written for what it does, check that its guardrails stop attacks without stopping customers, and keep every result as evidence you can rerun."
    >
      <div className={styles.firstScan}>
        <p className={styles.caption}>
          A first scan against staging, from any machine with Node 20:
        </p>
        <ol className={styles.steps}>
          {FIRST_SCAN.map((step) => (
            <li key={step.command} className={styles.step}>
              <code className={styles.command}>{step.command}</code>
              <span className={styles.effect}>{step.effect}</span>
            </li>
          ))}
        </ol>
      </div>
      <Link className="button button--primary button--lg" to="/red-teaming/">
        See how a scan works
      </Link>
      <Link className="button button--secondary button--lg" to="/contact/">
        Talk to our security team
      </Link>
    </PageHeader>
  );
}

export default function HeroPage(): ReactNode {
  return (
    <Layout
      title="Crucible for security teams"
      description="Red teaming and guardrail testing for AppSec teams: attack your LLM app, measure its filters and keep rerunnable evidence."
    >
      <NoIndex />
      <main>
        <HeroSection />
        <Section
          title="Read on by topic"
          intro="The full security overview puts all of these on one page; each also stands on its own."
        >
          <ul className={styles.topics}>
            {TOPICS.map((topic) => (
              <li key={topic.to}>
                <Link to={topic.to} className={styles.topicLink}>
                  {topic.label}
                </Link>
                <span className={styles.topicSummary}>{topic.summary}</span>
              </li>
            ))}
            <li>
              <Link to="/security/" className={styles.topicLink}>
                The whole security overview
              </Link>
              <span className={styles.topicSummary}>Every section above in one page.</span>
            </li>
          </ul>
        </Section>
      </main>
    </Layout>
  );
}
