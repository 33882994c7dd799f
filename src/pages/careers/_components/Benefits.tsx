import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';

const benefits: Feature[] = [
  {
    title: 'Published pay',
    body: (
      <p>
        Every role lists its salary range. Everyone also gets stock options, with ten years to
        exercise them after leaving instead of the usual ninety days.
      </p>
    ),
  },
  {
    title: 'Health cover',
    body: (
      <p>
        In the US we pay the full premium for medical, dental and vision cover for you and 75% for
        dependants. Elsewhere we pay a monthly health stipend on top of local public cover.
      </p>
    ),
  },
  {
    title: 'Time off',
    body: (
      <p>
        At least 25 days of paid leave a year plus your local public holidays, and the company
        closes between 24 December and 1 January. Managers check that people actually take it.
      </p>
    ),
  },
  {
    title: 'Parental leave',
    body: <p>Sixteen weeks at full pay for every parent, however the child joins your family.</p>,
  },
  {
    title: 'Equipment and workspace',
    body: (
      <p>
        A laptop of your choice, USD 1,500 to set up a home office, and a coworking membership if
        you work better away from home.
      </p>
    ),
  },
  {
    title: 'Learning and conferences',
    body: (
      <p>
        USD 2,000 a year for courses, books and conference tickets, and paid time to prepare a talk
        when you have something to present.
      </p>
    ),
  },
];

export default function Benefits(): ReactNode {
  return (
    <Section
      title="Benefits"
      intro="The same package applies to every full-time employee, adapted where local law or health systems differ."
    >
      <FeatureGrid features={benefits} />
    </Section>
  );
}
