import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import type {LatestPostsData} from '@site/plugins/latest-posts';
import {formatDate} from '@site/src/utils/formatDate';
import styles from './LatestPosts.module.css';

/** The newest blog posts, chosen at build time by plugins/latest-posts. */
export default function LatestPosts(): ReactNode {
  const {posts} = usePluginData('latest-posts') as LatestPostsData;
  return (
    <Section
      id="latest-posts"
      // The posts have pages of their own; as home-page text they would be search noise.
      searchable={false}
      title="Latest from the blog"
      intro="Research notes, attack write-ups and guides from the people who build Crucible."
    >
      <ul className={styles.posts}>
        {posts.map((post) => (
          <li key={post.permalink} className={styles.post}>
            <time dateTime={post.date} className={styles.date}>
              {formatDate(post.date)}
            </time>
            <Heading as="h3" className={styles.title}>
              <Link to={post.permalink}>{post.title}</Link>
            </Heading>
            <p>{post.description}</p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/blog/">All posts</Link> · <Link to="/releases/">Release notes</Link>
      </p>
    </Section>
  );
}
