import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import NoIndex from '@site/src/components/NoIndex';
import CallToActionBand from '@site/src/components/CallToAction';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {securityStartPaths} from '@site/src/data/security';

/** The close of the security page: three ways in, then the shared call-to-action band. */
export function CallToActionSection(): ReactNode {
  return (
    <>
      <Section
        id="get-started"
        tone="muted"
        title="Pick a starting point"
        intro="Nothing here needs a sales call. Start small on one machine and move into the pipeline once the findings are worth acting on."
      >
        <FeatureGrid features={securityStartPaths} />
      </Section>
      <CallToActionBand
        title="Attack your staging app before someone else does"
        body="Install the CLI, write one paragraph about what your application must never do, and read the graded findings the same day."
        primary={{label: 'Get started', to: '/docs/getting-started/'}}
        secondary={{label: 'Talk to our security team', to: '/contact/'}}
      />
    </>
  );
}

export default function CallToActionPage(): ReactNode {
  return (
    <Layout
      title="Start security testing"
      description="Three ways to start testing the security of your AI application with Crucible: on a laptop, in CI, or across teams."
    >
      <NoIndex />
      <main>
        <PageHeader
          title="Start security testing with Crucible"
          lead="The same engine runs on a laptop, in a CI job and on a shared Enterprise server, so the first scan you run is never thrown away."
        >
          <Link className="button button--secondary button--lg" to="/security/">
            Security overview
          </Link>
        </PageHeader>
        <CallToActionSection />
      </main>
    </Layout>
  );
}
