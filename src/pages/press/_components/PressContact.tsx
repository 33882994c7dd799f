import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {PRESS_EMAIL} from '@site/src/data/press';
import styles from './Press.module.css';

export default function PressContact(): ReactNode {
  return (
    <Section title="Press contact" tone="muted">
      <p className={styles.contactText}>
        Write to us with your deadline in the subject line and we will answer within one working
        day. If your story involves a vulnerability that is not yet fixed, tell us before publishing
        so the security team can coordinate disclosure.
      </p>
      <div className={styles.actions}>
        <Link
          className="button button--primary button--lg"
          href={`mailto:${PRESS_EMAIL}`}
          target="_self"
        >
          {PRESS_EMAIL}
        </Link>
        <Link className="button button--secondary button--lg" to="/about/">
          About the company and team
        </Link>
      </div>
    </Section>
  );
}
