import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import useRouteContext from '@docusaurus/useRouteContext';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {blogById} from '../../utils/generatedPageMetadata';

type Props = WrapperProps<typeof BlogTagsListPageType>;

/**
 * A blog's tag list: the original, titled for its blog ("Blog tags", where the docs' list is
 * "Docs tags") and with the description the original leaves out.
 */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  const {tags} = blogById(useRouteContext().plugin.id);
  return (
    <>
      <BlogTagsListPage {...props} />
      {tags && <PageMetadata title={tags.title} description={tags.description} />}
    </>
  );
}
