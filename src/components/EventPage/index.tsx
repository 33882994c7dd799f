import {Children, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {PageMetadata} from '@docusaurus/theme-common';
import CallToAction from '@site/src/components/CallToAction';
import EventSchedule from '@site/src/components/EventSchedule';
import FeatureGrid from '@site/src/components/FeatureGrid';
import PageHeader from '@site/src/components/PageHeader';
import Section from '@site/src/components/Section';
import {postCards, type ConferenceEvent} from '@site/src/data/events';

type Props = {
  event: ConferenceEvent;
  /** The sections only this event has, placed between the schedule and the lessons. */
  children?: ReactNode;
};

/**
 * The page of one conference we attended: what we did, the schedule, the event's own sections,
 * what we learned, the posts about it and a meeting invitation. Words come from src/data/events.
 */
export default function EventPage({event, children}: Props): ReactNode {
  const {page} = event;
  // Bands alternate plain and muted; the event's own sections sit in the middle of the run.
  const ownSections = Children.count(children);
  const lessonsTone = ownSections % 2 === 0 ? 'plain' : 'muted';
  const postsTone = lessonsTone === 'plain' ? 'muted' : 'plain';
  return (
    <Layout title={event.name} description={page.description}>
      <PageMetadata keywords={page.keywords} />
      <main>
        <PageHeader title={page.heading} lead={page.lead}>
          <Link className="button button--primary button--lg" to="/contact/">
            Book a meeting
          </Link>
          <Link className="button button--secondary button--lg" to={page.recap.to}>
            {page.recap.label}
          </Link>
        </PageHeader>
        <Section id="what-we-did" title="What we did there" intro={page.intros.activities}>
          <FeatureGrid features={[...event.activities]} />
        </Section>
        <Section id="schedule" tone="muted" title="Schedule" intro={page.intros.schedule}>
          <EventSchedule sessions={event.schedule} caption={page.scheduleCaption} />
        </Section>
        {children}
        <Section
          id="what-we-learned"
          tone={lessonsTone}
          title="What we learned"
          intro={page.intros.lessons}
        >
          <FeatureGrid features={[...event.lessons]} />
        </Section>
        <Section
          id="posts"
          tone={postsTone}
          title="Posts and release notes"
          intro={page.intros.posts}
        >
          <FeatureGrid features={postCards(event.posts)} />
        </Section>
        <CallToAction
          title={event.booking.title}
          body={event.booking.body}
          primary={{label: 'Book a meeting', to: '/contact/'}}
          secondary={page.secondary}
        />
      </main>
    </Layout>
  );
}
