import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import Story from './_components/Story';
import Principles from './_components/Principles';
import Team from './_components/Team';
import WhereWeAre from './_components/WhereWeAre';

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: rendered as `<meta name="keywords">` with PageMetadata. The
 * page's text lives in its components, and src/data/team.ts holds only the roster it shares with
 * blog/authors.yml, so they sit here beside its title and description.
 */
const keywords: readonly string[] = [
  'founders',
  'company history',
  'mission',
  'leadership team',
  'company values',
  'san francisco office',
];

export default function AboutPage(): ReactNode {
  return (
    <Layout
      title="About"
      description="Why Crucible, Inc. builds an open-source tool for testing and red-teaming LLM apps, the principles we work by, and the team behind it."
    >
      <PageMetadata keywords={keywords} />
      <main>
        <PageHeader
          title="About Crucible"
          lead="We build the open-source tool that lets engineering and security teams test LLM prompts, agents and guardrails the way they already test code: in the repository, on every change."
        >
          <Link className="button button--primary button--lg" to="/careers/">
            Join the team
          </Link>
          <Link className="button button--secondary button--lg" to="/contact/">
            Get in touch
          </Link>
        </PageHeader>
        <Section
          title="Our mission"
          intro="Make testing an AI application as routine as running its unit tests, so that a prompt change, a model swap or a new tool never reaches users unchecked."
        >
          <p>
            Most teams still judge an LLM feature by pasting a handful of questions into a
            playground. We want every team that ships one to have a readable list of expectations
            and a list of attacks, both checked in beside the prompt and both run in CI. The
            open-source CLI is how we get there; the Enterprise edition pays for the work and adds
            what larger organisations need to share and govern the results.
          </p>
        </Section>
        <Story />
        <Principles />
        <Team />
        <WhereWeAre />
        <CallToAction
          title="Build it with us"
          body="We hire engineers and researchers who like breaking things on purpose. If that is you, read about our open roles, or write to us about anything else."
          primary={{label: 'See open roles', to: '/careers/'}}
          secondary={{label: 'Contact us', to: '/contact/'}}
        />
      </main>
    </Layout>
  );
}
