import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import CallToAction from '@site/src/components/CallToAction';
import FeatureGrid from '@site/src/components/FeatureGrid';
import GuardrailResults from '@site/src/components/GuardrailResults';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {guardrailFailureModes, guardrailsKeywords} from '@site/src/data/guardrails';
import {billingInputFilterRun} from '@site/src/data/sampleResults/guardrailRuns';
import ErrorMatrix from './_components/ErrorMatrix';
import ExampleRun from './_components/ExampleRun';

export default function GuardrailsPage(): ReactNode {
  return (
    <Layout
      title="Guardrail testing"
      description="Measure how many attacks your LLM guardrail misses and how many legitimate requests it wrongly blocks, with one crucible guardrails run."
    >
      <PageMetadata keywords={guardrailsKeywords} />
      <main>
        <PageHeader
          title="Guardrail testing"
          lead={
            <>
              A filter that refuses everything stops every attack and ruins your product.{' '}
              <code>crucible guardrails</code> measures both sides: the attacks your guardrail lets
              through and the real requests it turns away.
            </>
          }
          view={
            <GuardrailResults
              runs={[billingInputFilterRun]}
              caption={
                <>
                  the <Link to="#example-run">run of Ledgerly’s billing filter</Link> further down
                  this page
                </>
              }
            />
          }
        >
          <Link className="button button--primary button--lg" to="/docs/guides/testing-guardrails/">
            Test your guardrail
          </Link>
          <Link
            className="button button--secondary button--lg"
            to="/docs/configuration/expected-outputs/guardrails/"
          >
            The guardrails assertion
          </Link>
        </PageHeader>
        <Section
          id="why-guardrails-fail"
          title="Why guardrails fail"
          intro="Input and output filters are usually chosen from a vendor’s benchmark, then never measured on the traffic they actually see. They go wrong in three predictable ways."
        >
          <FeatureGrid features={guardrailFailureModes} />
        </Section>
        <ErrorMatrix />
        <ExampleRun />
        <CallToAction
          title="Find out what your filter misses, and whom it refuses"
          body="Wrap your guardrail as a provider, keep the built-in benign set or bring your own, and get both rates in a single run."
          primary={{label: 'Get started', to: '/docs/getting-started/'}}
          secondary={{label: 'Red-team the whole app', to: '/red-teaming/'}}
        />
      </main>
    </Layout>
  );
}
