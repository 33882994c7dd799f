import type {ComponentProps, ReactNode} from 'react';

type Props = ComponentProps<'h2'> & {as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Stand-in for @theme/Heading in unit tests: the plain heading, without the anchor link. */
export default function Heading({as: Tag, ...props}: Props): ReactNode {
  return <Tag {...props} />;
}
