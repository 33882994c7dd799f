import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import useFormEndpoint from '@site/src/hooks/useFormEndpoint';
import FeedbackChannels from './_components/FeedbackChannels';
import FeedbackForm from './_components/FeedbackForm';

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: rendered as `<meta name="keywords">` with PageMetadata. The
 * page has no content module in src/data/, so they sit here beside its title and description.
 */
const keywords: readonly string[] = [
  'report a bug',
  'what to include in a bug report',
  'documentation error',
  'outdated page',
  'page rating',
  'where to ask questions',
];

export default function FeedbackPage(): ReactNode {
  const endpoint = useFormEndpoint('feedback');
  return (
    <Layout
      title="Feedback"
      description="Tell us what works and what does not: bugs go to GitHub issues, questions to Discord, and comments on the docs or site to our feedback inbox."
    >
      <PageMetadata keywords={keywords} />
      <main>
        <PageHeader
          title="Send us feedback"
          lead="Crucible and its docs get better when people tell us where they got stuck. Each kind of feedback has a place where the right people see it, and a short form for comments on the docs and this site."
        />
        <Section
          id="where-feedback-goes"
          title="Where feedback goes"
          intro="Reports in the right channel get answered sooner: bug reports need a maintainer who can reproduce them, questions benefit from an answer everyone can search, and page corrections go to the people who write the docs."
        >
          <FeedbackChannels />
        </Section>
        <Section
          id="feedback-form"
          tone="muted"
          title="Rate a page or feature"
          intro="Four questions, under a minute. The form checks your answers here in the browser before anything leaves the page, and the note above its fields says where they go."
        >
          <FeedbackForm endpoint={endpoint} />
        </Section>
      </main>
    </Layout>
  );
}
