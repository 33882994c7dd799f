import {useMemo, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {pagedTitle} from '../../utils/generatedPageMetadata';
import {BlogListHeadingContext} from './listHeading';

type Props = WrapperProps<typeof BlogListPageType>;

/**
 * A blog's list pages: the original, with ", page N" in the title of every page after the first,
 * which otherwise repeat the first page's title, and that title as the page's `<h1>` with the
 * blog's description under it (shown by the BlogPostItems wrapper).
 */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, blogDescription, page} = props.metadata;
  const title = pagedTitle(blogTitle, page);
  const heading = useMemo(() => ({title, description: blogDescription}), [title, blogDescription]);
  return (
    <BlogListHeadingContext.Provider value={heading}>
      <BlogListPage {...props} />
      <PageMetadata title={title} />
    </BlogListHeadingContext.Provider>
  );
}
