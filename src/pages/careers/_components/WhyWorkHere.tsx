import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';

const reasons: Feature[] = [
  {
    title: 'Your work is public',
    body: (
      <p>
        The CLI, the attack generators and the web UI are MIT-licensed. Most of what you build is
        visible on GitHub the day it merges, and it ships to users in that month&apos;s release.
      </p>
    ),
  },
  {
    title: 'The problems are new',
    body: (
      <p>
        Agents that hold real tools, MCP servers that rewrite their own descriptions, guardrails
        that block legitimate users: there is little prior art, so we run the studies ourselves and
        publish the method.
      </p>
    ),
  },
  {
    title: 'Written, calm, remote',
    body: (
      <p>
        We decide in writing, keep three overlapping hours a day across time zones, and protect the
        rest for focused work. Meetings have an agenda or they do not happen.
      </p>
    ),
  },
  {
    title: 'Small enough to matter',
    body: (
      <p>
        There is no layer between you and the people who use the product. Engineers answer issues,
        talk to Enterprise customers and decide what goes in the release notes.
      </p>
    ),
  },
];

export default function WhyWorkHere(): ReactNode {
  return (
    <Section title="Why work here">
      <FeatureGrid features={reasons} />
    </Section>
  );
}
