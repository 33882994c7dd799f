import type {ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import DocTagsListPage from '@theme-original/DocTagsListPage';
import type DocTagsListPageType from '@theme/DocTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {DOCS_TAGS} from '../../data/generatedPages';

type Props = WrapperProps<typeof DocTagsListPageType>;

/**
 * The docs' tag list: the original, titled "Docs tags" (the blog's is "Blog tags"; the original
 * calls both "Tags") and with the description the original leaves out.
 */
export default function DocTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DocTagsListPage {...props} />
      <PageMetadata title={DOCS_TAGS.title} description={DOCS_TAGS.description} />
    </>
  );
}
