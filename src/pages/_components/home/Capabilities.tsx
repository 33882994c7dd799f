import type {ReactNode} from 'react';
import FeatureGrid from '@site/src/components/FeatureGrid';
import Section from '@site/src/components/Section';
import {homeCapabilities} from '@site/src/data/home';

/** The five product areas, each a card that links to its own page. */
export default function Capabilities(): ReactNode {
  return (
    <Section
      id="what-crucible-does"
      title="What Crucible does"
      intro="Five tools share one config format, one local results database and one web viewer, so a prompt regression and a security finding land in the same report."
    >
      <FeatureGrid features={homeCapabilities} />
    </Section>
  );
}
