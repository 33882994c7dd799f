import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundType>;

/**
 * The not-found page, marked `noindex`: the host answers every unknown URL with it (status 404),
 * but `/404.html` itself is a file that answers 200, and it is not a page for search results.
 */
export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <NotFound {...props} />
    </>
  );
}
