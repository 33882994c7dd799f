import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  title: string;
  /** Anchor id; defaults to none. */
  id?: string;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  /** `muted` gives the band a tinted background to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  /** False keeps the band out of the site search, for content that lives on other pages. */
  searchable?: boolean;
  children?: ReactNode;
};

/** A full-width band of a page with an H2 heading. */
export default function Section({
  title,
  id,
  intro,
  tone = 'plain',
  searchable = true,
  children,
}: Props): ReactNode {
  // Declares the id as an anchor of the page, so links to `#id` pass the build's anchor check
  // (Docusaurus knows only the anchors of its Heading component and of those declared here).
  useBrokenLinks().collectAnchor(id);
  return (
    <section
      id={id}
      className={clsx(styles.section, tone === 'muted' && styles.muted)}
      data-search-exclude={searchable ? undefined : ''}
    >
      <div className="container">
        <Heading as="h2">{title}</Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}
