import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import CallToAction from '@site/src/components/CallToAction';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PageHeader from '@site/src/components/PageHeader';
import RedTeamReport from '@site/src/components/RedTeamReport';
import Section from '@site/src/components/Section';
import {redTeamingKeywords, redTeamRisks} from '@site/src/data/redTeaming';
import {skylarkReport} from '@site/src/data/sampleResults/redTeamReports';
import ExampleConfig from './_components/ExampleConfig';
import FrameworkMap from './_components/FrameworkMap';
import ScanFlow from './_components/ScanFlow';

export default function RedTeamingPage(): ReactNode {
  return (
    <Layout
      title="AI red teaming"
      description="Generate attacks aimed at your LLM app's purpose, run them against staging and get graded findings mapped to the OWASP LLM Top 10."
    >
      <PageMetadata keywords={redTeamingKeywords} />
      <main>
        <PageHeader
          title="AI red teaming"
          lead="Crucible attacks your LLM application the way a determined user would, with hundreds of prompts aimed at what your app is for, and grades every reply."
          view={
            <RedTeamReport
              sample={skylarkReport}
              caption={
                <>
                  the <Link to="#example-config">example scan</Link> of the Skylark booking agent
                  further down this page
                </>
              }
            />
          }
        >
          <Link className="button button--primary button--lg" to="/docs/red-team/quickstart/">
            Run a first scan
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/red-team/">
            Red-team docs
          </Link>
        </PageHeader>
        <Section
          id="what-goes-wrong"
          title="What attackers try"
          intro="Functional tests check that the app does its job. These failures are about the app doing someone else’s."
        >
          <FeatureGrid features={redTeamRisks} />
        </Section>
        <ScanFlow />
        <ExampleConfig />
        <FrameworkMap />
        <CallToAction
          title="Point Crucible at your staging app"
          body="Write a purpose, pick a few plugins and two strategies, and have graded findings from your own application the same afternoon."
          primary={{label: 'Start the quickstart', to: '/docs/red-team/quickstart/'}}
          secondary={{label: 'Talk to our team', to: '/contact/'}}
        />
      </main>
    </Layout>
  );
}
