import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import CallToAction from '@site/src/components/CallToAction';
import ConfigValidator from './_components/ConfigValidator';
import WhatItChecks from './_components/WhatItChecks';
import CliEquivalent from './_components/CliEquivalent';

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: rendered as `<meta name="keywords">` with PageMetadata. The
 * page has no content module in src/data/, so they sit here beside its title and description.
 */
const keywords: readonly string[] = [
  'yaml linter',
  'online config checker',
  'json schema errors',
  'crucible validate',
  'indentation errors',
  'pre-commit check',
];

export default function ValidatorPage(): ReactNode {
  return (
    <Layout
      title="Config validator"
      description="Paste or open a crucibleconfig.yaml and find YAML errors, unknown keys and malformed tests in your browser before you run an eval."
    >
      <PageMetadata keywords={keywords} />
      <main>
        <PageHeader
          title="Config validator"
          lead="Check a crucibleconfig.yaml for broken YAML, misspelt keys and malformed tests before an eval fails on them. The check runs in this browser tab; nothing is uploaded."
        >
          <Link className="button button--secondary button--lg" to="/docs/usage/command-line/">
            CLI reference
          </Link>
        </PageHeader>
        <Section
          id="check"
          title="Check a config"
          intro="Paste a config or open one from disk, then press Validate. Problems are listed with their line, and you can jump to each one in the editor."
        >
          <ConfigValidator />
        </Section>
        <WhatItChecks />
        <CliEquivalent />
        <CallToAction
          title="Config passes? Run it."
          body="The getting started guide takes a valid config through a first eval and the results view in a few minutes."
          primary={{label: 'Get started', to: '/docs/getting-started/'}}
          secondary={{label: 'Troubleshooting', to: '/docs/usage/troubleshooting/'}}
        />
      </main>
    </Layout>
  );
}
