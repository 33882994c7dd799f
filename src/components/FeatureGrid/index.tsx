import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export type Feature = {
  title: string;
  body: ReactNode;
  /** Optional link under the body, e.g. into the docs. */
  link?: {label: string; to: string};
};

/** A responsive grid of short feature cards (title, text, optional link). */
export default function FeatureGrid({features}: {features: Feature[]}): ReactNode {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <Heading as="h3" className={styles.title}>
            {feature.title}
          </Heading>
          <div>{feature.body}</div>
          {feature.link && (
            <Link
              className={styles.link}
              to={feature.link.to}
              // An email address opens the mail app; a new tab would stay empty.
              {...(feature.link.to.startsWith('mailto:') && {target: '_self'})}
            >
              {feature.link.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
