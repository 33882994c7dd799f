import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type RefObject,
  type FormEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  CONTACT_TOPICS,
  EMPTY_CONTACT,
  MESSAGE_MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
  buildContactMailto,
  characterCount,
  findTopic,
  firstInvalidField,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './validateContact';
import styles from './ContactForm.module.css';

type Opened = {email: string; href: string};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Contact form without a backend: it validates in the browser and then opens the visitor's email
 * app with a prefilled message to the chosen topic's address.
 */
export default function ContactForm(): ReactNode {
  const baseId = useId();
  const id = (field: ContactField | 'notice' | 'status') => `${baseId}-${field}`;
  const errorId = (field: ContactField) => `${baseId}-${field}-error`;

  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [opened, setOpened] = useState<Opened | null>(null);

  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const companyRef = useRef<HTMLInputElement>(null);
  const topicRef = useRef<HTMLSelectElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  function handleChange(event: ChangeEvent<FieldElement>) {
    const field = event.target.name as ContactField;
    const next = {...values, [field]: event.target.value};
    setValues(next);
    // Once a field shows an error, re-check it as the visitor types so the message clears as soon
    // as the value is fixed. Fields without an error are not checked until the next submit.
    if (errors[field] !== undefined) {
      setErrors((current) => ({...current, [field]: validateContact(next)[field]}));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setOpened(null);
      const refs: Record<ContactField, RefObject<FieldElement | null>> = {
        name: nameRef,
        email: emailRef,
        company: companyRef,
        topic: topicRef,
        message: messageRef,
      };
      refs[first].current?.focus();
      return;
    }
    const href = buildContactMailto(values);
    window.location.href = href;
    setOpened({email: findTopic(values.topic)?.email ?? '', href});
  }

  /** aria-describedby: the field's hint (if any) and its error (if shown). */
  function describedBy(field: ContactField, hint?: string): string | undefined {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  function errorText(field: ContactField): ReactNode {
    const message = errors[field];
    return message ? (
      <p id={errorId(field)} className={styles.error}>
        <span className={styles.errorLabel}>Error:</span> {message}
      </p>
    ) : null;
  }

  const messageLength = characterCount(values.message);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={id('notice')}
    >
      <p id={id('notice')} className={styles.notice}>
        This form opens your email app with the message filled in. We have no form backend yet, so
        nothing reaches us until you press Send in that app. All fields are required except Company.
      </p>

      <div className={styles.field}>
        <label htmlFor={id('name')}>Name</label>
        <input
          ref={nameRef}
          id={id('name')}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={handleChange}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          className={clsx(styles.control, errors.name && styles.invalid)}
        />
        {errorText('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('email')}>Email</label>
        <input
          ref={emailRef}
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={handleChange}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          className={clsx(styles.control, errors.email && styles.invalid)}
        />
        {errorText('email')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('company')}>
          Company <span className={styles.optional}>(optional)</span>
        </label>
        <input
          ref={companyRef}
          id={id('company')}
          name="company"
          type="text"
          autoComplete="organization"
          value={values.company}
          onChange={handleChange}
          aria-invalid={errors.company ? true : undefined}
          aria-describedby={describedBy('company')}
          className={clsx(styles.control, errors.company && styles.invalid)}
        />
        {errorText('company')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('topic')}>Topic</label>
        <select
          ref={topicRef}
          id={id('topic')}
          name="topic"
          required
          value={values.topic}
          onChange={handleChange}
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={describedBy('topic')}
          className={clsx(styles.control, errors.topic && styles.invalid)}
        >
          <option value="">Choose a topic</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic.id} value={topic.id}>
              {topic.label}
            </option>
          ))}
        </select>
        {errorText('topic')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('message')}>Message</label>
        <p id={`${baseId}-message-hint`} className={styles.hint}>
          Between {MESSAGE_MIN_LENGTH} and {MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.
          For a security report, include the affected version and the steps to reproduce.
        </p>
        <textarea
          ref={messageRef}
          id={id('message')}
          name="message"
          rows={8}
          required
          value={values.message}
          onChange={handleChange}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${baseId}-message-hint`)}
          className={clsx(styles.control, errors.message && styles.invalid)}
        />
        <p className={styles.counter} aria-hidden="true">
          {messageLength.toLocaleString('en-US')} / {MESSAGE_MAX_LENGTH.toLocaleString('en-US')}
        </p>
        {errorText('message')}
      </div>

      <button type="submit" className="button button--primary button--lg">
        Open in my email app
      </button>

      <div id={id('status')} role="status" className={styles.status}>
        {opened && (
          <p className={styles.success}>
            We asked your browser to open your email app with a message to {opened.email}. Nothing
            has been sent yet: check the text and press Send there. If no app opened, write to{' '}
            <Link href={opened.href} target="_self" className={styles.inlineLink}>
              {opened.email}
            </Link>{' '}
            from any email account.
          </p>
        )}
      </div>
    </form>
  );
}
