/** A source the Markdown copy cannot be written from, with the file and line to fix. */
export class MarkdownSourceError extends Error {
  override name = 'MarkdownSourceError';
}
