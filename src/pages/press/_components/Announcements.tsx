import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {announcements} from '@site/src/data/press';
import {formatDate} from '@site/src/utils/formatDate';
import styles from './Press.module.css';

export default function Announcements(): ReactNode {
  return (
    <Section
      title="Announcements"
      tone="muted"
      intro="Product releases and research we have published, newest first. Full details are on our blog and in the monthly release notes."
    >
      <ul className={styles.items}>
        {announcements.map((item) => (
          <li key={item.title} className={styles.item}>
            <time dateTime={item.date} className={styles.date}>
              {formatDate(item.date)}
            </time>
            <Heading as="h3" className={styles.itemTitle}>
              {item.title}
            </Heading>
            <p>{item.summary}</p>
            <Link className={styles.more} to={item.link.to}>
              {item.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
