import {useContext, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {BlogListHeadingContext} from '../BlogListPage/listHeading';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

/**
 * Lays out post previews: the blog's lists as a card grid whose first card is featured, the
 * release notes as a compact changelog. On a blog's list pages, the blog's title and description
 * come first, as the page's heading. The posts themselves render unchanged.
 */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const heading = useContext(BlogListHeadingContext);
  const releaseNotes = pathname.startsWith('/releases/');
  return (
    <>
      {heading && (
        <header className={styles.listHeading}>
          <Heading as="h1">{heading.title}</Heading>
          <p>{heading.description}</p>
        </header>
      )}
      <div
        className={clsx(releaseNotes ? styles.changelog : styles.grid)}
        data-testid={releaseNotes ? 'release-list' : 'post-grid'}
      >
        <BlogPostItems {...props} />
      </div>
    </>
  );
}
