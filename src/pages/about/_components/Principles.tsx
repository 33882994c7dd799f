import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';

const principles: Feature[] = [
  {
    title: 'Open source first',
    body: (
      <p>
        A testing tool sees your prompts, your test data and often your API keys, so everything that
        runs on your machine is MIT-licensed and public: the CLI, the attack generators and the web
        UI. Enterprise adds collaboration and governance around it, never a better engine. We plan
        in the public issue tracker, and community pull requests land in the same monthly release as
        ours.
      </p>
    ),
    link: {label: 'Read the contributing guide', to: '/docs/contributing/'},
  },
  {
    title: 'Test like an attacker',
    body: (
      <p>
        A model that behaves in a demo tells you little. We generate attacks from what your
        application is for, follow them across many turns, and count a finding only when the harm
        happens, such as a tool call that really went through, rather than when a model merely talks
        about it. Our research team runs the same engine against real agents before a plugin ships.
      </p>
    ),
    link: {label: 'How red teaming works', to: '/red-teaming/'},
  },
  {
    title: "Measure, don't guess",
    body: (
      <p>
        Opinions about which prompt or model is better are cheap; a results matrix is not. We prefer
        deterministic checks where they work, graders where they do not, and numbers that show the
        cost of a choice. That is why guardrail scoring reports false positives next to the block
        rate: a filter that blocks everything is not safe, only broken.
      </p>
    ),
    link: {label: 'Write your first eval', to: '/docs/getting-started/'},
  },
];

/** The three principles that decide what we build and how. */
export default function Principles(): ReactNode {
  return (
    <Section
      title="What we believe"
      intro="Three principles settle most product arguments at Crucible before they start."
    >
      <FeatureGrid features={principles} />
    </Section>
  );
}
