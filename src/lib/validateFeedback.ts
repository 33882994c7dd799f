/**
 * Pure validation, mailto building and the POST payload for the feedback form. No React and no
 * DOM, so it can be unit-tested directly. Text rules shared with the contact form live in
 * src/utils/formText.ts.
 */
import {
  EMAIL_MAX_LENGTH,
  buildMailto,
  characterCount,
  formatCount,
  isEmailAddress,
} from '@site/src/utils/formText';

export {EMAIL_MAX_LENGTH, characterCount};

export const FEEDBACK_EMAIL = 'feedback@crucible.dev';

export type FeedbackRating = {
  value: '1' | '2' | '3' | '4' | '5';
  /** Shown next to the number so the scale needs no separate legend. */
  label: string;
};

export const FEEDBACK_RATINGS = [
  {value: '1', label: 'Very poor'},
  {value: '2', label: 'Poor'},
  {value: '3', label: 'Okay'},
  {value: '4', label: 'Good'},
  {value: '5', label: 'Excellent'},
] as const satisfies readonly FeedbackRating[];

export type FeedbackValues = {
  /** The page URL or the feature the feedback is about. */
  subject: string;
  /** '1' to '5', or '' while no radio button is selected. */
  rating: string;
  comment: string;
  /** Optional: only needed if the sender wants a reply. */
  email: string;
};

export type FeedbackField = keyof FeedbackValues;

/** One message per invalid field; a valid field has no key. */
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** Form order: the first invalid field in this order receives focus. */
export const FEEDBACK_FIELD_ORDER: readonly FeedbackField[] = [
  'subject',
  'rating',
  'comment',
  'email',
];

export const SUBJECT_MAX_LENGTH = 200;
export const COMMENT_MIN_LENGTH = 10;
export const COMMENT_MAX_LENGTH = 2000;

export const EMPTY_FEEDBACK: FeedbackValues = {
  subject: '',
  rating: '',
  comment: '',
  email: '',
};

export function findRating(value: string): FeedbackRating | undefined {
  return FEEDBACK_RATINGS.find((rating) => rating.value === value);
}

/** Checks every field and returns the errors; an empty object means the form may be sent. */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};

  const subjectLength = characterCount(values.subject);
  if (subjectLength === 0) {
    errors.subject = 'Tell us which page or feature your feedback is about.';
  } else if (subjectLength > SUBJECT_MAX_LENGTH) {
    errors.subject = `Shorten this to ${SUBJECT_MAX_LENGTH} characters or fewer; a page address or a feature name is enough.`;
  }

  if (!findRating(values.rating)) {
    errors.rating = 'Choose a rating from 1 (very poor) to 5 (excellent).';
  }

  const commentLength = characterCount(values.comment);
  if (commentLength === 0) {
    errors.comment = `Write a comment of at least ${COMMENT_MIN_LENGTH} characters.`;
  } else if (commentLength < COMMENT_MIN_LENGTH) {
    errors.comment = `Your comment has ${commentLength} ${commentLength === 1 ? 'character' : 'characters'}. Write at least ${COMMENT_MIN_LENGTH} so we know what to change.`;
  } else if (commentLength > COMMENT_MAX_LENGTH) {
    errors.comment = `Your comment has ${formatCount(commentLength)} characters. Shorten it to ${formatCount(COMMENT_MAX_LENGTH)} or fewer.`;
  }

  const email = values.email.trim();
  if (email !== '' && !isEmailAddress(email)) {
    errors.email =
      'Enter an email address in the form name@example.com, or leave this field empty.';
  }

  return errors;
}

/**
 * The mailto URL for valid values: addressed to the feedback inbox, with the subject and rating in
 * the subject line and the comment plus the form's other answers in the body.
 * Throws if the rating is missing; call validateFeedback first.
 */
export function buildFeedbackMailto(values: FeedbackValues): string {
  const rating = findRating(values.rating);
  if (!rating) {
    throw new Error(`Unknown feedback rating: ${values.rating}`);
  }
  const subject = values.subject.trim();
  const email = values.email.trim();
  const mailSubject = `Feedback (${rating.value}/5): ${subject}`;
  return buildMailto(FEEDBACK_EMAIL, mailSubject, [
    values.comment.trim(),
    '',
    '--',
    `Page or feature: ${subject}`,
    `Rating: ${rating.value} of 5 (${rating.label})`,
    email ? `Reply to: ${email}` : 'Reply: not requested',
    'Sent from the feedback form on crucible.dev',
  ]);
}

/** What the form POSTs to a configured endpoint: the trimmed answers. */
export function feedbackPayload(values: FeedbackValues): Record<string, string> {
  return {
    subject: values.subject.trim(),
    rating: values.rating,
    comment: values.comment.trim(),
    email: values.email.trim(),
  };
}
