import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

/** `code` spans and [label](/path/) links: the only markup data texts use. */
const INLINE = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * Renders a short text from data (OpenAPI descriptions, CLI help, framework coverage notes) with
 * its `code` spans and links; everything else stays plain text.
 */
export default function InlineText({text}: {text: string}): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    parts.push(text.slice(last, match.index));
    const [whole, code, label, to] = match;
    parts.push(code !== undefined ? <code>{code}</code> : <Link to={to}>{label}</Link>);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  );
}
