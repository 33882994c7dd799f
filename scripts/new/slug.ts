/** URL slugs and doc ids: lowercase ASCII words joined by hyphens. */

/** A slug is lowercase letters and digits in words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slugs longer than this are cut back to a whole word: a URL, not a sentence. */
export const MAX_SLUG_LENGTH = 60;

/**
 * The slug of a title: accents dropped ("Tomás" → "tomas"), apostrophes removed ("OWASP's" →
 * "owasps"), every other run of non-alphanumerics one hyphen, and at most MAX_SLUG_LENGTH
 * characters, cut at a hyphen.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  // The character after the limit is included so that a word ending exactly there is kept.
  const lastHyphen = slug.slice(0, MAX_SLUG_LENGTH + 1).lastIndexOf('-');
  return lastHyphen > 0 ? slug.slice(0, lastHyphen) : slug.slice(0, MAX_SLUG_LENGTH);
}
