import type {AnchorHTMLAttributes, ReactNode} from 'react';

/** Stand-in for @docusaurus/Link in unit tests: a plain anchor, no router needed. */
export default function Link({
  to,
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & {to?: string; children?: ReactNode}): ReactNode {
  return (
    <a href={href ?? to} {...rest}>
      {children}
    </a>
  );
}
