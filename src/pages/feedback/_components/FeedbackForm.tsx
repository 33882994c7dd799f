import type {ReactNode} from 'react';
import clsx from 'clsx';
import {DeliveryStatus, FieldError, FormField, formStyles} from '@site/src/components/Form';
import useSendableForm from '@site/src/hooks/useSendableForm';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MIN_LENGTH,
  EMPTY_FEEDBACK,
  FEEDBACK_EMAIL,
  FEEDBACK_FIELD_ORDER,
  FEEDBACK_RATINGS,
  buildFeedbackMailto,
  characterCount,
  feedbackPayload,
  validateFeedback,
} from '@site/src/lib/validateFeedback';
import styles from './FeedbackForm.module.css';

type Props = {
  /** Where valid feedback is POSTed as JSON; null opens a prefilled email instead. */
  endpoint: string | null;
};

/**
 * The feedback form, built like the contact form: it validates in the browser, then sends to the
 * configured endpoint or, without one, opens a prefilled email to the feedback inbox.
 */
export default function FeedbackForm({endpoint}: Props): ReactNode {
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
    bind,
    fieldProps,
  } = useSendableForm({
    initial: EMPTY_FEEDBACK,
    validate: validateFeedback,
    order: FEEDBACK_FIELD_ORDER,
    endpoint,
    toPayload: feedbackPayload,
    toMailto: buildFeedbackMailto,
  });
  const commentLength = characterCount(values.comment);

  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={handleSubmit}
      aria-describedby={fieldId('notice')}
    >
      <p id={fieldId('notice')} className={formStyles.notice}>
        {endpoint
          ? 'Your answers go straight to the people who maintain the docs and the CLI. '
          : `This site has no form service configured, so the button opens your email app with a message to ${FEEDBACK_EMAIL} written from your answers; it reaches us only when you press Send there. `}
        Every field is required except Email.
      </p>

      <FormField
        label="Page or feature"
        hint="Paste the page address or name the feature, for example /docs/getting-started/ or crucible view."
        {...fieldProps('subject')}
      >
        <input {...bind('subject', {hinted: true})} type="text" required />
      </FormField>

      <fieldset className={clsx(styles.fieldset, errors.rating && styles.invalidGroup)}>
        <legend className={styles.legend}>How useful was it?</legend>
        <FieldError id={errorId('rating')} message={errors.rating} />
        <div className={styles.ratings}>
          {FEEDBACK_RATINGS.map((rating, index) => (
            <div key={rating.value} className={styles.rating}>
              <input
                ref={index === 0 ? fieldRef('rating') : undefined}
                id={fieldId(`rating-${rating.value}`)}
                name="rating"
                type="radio"
                required
                value={rating.value}
                checked={values.rating === rating.value}
                onChange={handleChange}
                aria-describedby={describedBy('rating')}
              />
              <label htmlFor={fieldId(`rating-${rating.value}`)}>
                <span className={styles.ratingValue}>{rating.value}</span> {rating.label}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <FormField
        label="Comment"
        hint={
          <>
            Between {COMMENT_MIN_LENGTH} and {COMMENT_MAX_LENGTH.toLocaleString('en-US')}{' '}
            characters. What were you trying to do, and what was missing, wrong or confusing?
          </>
        }
        after={
          <p className={formStyles.counter} aria-hidden="true">
            {commentLength.toLocaleString('en-US')} / {COMMENT_MAX_LENGTH.toLocaleString('en-US')}
          </p>
        }
        {...fieldProps('comment')}
      >
        <textarea {...bind('comment', {hinted: true})} rows={7} required />
      </FormField>

      <FormField
        label="Email"
        optional
        hint="Only if you would like a reply. Leave it empty and we read your feedback without writing back."
        {...fieldProps('email')}
      >
        <input
          {...bind('email', {hinted: true})}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </FormField>

      <button
        type="submit"
        className="button button--primary button--lg"
        aria-disabled={delivery.status === 'sending' ? true : undefined}
      >
        {endpoint ? 'Send feedback' : 'Open in my email app'}
      </button>

      <DeliveryStatus
        delivery={delivery}
        recipient={FEEDBACK_EMAIL}
        sentMessage="Thank you: your feedback reached the team. If you left an address and asked a question, expect a reply within a week."
      />
    </form>
  );
}
