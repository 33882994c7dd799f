import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Props = {
  /** The page's one H1. */
  title: string;
  /** One or two sentences under the title. */
  lead: ReactNode;
  /** Buttons or a command shown under the lead. */
  children?: ReactNode;
};

/** The banner at the top of every marketing, company and legal page. */
export default function PageHeader({title, lead, children}: Props): ReactNode {
  return (
    <header className={styles.header}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {title}
        </Heading>
        <p className={styles.lead}>{lead}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </header>
  );
}
