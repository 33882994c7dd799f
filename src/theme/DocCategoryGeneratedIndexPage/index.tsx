import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import PageMenuSlot from '@site/src/components/PageMenu';
import type {CardDescriptions} from '@site/plugins/lean-docs-data/moveCardDescriptions';
import {CardDescriptionsProvider} from '../DocCard/cardDescriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & {
  /** Added to the route by plugins/lean-docs-data: the descriptions its cards show. */
  readonly cardDescriptions: CardDescriptions;
};

/**
 * A category's generated index with the page menu floated right at its top, beside the
 * breadcrumbs above the title, and the link to its Markdown copy in the head. The title is
 * rendered deep inside the original, so the menu cannot sit closer to it without an eject.
 * Its cards take their docs' descriptions from the route (plugins/lean-docs-data).
 */
export default function DocCategoryGeneratedIndexPageWrapper({
  cardDescriptions,
  ...props
}: Props): ReactNode {
  const {permalink, title} = props.categoryGeneratedIndex;
  return (
    <CardDescriptionsProvider descriptions={cardDescriptions}>
      <PageMenuSlot permalink={permalink} title={title} placement="float" />
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}
