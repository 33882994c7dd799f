import type {ReactNode} from 'react';
import Title from '@theme-original/BlogPostItem/Header/Title';
import type TitleType from '@theme/BlogPostItem/Header/Title';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageMenuSlot from '@site/src/components/PageMenu';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TitleType>;

/**
 * A post's title, on the post's own page, in a row with the page menu (and the link to the
 * post's Markdown copy in the head). In lists the title renders alone, as before.
 */
export default function TitleWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  if (!isBlogPostPage) return <Title {...props} />;
  return (
    <div className={styles.titleRow}>
      <Title {...props} />
      <PageMenuSlot permalink={metadata.permalink} title={metadata.title} placement="inline" />
    </div>
  );
}
