import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import CallToAction from '@site/src/components/CallToAction';
import FeatureGrid from '@site/src/components/FeatureGrid';
import McpProxyLog from '@site/src/components/McpProxyLog';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {mcpProxyKeywords, mcpRisks} from '@site/src/data/mcpProxy';
import {codingAgentSession} from '@site/src/data/sampleResults/mcpProxySessions';
import ProxyOverview from './_components/ProxyOverview';
import StarterPolicy from './_components/StarterPolicy';

export default function McpPage(): ReactNode {
  return (
    <Layout
      title="MCP proxy"
      description="Put crucible mcp proxy between AI agents and their MCP servers to log every tool call, flag poisoned tools and block calls your policy forbids."
    >
      <PageMetadata keywords={mcpProxyKeywords} />
      <main>
        <PageHeader
          title="MCP proxy"
          lead={
            <>
              Agents now choose their own tools from whatever MCP servers you connect.{' '}
              <code>crucible mcp proxy</code> sits in the middle of that conversation, records every
              tool call and refuses the ones your policy forbids.
            </>
          }
          view={
            <McpProxyLog
              session={codingAgentSession}
              caption={
                <>
                  a coding agent’s session under the{' '}
                  <Link to="#starter-policy">starter policy</Link> further down this page
                </>
              }
            />
          }
        >
          <Link className="button button--primary button--lg" to="/docs/integrations/mcp/">
            Test your MCP servers
          </Link>
          <Link
            className="button button--secondary button--lg"
            to="/docs/red-team/mcp-security-testing/"
          >
            MCP security testing
          </Link>
        </PageHeader>
        <Section
          id="mcp-risks"
          title="Where MCP servers go wrong"
          intro="The Model Context Protocol makes tools easy to plug in and equally easy to over-trust. None of these needs a bug in the client; each follows from trusting a server further than anyone checked it."
        >
          <FeatureGrid features={mcpRisks} />
        </Section>
        <ProxyOverview />
        <StarterPolicy />
        <CallToAction
          title="Put your MCP servers behind one checkpoint"
          body="Start in log-only mode, read what your agents actually call, then block what they never needed. Policy rules ship in Crucible 0.86.0 and later."
          primary={{label: 'Get started', to: '/docs/getting-started/'}}
          secondary={{label: 'Red-team your agent', to: '/red-teaming/'}}
        />
      </main>
    </Layout>
  );
}
