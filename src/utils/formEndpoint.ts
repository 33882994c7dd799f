/**
 * Reads a form endpoint from the build environment. Used by docusaurus.config.ts, so a bad value
 * stops the build with a clear message instead of shipping a form that can never send.
 */

/** An https URL, or http on localhost for trying a form service during development. */
export function readFormEndpoint(variable: string, value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      `${variable} must be an absolute URL such as https://forms.example.com/contact; got "${text}".`,
    );
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(
      `${variable} must use https (http is allowed only for localhost); got "${text}".`,
    );
  }
  return url.href;
}
