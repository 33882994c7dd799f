import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {PRESS_EMAIL, pressBoilerplate, pressKeywords} from '@site/src/data/press';
import FactSheet from './_components/FactSheet';
import PressKit from './_components/PressKit';
import Announcements from './_components/Announcements';
import Talks from './_components/Talks';
import PressContact from './_components/PressContact';

export default function PressPage(): ReactNode {
  return (
    <Layout
      title="Press"
      description="Press resources for Crucible, Inc.: company description, fact sheet, logo, recent announcements, talks and the press contact address."
    >
      <PageMetadata keywords={pressKeywords} />
      <main>
        <PageHeader
          title="Press"
          lead="Everything you need to write about Crucible: a description you can quote, the facts, our logo and the announcements and talks we have given."
        >
          <Link
            className="button button--primary button--lg"
            href={`mailto:${PRESS_EMAIL}`}
            target="_self"
          >
            Email {PRESS_EMAIL}
          </Link>
        </PageHeader>
        <Section
          title="About Crucible, Inc."
          intro="You may quote this paragraph as is or shorten it; please keep the company and product names as written."
        >
          <blockquote>
            <p>{pressBoilerplate}</p>
          </blockquote>
        </Section>
        <FactSheet />
        <PressKit />
        <Announcements />
        <Talks />
        <PressContact />
      </main>
    </Layout>
  );
}
