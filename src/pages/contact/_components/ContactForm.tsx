import type {ReactNode} from 'react';
import {DeliveryStatus, FieldError, formStyles as styles} from '@site/src/components/Form';
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
} from './validateContact';

type Props = {
  /** Where valid messages are POSTed as JSON; null opens a prefilled email instead. */
  endpoint: string | null;
};

/**
 * The contact form: validates in the browser, then sends the message to the configured endpoint,
 * or, without one, opens the visitor's email app with the message addressed to the topic's inbox.
 */
export default function ContactForm({endpoint}: Props): ReactNode {
  const {
    values,
    errors,
    fieldId,
    errorId,
    fieldRef,
    handleChange,
    describedBy,
    delivery,
    handleSubmit,
    controlClass: control,
    invalid,
  } = useSendableForm({
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

      <div className={styles.field}>
        <label htmlFor={fieldId('name')}>Name</label>
        <input
          ref={fieldRef('name')}
          id={fieldId('name')}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={handleChange}
          aria-invalid={invalid('name')}
          aria-describedby={describedBy('name')}
          className={control('name')}
        />
        <FieldError id={errorId('name')} message={errors.name} />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('email')}>Email</label>
        <input
          ref={fieldRef('email')}
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={handleChange}
          aria-invalid={invalid('email')}
          aria-describedby={describedBy('email')}
          className={control('email')}
        />
        <FieldError id={errorId('email')} message={errors.email} />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('company')}>
          Company <span className={styles.optional}>(optional)</span>
        </label>
        <input
          ref={fieldRef('company')}
          id={fieldId('company')}
          name="company"
          type="text"
          autoComplete="organization"
          value={values.company}
          onChange={handleChange}
          aria-invalid={invalid('company')}
          aria-describedby={describedBy('company')}
          className={control('company')}
        />
        <FieldError id={errorId('company')} message={errors.company} />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('topic')}>Topic</label>
        <select
          ref={fieldRef('topic')}
          id={fieldId('topic')}
          name="topic"
          required
          value={values.topic}
          onChange={handleChange}
          aria-invalid={invalid('topic')}
          aria-describedby={describedBy('topic')}
          className={control('topic')}
        >
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </select>
        <FieldError id={errorId('topic')} message={errors.topic} />
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('message')}>Message</label>
        <p id={fieldId('message-hint')} className={styles.hint}>
          Between {MESSAGE_MIN_LENGTH} and {MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.
          For a security report, include the affected version and the steps to reproduce.
        </p>
        <textarea
          ref={fieldRef('message')}
          id={fieldId('message')}
          name="message"
          rows={8}
          required
          value={values.message}
          onChange={handleChange}
          aria-invalid={invalid('message')}
          aria-describedby={describedBy('message', fieldId('message-hint'))}
          className={control('message')}
        />
        <p className={styles.counter} aria-hidden="true">
          {messageLength.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
        </p>
        <FieldError id={errorId('message')} message={errors.message} />
      </div>

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
