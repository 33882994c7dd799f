import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Delivery} from '@site/src/hooks/useFormDelivery';
import styles from './styles.module.css';

type Props = {
  delivery: Delivery;
  /** The inbox the prefilled email is addressed to. */
  recipient: string;
  /** What happens after a successful send, e.g. when to expect a reply. */
  sentMessage: string;
};

/** The live region under a form that says what happened to the message and what to do next. */
export default function DeliveryStatus({delivery, recipient, sentMessage}: Props): ReactNode {
  const emailLink = (href: string) => (
    <Link href={href} target="_self" className={styles.inlineLink}>
      {recipient}
    </Link>
  );
  return (
    <div role="status" className={styles.status}>
      {delivery.status === 'sending' && <p>Sending your message…</p>}
      {delivery.status === 'sent' && <p className={styles.success}>{sentMessage}</p>}
      {delivery.status === 'emailOpened' && (
        <p className={styles.success}>
          We asked your browser to open your email app with a message to {recipient}. Nothing has
          been sent yet: read it over and press Send there. If no app opened, write to{' '}
          {emailLink(delivery.href)} from any email account.
        </p>
      )}
      {delivery.status === 'failed' && (
        <p className={styles.failure}>
          <strong>Your message was not sent.</strong> {delivery.reason} Everything you wrote is
          still in the form: try again in a moment, or send it as an email to{' '}
          {emailLink(delivery.href)} instead.
        </p>
      )}
    </div>
  );
}
