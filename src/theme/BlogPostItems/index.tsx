import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

/**
 * Lays out post previews: the blog's lists as a card grid whose first card is featured, the
 * release notes as a compact changelog. The posts themselves render unchanged.
 */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const releaseNotes = pathname.startsWith('/releases/');
  return (
    <div
      className={clsx(releaseNotes ? styles.changelog : styles.grid)}
      data-testid={releaseNotes ? 'release-list' : 'post-grid'}
    >
      <BlogPostItems {...props} />
    </div>
  );
}
