import type {ReactNode} from 'react';
import FeatureGrid from '@site/src/components/FeatureGrid';
import Section from '@site/src/components/Section';
import {homeAudiences} from '@site/src/data/home';

/** The roles that adopt Crucible and what each of them uses it for. */
export default function Audience(): ReactNode {
  return (
    <Section
      id="who-uses-crucible"
      tone="muted"
      title="Who uses Crucible"
      intro="Most teams start with one of these jobs and pick up the others once the config file is in the repository."
    >
      <FeatureGrid features={homeAudiences} />
    </Section>
  );
}
