import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import useFormEndpoint from '@site/src/hooks/useFormEndpoint';
import ContactChannels from './_components/ContactChannels';
import ContactForm from './_components/ContactForm';

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: rendered as `<meta name="keywords">` with PageMetadata. The
 * page has no content module in src/data/, so they sit here beside its title and description.
 */
const keywords: readonly string[] = [
  'email us',
  'talk to sales',
  'get help',
  'request a pilot',
  'support email address',
  'contact form',
];

export default function ContactPage(): ReactNode {
  const endpoint = useFormEndpoint('contact');
  return (
    <Layout
      title="Contact"
      description="Reach Crucible sales, Enterprise support, the security team or press, or find community help on Discord and GitHub issues."
    >
      <PageMetadata keywords={keywords} />
      <main>
        <PageHeader
          title="Contact us"
          lead="Pick the channel that matches your question and it reaches the people who can answer it, not a shared inbox. For help with the open-source CLI, the community channels are usually the fastest."
        />
        <Section
          title="Ways to reach us"
          intro="Every address below is read by the team that owns it during US and European working hours."
        >
          <ContactChannels />
        </Section>
        <Section
          title="Send us a message"
          tone="muted"
          intro="Prefer a form? Fill this one in and choose a topic; it reaches the same inbox as the matching address above."
        >
          <ContactForm endpoint={endpoint} />
        </Section>
      </main>
    </Layout>
  );
}
