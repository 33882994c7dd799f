/** `code` spans and [label](/path/) links: the only markup data texts use. */
const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export type InlinePart =
  | {type: 'text'; value: string}
  | {type: 'code'; value: string}
  | {type: 'link'; label: string; to: string};

/**
 * A short text from data split into its plain text, `code` spans and links. The page's
 * `<InlineText>` renders the parts as HTML, and the Markdown copy of the page
 * (plugins/markdown-pages) as Markdown, so both read the text the same way: everything that is
 * not a code span or a link is plain text, even characters Markdown would read as emphasis.
 */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({type: 'text', value: text.slice(last, match.index)});
    const [whole, code, label, to] = match;
    parts.push(code !== undefined ? {type: 'code', value: code} : {type: 'link', label, to});
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({type: 'text', value: text.slice(last)});
  return parts;
}
