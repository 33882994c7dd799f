import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import CallToAction from '@site/src/components/CallToAction';
import FeatureGrid from '@site/src/components/FeatureGrid';
import ModelScanResults from '@site/src/components/ModelScanResults';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {modelSecurityKeywords, modelThreats} from '@site/src/data/modelSecurity';
import {modelsFolderScan} from '@site/src/data/sampleResults/modelScans';
import CiGate from './_components/CiGate';
import ScanUsage from './_components/ScanUsage';

export default function ModelSecurityPage(): ReactNode {
  return (
    <Layout
      title="Model security"
      description="Scan PyTorch, Keras, ONNX, TensorFlow and GGUF model files for code that runs on load, and block unsafe artifacts in CI with crucible scan-model."
    >
      <PageMetadata keywords={modelSecurityKeywords} />
      <main>
        <PageHeader
          title="Model security"
          lead={
            <>
              Loading a downloaded model often means running code its author chose.{' '}
              <code>crucible scan-model</code> reads checkpoints, graphs and archives without
              loading them and reports anything that would execute when they are opened.
            </>
          }
          view={
            <ModelScanResults
              scan={modelsFolderScan}
              caption={
                <>
                  the <Link to="#scan-before-you-load">scan of a models folder</Link> further down
                  this page
                </>
              }
            />
          }
        >
          <Link className="button button--primary button--lg" to="/docs/installation/">
            Install Crucible
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/model-audit/">
            Model audit docs
          </Link>
        </PageHeader>
        <Section
          id="what-hides-in-model-files"
          title="What can hide in a model file"
          intro="Weights are numbers, but the formats that carry them often also carry instructions for how to rebuild the model. Those instructions are where attackers hide."
        >
          <FeatureGrid features={modelThreats} />
        </Section>
        <ScanUsage />
        <CiGate />
        <CallToAction
          title="Scan the models you already have"
          body="Point npx crucible@latest scan-model at your models folder today, then add the workflow above so every new file gets the same check on its way in."
          primary={{label: 'Install Crucible', to: '/docs/installation/'}}
          secondary={{label: 'Ask about Enterprise', to: '/contact/'}}
        />
      </main>
    </Layout>
  );
}
