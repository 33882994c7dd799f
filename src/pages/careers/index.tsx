import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import CallToAction from '@site/src/components/CallToAction';
import {careersKeywords} from '@site/src/data/careers';
import WhyWorkHere from './_components/WhyWorkHere';
import HowWeHire from './_components/HowWeHire';
import Benefits from './_components/Benefits';
import OpenRoles from './_components/OpenRoles';

export default function CareersPage(): ReactNode {
  return (
    <Layout
      title="Careers"
      description="Open roles at Crucible, Inc., how our hiring process works step by step, and the pay and benefits we offer our remote-first team."
    >
      <PageMetadata keywords={careersKeywords} />
      <main>
        <PageHeader
          title="Careers at Crucible"
          lead="We are a small, remote-first team that maintains an open-source tool used to test and attack AI applications. Every role here ships work that thousands of developers can read, run and question."
        >
          <Link className="button button--secondary button--lg" to="/about/">
            Meet the team
          </Link>
        </PageHeader>
        <WhyWorkHere />
        <OpenRoles />
        <HowWeHire />
        <Benefits />
        <CallToAction
          title="No role that fits?"
          body="If you do security research on LLM systems or have contributed to Crucible, write to careers@crucible.dev anyway and tell us what you would work on."
          primary={{label: 'Read the contributing guide', to: '/docs/contributing/'}}
          secondary={{label: 'Other ways to reach us', to: '/contact/'}}
        />
      </main>
    </Layout>
  );
}
