import type {ReactNode} from 'react';

/**
 * Renders data text (OpenAPI descriptions, CLI help) that is plain apart from `backtick` code spans.
 */
export default function InlineText({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/g)
    .map((part, index) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}
