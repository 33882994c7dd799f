import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type BlogAuthorsPostsPageType from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {authorPageText, blogById} from '../../../../utils/generatedPageMetadata';

type Props = WrapperProps<typeof BlogAuthorsPostsPageType>;

/**
 * An author's pages of entries: the original, titled for its blog ("Posts by …", "Release notes
 * by …", where the original's "Name - N posts" can be the same in both blogs), with ", page N" on
 * later pages and a description from authors.yml, which the original leaves out.
 */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const blog = blogById(useRouteContext().plugin.id);
  const {title, description} = authorPageText(blog, props.author, props.listMetadata.page);
  return (
    <>
      <BlogAuthorsPostsPage {...props} />
      <PageMetadata title={title} description={description} />
    </>
  );
}
