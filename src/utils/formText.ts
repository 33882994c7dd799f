/**
 * Text rules shared by the site's forms (contact, feedback): how characters are counted, what
 * passes as an email address, and how a prefilled email is addressed. Pure, so both forms'
 * validators and their unit tests use the same rules.
 */

/** The longest address SMTP allows (RFC 5321 path limit minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A deliberately simple address check: something without spaces or @, an @, then a domain with at
 * least one dot and no empty labels. The mail server is the real judge; this catches typos.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isEmailAddress(text: string): boolean {
  const email = text.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Length of the trimmed text in characters as a person counts them (an emoji counts once). */
export function characterCount(text: string): number {
  return Array.from(text.trim()).length;
}

/** A count as the forms print it: 5,000 rather than 5000. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** RFC 6068 wants CRLF line breaks inside mailto bodies. */
function encodeMailtoText(text: string): string {
  return encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
}

/** A mailto URL with an encoded subject and a body made of the given lines. */
export function buildMailto(to: string, subject: string, bodyLines: readonly string[]): string {
  return `mailto:${to}?subject=${encodeMailtoText(subject)}&body=${encodeMailtoText(bodyLines.join('\n'))}`;
}
