import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import {useCardDescription} from './cardDescriptions';

type Props = WrapperProps<typeof DocCardType>;
type LinkItem = Extract<Props['item'], {type: 'link'}>;

/** A doc link's card, given its description from the category index it is on. */
function DocLinkCard({item, docId}: {item: LinkItem; docId: string}): ReactNode {
  const description = useCardDescription(docId, item.href);
  // Without its docId the original card does not look the doc up in the version's docs map
  // (useDocById), which plugins/lean-docs-data leaves empty.
  return (
    <DocCard item={{...item, docId: undefined, description: item.description ?? description}} />
  );
}

/**
 * The original card, with a linked doc's description taken from the page's route data
 * (`cardDescriptions`, see ./cardDescriptions.tsx) instead of the docs map every docs page used
 * to load. Category cards and links to other pages render unchanged.
 */
export default function DocCardWrapper({item}: Props): ReactNode {
  if (item.type === 'link' && item.docId) return <DocLinkCard item={item} docId={item.docId} />;
  return <DocCard item={item} />;
}
