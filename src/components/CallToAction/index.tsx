import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

type Action = {label: string; to: string};

type Props = {
  title: string;
  body: ReactNode;
  primary: Action;
  secondary?: Action;
};

/** The closing band of a page: a heading, one sentence and one or two buttons. */
export default function CallToAction({title, body, primary, secondary}: Props): ReactNode {
  return (
    <section className={styles.cta}>
      <div className="container">
        <Heading as="h2">{title}</Heading>
        <p className={styles.body}>{body}</p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={primary.to}>
            {primary.label}
          </Link>
          {secondary && (
            <Link className="button button--secondary button--lg" to={secondary.to}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
