import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {blogById} from '../../../../utils/generatedPageMetadata';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

/**
 * A blog's list of authors: the original, titled for its blog ("Blog authors", "Release note
 * authors") instead of "Authors" for both, and with the description the original leaves out.
 */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  const {authors} = blogById(useRouteContext().plugin.id);
  return (
    <>
      <BlogAuthorsListPage {...props} />
      <PageMetadata title={authors.title} description={authors.description} />
    </>
  );
}
