import type {ReactNode} from 'react';

/** Stand-in for @theme/CodeBlock in unit tests: the code as plain text, no highlighter. */
export default function CodeBlock({
  children,
  title,
}: {
  children: string;
  language?: string;
  title?: string;
}): ReactNode {
  return (
    <figure>
      {title && <figcaption>{title}</figcaption>}
      <pre>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
