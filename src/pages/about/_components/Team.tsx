import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Section from '@site/src/components/Section';
import {team, type TeamMember} from '@site/src/data/team';
import styles from './Team.module.css';

function Member({member}: {member: TeamMember}): ReactNode {
  return (
    <li className={styles.card}>
      {/* The name is the next element, so the avatar (initials) is decorative. */}
      <img
        className={styles.avatar}
        src={useBaseUrl(member.avatar)}
        alt=""
        aria-hidden="true"
        width={72}
        height={72}
      />
      <div>
        <Heading as="h3" className={styles.name}>
          {member.name}
        </Heading>
        <p className={styles.role}>{member.role}</p>
        <p className={styles.bio}>{member.bio}</p>
      </div>
    </li>
  );
}

/** The team grid, from src/data/team.ts. */
export default function Team(): ReactNode {
  return (
    <Section
      title="The team"
      tone="muted"
      intro="These are the people you will meet in GitHub issues, on Discord and on the blog."
    >
      <ul className={styles.grid}>
        {team.map((member) => (
          <Member key={member.id} member={member} />
        ))}
      </ul>
    </Section>
  );
}
