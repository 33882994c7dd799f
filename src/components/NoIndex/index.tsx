import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/**
 * Asks crawlers not to index the page but to follow its links: for pages that exist as routes
 * but repeat content found elsewhere, such as each section of /security/ on its own.
 */
export default function NoIndex(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, follow" />
    </Head>
  );
}
