import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import CallToAction from '@site/src/components/CallToAction';
import EventSchedule from '@site/src/components/EventSchedule';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {defcon2025 as event, postCards, vegasPreviewPost} from '@site/src/data/events';
import {GITHUB_URL} from '@site/src/data/site';
import TalkDetails from './_components/TalkDetails';

export default function Defcon2025Page(): ReactNode {
  return (
    <Layout
      title="DEF CON 33"
      description="Crucible at DEF CON 33 in Las Vegas: our AI Village talk on red-teaming 27 tool-using agents, the schedule, and what the study taught us."
    >
      <main>
        <PageHeader
          title="Crucible at DEF CON 33"
          lead="DEF CON 33 ran from 7 to 10 August 2025 at the Las Vegas Convention Center. On the Saturday, Lena Hartmann presented our study of red-teaming tool-using agents in the AI Village: 27 deployments, real tools, and the ways they went wrong."
        >
          <Link className="button button--primary button--lg" to="/contact/">
            Book a meeting
          </Link>
          <Link className="button button--secondary button--lg" to={vegasPreviewPost.to}>
            Read the talk preview
          </Link>
        </PageHeader>
        <Section
          id="what-we-did"
          title="What we did there"
          intro="DEF CON was the research half of our week in Las Vegas; the demos had run at Black Hat in the days before."
        >
          <FeatureGrid features={[...event.activities]} />
        </Section>
        <Section
          id="schedule"
          tone="muted"
          title="Schedule"
          intro="The meetup venue went out in the #vegas-2025 Discord channel, so the table points there instead of naming a place."
        >
          <EventSchedule
            sessions={event.schedule}
            caption="Where to find Crucible at DEF CON 33, Las Vegas Convention Center (local time, PDT)."
          />
        </Section>
        <TalkDetails />
        <Section
          id="what-we-learned"
          tone="muted"
          title="What we learned"
          intro="The model is rarely the part to harden. The tools, their scopes and the data they return decide how much damage a successful injection can do."
        >
          <FeatureGrid features={[...event.lessons]} />
        </Section>
        <Section
          id="posts"
          title="Posts and release notes"
          intro="The preview has the full findings and a trimmed config for an operations agent; the release notes cover what changed in Crucible because of the study."
        >
          <FeatureGrid features={postCards(event.posts)} />
        </Section>
        <CallToAction
          title={event.booking.title}
          body={event.booking.body}
          primary={{label: 'Book a meeting', to: '/contact/'}}
          secondary={{label: 'Open the source on GitHub', to: GITHUB_URL}}
        />
      </main>
    </Layout>
  );
}
