import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogArchivePage from '@theme-original/BlogArchivePage';
import type BlogArchivePageType from '@theme/BlogArchivePage';
import type {WrapperProps} from '@docusaurus/types';
import {blogById} from '../../utils/generatedPageMetadata';

type Props = WrapperProps<typeof BlogArchivePageType>;

/**
 * A blog's archive: the original, titled and described for its blog ("Blog archive", "Release
 * notes archive") instead of "Archive" for both, with "Archive" as the description too.
 */
export default function BlogArchivePageWrapper(props: Props): ReactNode {
  const {archive} = blogById(useRouteContext().plugin.id);
  return (
    <>
      <BlogArchivePage {...props} />
      <PageMetadata title={archive.title} description={archive.description} />
    </>
  );
}
