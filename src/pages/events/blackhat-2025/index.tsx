import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CallToAction from '@site/src/components/CallToAction';
import EventSchedule from '@site/src/components/EventSchedule';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {arsenalRecapPost, blackHat2025 as event, postCards} from '@site/src/data/events';
import {DISCORD_URL} from '@site/src/data/site';
import ArsenalResults from './_components/ArsenalResults';
import BoothDemos from './_components/BoothDemos';

export default function BlackHat2025Page(): ReactNode {
  return (
    <Layout
      title="Black Hat USA 2025"
      description="What Crucible did at Black Hat USA 2025 in Las Vegas: live attack demos at booth 2361, an Arsenal guardrail session, and what we learned."
    >
      <main>
        <PageHeader
          title="Crucible at Black Hat USA 2025"
          lead="Black Hat USA 2025 ran from 2 to 7 August at Mandalay Bay in Las Vegas. We spent the two Business Hall days at booth 2361 running live attacks, and on the Thursday morning scored three guardrails at an Arsenal station while the audience tried to break them."
        >
          <Link className="button button--primary button--lg" to="/contact/">
            Book a meeting
          </Link>
          <Link className="button button--secondary button--lg" to={arsenalRecapPost.to}>
            Read the Arsenal recap
          </Link>
        </PageHeader>
        <Section
          id="what-we-did"
          title="What we did there"
          intro="Our part of the week was hands-on: attacks running on real laptops against targets built to fail, and a research talk two days later at DEF CON."
        >
          <FeatureGrid features={[...event.activities]} />
        </Section>
        <Section
          id="schedule"
          tone="muted"
          title="Schedule"
          intro="The Business Hall, where the booths are, was open on Wednesday 6 and Thursday 7 August."
        >
          <EventSchedule
            sessions={event.schedule}
            caption="Where to find Crucible at Black Hat USA 2025, Mandalay Bay, Las Vegas (local time, PDT)."
          />
        </Section>
        <BoothDemos />
        <ArsenalResults />
        <Section
          id="what-we-learned"
          title="What we learned"
          intro="Most of these came from visitors at the Arsenal station, several of whom run filters in production and recognised their own setups in the failures."
        >
          <FeatureGrid features={[...event.lessons]} />
        </Section>
        <Section
          id="posts"
          tone="muted"
          title="Posts and release notes"
          intro="The full numbers, the demo config and the changes the week led to."
        >
          <FeatureGrid features={postCards(event.posts)} />
        </Section>
        <CallToAction
          title={event.booking.title}
          body={event.booking.body}
          primary={{label: 'Book a meeting', to: '/contact/'}}
          secondary={{label: 'Ask on Discord', to: DISCORD_URL}}
        />
      </main>
    </Layout>
  );
}
