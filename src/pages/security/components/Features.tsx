import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {securityFeatures} from '@site/src/data/security';

/** The capabilities a security team uses, as an H2 band of linked cards. */
export function FeaturesSection(): ReactNode {
  return (
    <Section
      id="capabilities"
      title="What security teams get"
      intro="Six capabilities in one open-source CLI, each usable on its own and each documented down to its exit codes and rule ids."
    >
      <FeatureGrid features={securityFeatures} />
    </Section>
  );
}

export default function FeaturesPage(): ReactNode {
  return (
    <Layout
      title="Security features"
      description="OWASP-mapped red-team scans, CI gating, findings triage, an MCP proxy, model file scanning and guardrail tests in one CLI."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="Crucible features for security teams"
          lead="The parts of Crucible an application security team reaches for first, from attack generation to the evidence a reviewer asks for afterwards."
        >
          <Link className="button button--primary button--lg" to="/docs/getting-started/">
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <FeaturesSection />
      </main>
    </Layout>
  );
}
