import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import styles from './WhereWeAre.module.css';

/** Remote-first, with one office in San Francisco. */
export default function WhereWeAre(): ReactNode {
  return (
    <Section title="Where we are">
      <div className="row">
        <div className="col col--8">
          <p>
            Crucible is remote-first. The team works from North America and Europe, and we keep our
            working hours overlapping for three hours a day so nobody waits a night for a review.
            Decisions are written down in design notes and GitHub issues, which also means the
            community can see why the tool works the way it does.
          </p>
          <p>
            Our one office is in San Francisco. It hosts customer workshops and the twice-yearly
            week when the whole team meets in person; nobody is expected to commute to it.
          </p>
        </div>
        <div className="col col--4">
          <ul className={styles.links}>
            <li>
              <Link className="button button--primary button--block" to="/careers/">
                Open roles and how we hire
              </Link>
            </li>
            <li>
              <Link className="button button--secondary button--block" to="/contact/">
                Sales, support, security and press contacts
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
