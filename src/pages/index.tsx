import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import CallToAction from '@site/src/components/CallToAction';
import {INSTALL_COMMAND, TAGLINE} from '@site/src/data/site';
import {homeKeywords} from '@site/src/data/home';
import Audience from './_components/home/Audience';
import Capabilities from './_components/home/Capabilities';
import ConfigExample from './_components/home/ConfigExample';
import Hero from './_components/home/Hero';
import HowItWorks from './_components/home/HowItWorks';
import LatestPosts from './_components/home/LatestPosts';

export default function Home(): ReactNode {
  return (
    <Layout
      title={`${TAGLINE}: evals and red teaming for LLM apps`}
      description="Crucible is an open-source CLI that tests LLM prompts, red-teams AI apps, scores guardrails, scans model files and guards MCP tool calls."
    >
      <PageMetadata keywords={homeKeywords} />
      <main>
        <Hero title={TAGLINE} command={INSTALL_COMMAND} />
        <Capabilities />
        <ConfigExample />
        <HowItWorks />
        <Audience />
        <LatestPosts />
        <CallToAction
          title="Run your first eval in ten minutes"
          body="The getting-started guide builds a two-model comparison from an empty folder. If you need single sign-on, a shared results server or an on-prem install, compare the plans."
          primary={{label: 'Get started', to: '/docs/getting-started/'}}
          secondary={{label: 'See pricing', to: '/pricing/'}}
        />
      </main>
    </Layout>
  );
}
