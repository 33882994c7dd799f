import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import {pricingKeywords} from '@site/src/data/pricing';
import PlanCards from './_components/PlanCards';
import ComparisonTable from './_components/ComparisonTable';
import PricingFaq from './_components/PricingFaq';

export default function PricingPage(): ReactNode {
  return (
    <Layout
      title="Pricing"
      description="Crucible Community is free and open source; Enterprise adds a hosted or on-prem team server with SSO, RBAC, audit logs and support."
    >
      <PageMetadata keywords={pricingKeywords} />
      <main>
        <PageHeader
          title="Pricing"
          lead="The engine is free and open source for everyone. Enterprise is for teams that need to share results, control who sees them and get support with a contract behind it."
        />
        <Section title="Plans">
          <PlanCards />
        </Section>
        <Section
          title="Compare Community and Enterprise"
          tone="muted"
          intro="Both editions run the same evaluation and red-team engine; the differences are in collaboration, governance and support."
        >
          <ComparisonTable />
        </Section>
        <Section title="Pricing questions">
          <PricingFaq />
        </Section>
        <CallToAction
          title="Start free, upgrade when your team needs it"
          body="Install the CLI and run your first eval in a few minutes, or talk to us about an Enterprise pilot."
          primary={{label: 'Get started', to: '/docs/getting-started/'}}
          secondary={{label: 'Contact sales', to: '/contact/'}}
        />
      </main>
    </Layout>
  );
}
