/**
 * Pure validation, mailto building and the POST payload for the contact form. No React and no
 * DOM, so it can be unit-tested directly. Text rules shared with the feedback form live in
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

export type ContactTopicId = 'sales' | 'support' | 'security' | 'press';

export type ContactTopic = {
  id: ContactTopicId;
  /** Text of the option in the topic select. */
  label: string;
  /** Where the prefilled email goes. */
  email: string;
};

export const CONTACT_TOPICS = [
  {id: 'sales', label: 'Enterprise plans and pricing', email: 'sales@crucible.dev'},
  {id: 'support', label: 'Support for Enterprise customers', email: 'support@crucible.dev'},
  {id: 'security', label: 'Reporting a security issue', email: 'security@crucible.dev'},
  {id: 'press', label: 'Press and media', email: 'press@crucible.dev'},
] as const satisfies readonly ContactTopic[];

export type ContactValues = {
  name: string;
  email: string;
  /** Optional. */
  company: string;
  /** A ContactTopicId, or '' while nothing is selected. */
  topic: string;
  message: string;
};

export type ContactField = keyof ContactValues;

/** One message per invalid field; a field that is valid has no key. */
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Form order: the first invalid field in this order receives focus. */
export const CONTACT_FIELD_ORDER: readonly ContactField[] = [
  'name',
  'email',
  'company',
  'topic',
  'message',
];

export const NAME_MAX_LENGTH = 100;
export const COMPANY_MAX_LENGTH = 150;
export const MESSAGE_MIN_LENGTH = 20;
export const MESSAGE_MAX_LENGTH = 5000;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  company: '',
  topic: '',
  message: '',
};

export function isContactTopicId(value: string): value is ContactTopicId {
  return CONTACT_TOPICS.some((topic) => topic.id === value);
}

export function findTopic(id: string): ContactTopic | undefined {
  return CONTACT_TOPICS.find((topic) => topic.id === id);
}

/** Checks every field and returns the errors; an empty object means the form may be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};

  const name = values.name.trim();
  if (name === '') {
    errors.name = 'Enter your name.';
  } else if (characterCount(name) > NAME_MAX_LENGTH) {
    errors.name = `Shorten your name to ${NAME_MAX_LENGTH} characters or fewer.`;
  }

  const email = values.email.trim();
  if (email === '') {
    errors.email = 'Enter your email address so we can reply.';
  } else if (!isEmailAddress(email)) {
    errors.email = 'Enter an email address in the form name@example.com.';
  }

  if (characterCount(values.company) > COMPANY_MAX_LENGTH) {
    errors.company = `Shorten the company name to ${COMPANY_MAX_LENGTH} characters or fewer.`;
  }

  if (!isContactTopicId(values.topic)) {
    errors.topic = 'Choose what your message is about.';
  }

  const length = characterCount(values.message);
  if (length === 0) {
    errors.message = `Write a message of at least ${MESSAGE_MIN_LENGTH} characters.`;
  } else if (length < MESSAGE_MIN_LENGTH) {
    errors.message = `Your message has ${length} characters. Write at least ${MESSAGE_MIN_LENGTH} so we have enough to go on.`;
  } else if (length > MESSAGE_MAX_LENGTH) {
    errors.message = `Your message has ${formatCount(length)} characters. Shorten it to ${formatCount(MESSAGE_MAX_LENGTH)} or fewer.`;
  }

  return errors;
}

/**
 * The mailto URL for valid values: addressed to the topic's inbox, with a subject naming the sender
 * and a body that carries the message plus the details the form asked for.
 * Throws if the topic is unknown; call validateContact first.
 */
export function buildContactMailto(values: ContactValues): string {
  const topic = findTopic(values.topic);
  if (!topic) {
    throw new Error(`Unknown contact topic: ${values.topic}`);
  }
  const name = values.name.trim();
  const company = values.company.trim();
  const subject = `${topic.label}: message from ${name}${company ? ` (${company})` : ''}`;
  return buildMailto(topic.email, subject, [
    values.message.trim(),
    '',
    '--',
    `Name: ${name}`,
    `Email: ${values.email.trim()}`,
    ...(company ? [`Company: ${company}`] : []),
    'Sent from the contact form on crucible.dev',
  ]);
}

/** What the form POSTs to a configured endpoint: trimmed values plus the topic's inbox. */
export function contactPayload(values: ContactValues): Record<string, string> {
  return {
    topic: values.topic,
    inbox: findTopic(values.topic)?.email ?? '',
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    message: values.message.trim(),
  };
}
