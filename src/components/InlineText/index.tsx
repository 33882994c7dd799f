import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {inlineParts} from './inlineParts';

/**
 * Renders a short text from data (OpenAPI descriptions, CLI help, framework coverage notes) with
 * its `code` spans and links; everything else stays plain text.
 */
export default function InlineText({text}: {text: string}): ReactNode {
  return (
    <>
      {inlineParts(text).map((part, index) => (
        <Fragment key={index}>
          {part.type === 'text' ? (
            part.value
          ) : part.type === 'code' ? (
            <code>{part.value}</code>
          ) : (
            <Link to={part.to}>{part.label}</Link>
          )}
        </Fragment>
      ))}
    </>
  );
}
