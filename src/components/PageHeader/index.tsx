import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** The page's one H1. */
  title: string;
  /** One or two sentences under the title. */
  lead: ReactNode;
  /** Buttons or a command shown under the lead. */
  children?: ReactNode;
  /**
   * What the product gives back (a product view from src/components). It comes after the text in
   * the document, so the H1 and the lead are read first and stay the largest text painted first.
   */
  view?: ReactNode;
  /**
   * `beside` puts a compact view to the right of the text on wide screens; `below` gives a wide
   * one the container's full width under the text. Both stack text, then view, on narrow screens.
   */
  viewPlacement?: 'beside' | 'below';
};

/** The banner at the top of every marketing, company and legal page. */
export default function PageHeader({
  title,
  lead,
  children,
  view,
  viewPlacement = 'below',
}: Props): ReactNode {
  return (
    <header className={styles.header}>
      <div className={clsx('container', view && viewPlacement === 'beside' && styles.beside)}>
        <div className={styles.text}>
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>{lead}</p>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {view && <div className={styles.view}>{view}</div>}
      </div>
    </header>
  );
}
