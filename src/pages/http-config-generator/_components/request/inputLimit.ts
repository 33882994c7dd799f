/** The largest paste the parsers read, and the error for anything longer. */

export const MAX_INPUT_CHARS = 1_000_000;

export function sizeError(text: string): string | null {
  if (text.length <= MAX_INPUT_CHARS) return null;
  return `The pasted text is ${text.length.toLocaleString('en-US')} characters long; the generator reads up to ${MAX_INPUT_CHARS.toLocaleString('en-US')}. Remove file contents or large bodies you do not need and try again.`;
}
