import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import {useBlogTagsPostsPageTitle} from '@docusaurus/theme-common/internal';
import BlogTagsPostsPage from '@theme-original/BlogTagsPostsPage';
import type BlogTagsPostsPageType from '@theme/BlogTagsPostsPage';
import type {WrapperProps} from '@docusaurus/types';
import {pagedTitle} from '../../utils/generatedPageMetadata';

type Props = WrapperProps<typeof BlogTagsPostsPageType>;

/**
 * A tag's pages of posts: the original, with ", page N" in the title of every page after the
 * first. The description stays the tag's, from tags.yml.
 */
export default function BlogTagsPostsPageWrapper(props: Props): ReactNode {
  const title = useBlogTagsPostsPageTitle(props.tag);
  return (
    <>
      <BlogTagsPostsPage {...props} />
      <PageMetadata title={pagedTitle(title, props.listMetadata.page)} />
    </>
  );
}
