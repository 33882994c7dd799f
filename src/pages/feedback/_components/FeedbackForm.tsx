import {
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  EMPTY_FEEDBACK,
  FEEDBACK_EMAIL,
  FEEDBACK_RATINGS,
  buildFeedbackMailto,
  characterCount,
  firstInvalidField,
  validateFeedback,
  type FeedbackErrors,
  type FeedbackField,
  type FeedbackValues,
} from './validateFeedback';
import styles from './FeedbackForm.module.css';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Feedback form without a backend, built like the contact form: it validates in the browser and
 * then opens the visitor's email app with a prefilled message to the feedback inbox.
 */
export default function FeedbackForm(): ReactNode {
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const errorId = (field: FeedbackField) => `${baseId}-${field}-error`;

  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [openedHref, setOpenedHref] = useState<string | null>(null);

  const subjectRef = useRef<HTMLInputElement>(null);
  const firstRatingRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  function handleChange(event: ChangeEvent<FieldElement>) {
    const field = event.target.name as FeedbackField;
    const next = {...values, [field]: event.target.value};
    setValues(next);
    // A field that shows an error is re-checked as the visitor fixes it, so the message clears
    // at once; other fields wait for the next submit instead of scolding mid-sentence.
    if (errors[field] !== undefined) {
      setErrors((current) => ({...current, [field]: validateFeedback(next)[field]}));
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateFeedback(values);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      setOpenedHref(null);
      const refs: Record<FeedbackField, RefObject<FieldElement | null>> = {
        subject: subjectRef,
        rating: firstRatingRef,
        comment: commentRef,
        email: emailRef,
      };
      refs[first].current?.focus();
      return;
    }
    const href = buildFeedbackMailto(values);
    window.location.href = href;
    setOpenedHref(href);
  }

  /** aria-describedby: the field's hint (if any) and its error (if shown). */
  function describedBy(field: FeedbackField, hint?: string): string | undefined {
    const ids = [hint, errors[field] ? errorId(field) : undefined].filter(Boolean);
    return ids.length > 0 ? ids.join(' ') : undefined;
  }

  function errorText(field: FeedbackField): ReactNode {
    const message = errors[field];
    return message ? (
      <p id={errorId(field)} className={styles.error}>
        <span className={styles.errorLabel}>Error:</span> {message}
      </p>
    ) : null;
  }

  const commentLength = characterCount(values.comment);

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={id('notice')}
    >
      <p id={id('notice')} className={styles.notice}>
        This form does not send anything by itself. The button opens your email app with a message
        to {FEEDBACK_EMAIL} already written from your answers; it reaches us only when you press
        Send there. Every field is required except Email.
      </p>

      <div className={styles.field}>
        <label htmlFor={id('subject')}>Page or feature</label>
        <p id={id('subject-hint')} className={styles.hint}>
          Paste the page address or name the feature, for example /docs/getting-started/ or crucible
          view.
        </p>
        <input
          ref={subjectRef}
          id={id('subject')}
          name="subject"
          type="text"
          required
          value={values.subject}
          onChange={handleChange}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject', id('subject-hint'))}
          className={clsx(styles.control, errors.subject && styles.invalid)}
        />
        {errorText('subject')}
      </div>

      <fieldset className={clsx(styles.fieldset, errors.rating && styles.invalidGroup)}>
        <legend className={styles.legend}>How useful was it?</legend>
        {errorText('rating')}
        <div className={styles.ratings}>
          {FEEDBACK_RATINGS.map((rating, index) => (
            <div key={rating.value} className={styles.rating}>
              <input
                ref={index === 0 ? firstRatingRef : undefined}
                id={id(`rating-${rating.value}`)}
                name="rating"
                type="radio"
                required
                value={rating.value}
                checked={values.rating === rating.value}
                onChange={handleChange}
                aria-describedby={describedBy('rating')}
              />
              <label htmlFor={id(`rating-${rating.value}`)}>
                <span className={styles.ratingValue}>{rating.value}</span> {rating.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={id('comment')}>Comment</label>
        <p id={id('comment-hint')} className={styles.hint}>
          Between {COMMENT_MIN_LENGTH} and {COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.
          What were you trying to do, and what was missing, wrong or confusing?
        </p>
        <textarea
          ref={commentRef}
          id={id('comment')}
          name="comment"
          rows={7}
          required
          value={values.comment}
          onChange={handleChange}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={describedBy('comment', id('comment-hint'))}
          className={clsx(styles.control, errors.comment && styles.invalid)}
        />
        <p className={styles.counter} aria-hidden="true">
          {commentLength.toLocaleString('en-US')} / {COMMENT_MAX_LENGTH.toLocaleString('en-US')}
        </p>
        {errorText('comment')}
      </div>

      <div className={styles.field}>
        <label htmlFor={id('email')}>
          Email <span className={styles.optional}>(optional)</span>
        </label>
        <p id={id('email-hint')} className={styles.hint}>
          Only if you would like a reply. Leave it empty and we read your feedback without writing
          back.
        </p>
        <input
          ref={emailRef}
          id={id('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={values.email}
          onChange={handleChange}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', id('email-hint'))}
          className={clsx(styles.control, errors.email && styles.invalid)}
        />
        {errorText('email')}
      </div>

      <button type="submit" className="button button--primary button--lg">
        Open in my email app
      </button>

      <div role="status" className={styles.status}>
        {openedHref && (
          <p className={styles.success}>
            We asked your browser to open your email app with a message to {FEEDBACK_EMAIL}. Nothing
            has been sent yet: read it over and press Send there. If no app opened, write to{' '}
            <Link href={openedHref} target="_self" className={styles.inlineLink}>
              {FEEDBACK_EMAIL}
            </Link>{' '}
            from any email account.
          </p>
        )}
      </div>
    </form>
  );
}
