import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import {securityKeywords} from '@site/src/data/security';
import {CallToActionSection} from './components/CallToAction';
import {FAQSection} from './components/FAQ';
import {FeaturesSection} from './components/Features';
import {HeroSection} from './components/Hero';
import {LogoSection} from './components/LogoSection';
import {StatsSection} from './components/Stats';
import {TestimonialsSection} from './components/Testimonials';
import {WhyCrucibleSection} from './components/WhyCrucible';

export default function SecurityPage(): ReactNode {
  return (
    <Layout
      title="Security testing for AI applications"
      description="Crucible for AppSec teams: red-team LLM apps, test guardrails, scan model files and gate CI, with findings mapped to OWASP."
    >
      <PageMetadata keywords={securityKeywords} />
      <main>
        <HeroSection />
        <LogoSection />
        <FeaturesSection />
        <StatsSection />
        <WhyCrucibleSection />
        <TestimonialsSection />
        <FAQSection />
        <CallToActionSection />
      </main>
    </Layout>
  );
}
