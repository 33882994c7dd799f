import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import type {WrapperProps} from '@docusaurus/types';
import {pagedTitle} from '../../utils/generatedPageMetadata';

type Props = WrapperProps<typeof BlogListPageType>;

/**
 * A blog's list pages: the original, with ", page N" in the title of every page after the first,
 * which otherwise repeat the first page's title.
 */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, page} = props.metadata;
  return (
    <>
      <BlogListPage {...props} />
      <PageMetadata title={pagedTitle(blogTitle, page)} />
    </>
  );
}
