import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {applyHref, roles, type Role} from '@site/src/data/careers';
import styles from './OpenRoles.module.css';
import VisuallyHidden from '@site/src/components/VisuallyHidden';

function RoleCard({role}: {role: Role}): ReactNode {
  return (
    <article className={styles.role} aria-labelledby={`role-${role.id}`}>
      <Heading as="h3" id={`role-${role.id}`} className={styles.title}>
        {role.title}
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>Team</dt>
          <dd>{role.team}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{role.location}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{role.type}</dd>
        </div>
        <div>
          <dt>Pay</dt>
          <dd>{role.compensation}</dd>
        </div>
      </dl>
      <p>{role.summary}</p>
      <div className="row">
        <div className="col col--6">
          <Heading as="h4" className={styles.listTitle}>
            What you&apos;ll do
          </Heading>
          <ul>
            {role.whatYouWillDo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="col col--6">
          <Heading as="h4" className={styles.listTitle}>
            What you bring
          </Heading>
          <ul>
            {role.whatYouBring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
      <Link className="button button--primary" href={applyHref(role)} target="_self">
        Apply<VisuallyHidden> for {role.title}</VisuallyHidden>
      </Link>
    </article>
  );
}

/** Every open role from src/data/careers.ts, each with an Apply mailto link. */
export default function OpenRoles(): ReactNode {
  return (
    <Section
      title="Open roles"
      tone="muted"
      intro="Applications go to careers@crucible.dev; the Apply button opens your email app with the subject filled in. Salary ranges are for US hires, and offers elsewhere are benchmarked to the local market."
    >
      <div className={styles.list}>
        {roles.map((role) => (
          <RoleCard key={role.id} role={role} />
        ))}
      </div>
    </Section>
  );
}
