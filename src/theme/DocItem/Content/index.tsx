import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import PageMenuSlot from '@site/src/components/PageMenu';

type Props = WrapperProps<typeof ContentType>;

/**
 * A doc's content with its page menu floated right of the title and the link to its Markdown copy
 * in the head. The original renders the title inside the content, so the menu goes right before
 * it and the title wraps beside it.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <PageMenuSlot permalink={metadata.permalink} title={metadata.title} placement="float" />
      <Content {...props} />
    </>
  );
}
