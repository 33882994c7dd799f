import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import BlogListPaginator from '@theme-original/BlogListPaginator';
import type BlogListPaginatorType from '@theme/BlogListPaginator';
import type {WrapperProps} from '@docusaurus/types';
import {archivePath} from './archivePath';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogListPaginatorType>;

/**
 * The "Newer / Older entries" navigation of blog, tag and author lists, followed by a link to the
 * blog's archive: theme-classic links the archive from nowhere, so without this the two archive
 * pages (every post, by year) were reachable only through search.
 */
export default function BlogListPaginatorWrapper(props: Props): ReactNode {
  const {permalink, blogTitle} = props.metadata;
  return (
    <>
      <BlogListPaginator {...props} />
      <p className={styles.archive}>
        <Link to={archivePath(permalink)}>{blogTitle} archive: every post by year</Link>
      </p>
    </>
  );
}
