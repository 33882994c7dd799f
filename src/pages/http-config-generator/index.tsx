import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import Generator from './_components/Generator';
import WhatItChanges from './_components/WhatItChanges';
import NextSteps from './_components/NextSteps';

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: rendered as `<meta name="keywords">` with PageMetadata. The
 * page has no content module in src/data/, so they sit here beside its title and description.
 */
const keywords: readonly string[] = [
  'curl to yaml',
  'copy as curl',
  'devtools request',
  'transform response',
  'api key to environment variable',
  'openai-compatible endpoint',
];

export default function HttpConfigGeneratorPage(): ReactNode {
  return (
    <Layout
      title="HTTP config generator"
      description="Turn a curl command or raw HTTP request into a crucibleconfig.yaml http target, with the prompt templated and secrets moved to env vars."
    >
      <PageMetadata keywords={keywords} />
      <main>
        <PageHeader
          title="HTTP config generator"
          lead="Paste the curl command or raw request your app sends to its chat API and get a crucibleconfig.yaml that tests it: the user message becomes {{prompt}}, credentials become environment variables, and a sample response sets transformResponse. It all runs in this browser tab."
        >
          <Link className="button button--secondary button--lg" to="/docs/providers/http/">
            HTTP target docs
          </Link>
        </PageHeader>
        <Section
          id="generate"
          title="Generate a config"
          intro="Choose the format, paste the request, and add one response from the API if you have it. Generate shows the YAML, with a copy button, and a note for every change it made."
        >
          <Generator />
        </Section>
        <WhatItChanges />
        <NextSteps />
        <CallToAction
          title="Test what your users actually reach"
          body="An http target sends every prompt through your real stack, retrieval, tools and guardrails included. The reference covers sessions, OAuth, client certificates and streaming."
          primary={{label: 'Read the HTTP target reference', to: '/docs/providers/http/'}}
          secondary={{label: 'Red teaming', to: '/red-teaming/'}}
        />
      </main>
    </Layout>
  );
}
