import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import PageMenuSlot from '@site/src/components/PageMenu';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/**
 * A category's generated index with the page menu floated right at its top, beside the
 * breadcrumbs above the title, and the link to its Markdown copy in the head. The title is
 * rendered deep inside the original, so the menu cannot sit closer to it without an eject.
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {permalink, title} = props.categoryGeneratedIndex;
  return (
    <>
      <PageMenuSlot permalink={permalink} title={title} placement="float" />
      <DocCategoryGeneratedIndexPage {...props} />
    </>
  );
}
