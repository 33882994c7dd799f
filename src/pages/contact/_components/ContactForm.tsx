import type {ReactNode} from 'react';
import {DeliveryStatus, FormField, formStyles as styles} from '@site/src/components/Form';
import useSendableForm from '@site/src/hooks/useSendableForm';
import {
  CONTACT_FIELD_ORDER,
  CONTACT_TOPICS,
  EMPTY_CONTACT,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  buildContactMailto,
  characterCount,
  contactPayload,
  findTopic,
  validateContact,
} from '@site/src/lib/validateContact';

type Props = {
  /** Where valid messages are POSTed as JSON; null opens a prefilled email instead. */
  endpoint: string | null;
};

/**
 * The contact form: validates in the browser, then sends the message to the configured endpoint,
 * or, without one, opens the visitor's email app with the message addressed to the topic's inbox.
 */
export default function ContactForm({endpoint}: Props): ReactNode {
  const {values, fieldId, delivery, handleSubmit, bind, fieldProps} = useSendableForm({
    initial: EMPTY_CONTACT,
    validate: validateContact,
    order: CONTACT_FIELD_ORDER,
    endpoint,
    toPayload: contactPayload,
    toMailto: buildContactMailto,
  });
  const messageLength = characterCount(values.message);
  const recipient = findTopic(values.topic)?.email ?? CONTACT_TOPICS[0].email;

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={fieldId('notice')}
    >
      <p id={fieldId('notice')} className={styles.notice}>
        {endpoint
          ? 'This form sends your message straight to the team that owns the topic you choose. '
          : 'This site has no form service configured, so the button opens your email app with the message filled in; nothing reaches us until you press Send there. '}
        All fields are required except Company.
      </p>

      <FormField label="Name" {...fieldProps('name')}>
        <input {...bind('name')} type="text" autoComplete="name" required />
      </FormField>

      <FormField label="Email" {...fieldProps('email')}>
        <input {...bind('email')} type="email" autoComplete="email" inputMode="email" required />
      </FormField>

      <FormField label="Company" optional {...fieldProps('company')}>
        <input {...bind('company')} type="text" autoComplete="organization" />
      </FormField>

      <FormField label="Topic" {...fieldProps('topic')}>
        <select {...bind('topic')} required>
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </select>
      </FormField>

      <FormField
        label="Message"
        hint={
          <>
            Between {MESSAGE_MIN_LENGTH} and {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}{' '}
            characters. For a security report, include the affected version and the steps to
            reproduce.
          </>
        }
        after={
          <p className={styles.counter} aria-hidden="true">
            {messageLength.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
          </p>
        }
        {...fieldProps('message')}
      >
        <textarea {...bind('message', {hinted: true})} rows={8} required />
      </FormField>

      <button
        type="submit"
        className="button button--primary button--lg"
        aria-disabled={delivery.status === 'sending' ? true : undefined}
      >
        {endpoint ? 'Send message' : 'Open in my email app'}
      </button>

      <DeliveryStatus
        delivery={delivery}
        recipient={recipient}
        sentMessage="Thank you: your message reached us. Someone from the team that owns the topic replies by email, usually within two working days."
      />
    </form>
  );
}
