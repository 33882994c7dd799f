import type {ReactNode} from 'react';

/** Spec descriptions are plain text with `backtick` code spans; this renders just that much. */
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
