import type {Plugin} from '@docusaurus/types';
import {selectLatest, type PostSummary} from './selectLatest';

export type LatestPostsData = {posts: PostSummary[]};

/** How many posts the home page lists. */
export const LATEST_POST_COUNT = 3;

/**
 * Reads the main blog's posts once all content is loaded and hands the newest few to the home
 * page as plugin data, so its "Latest from the blog" band is written at build time from the
 * posts themselves. Only these few summaries are shipped, not the blog's metadata.
 */
export default function latestPostsPlugin(): Plugin {
  return {
    name: 'latest-posts',
    async allContentLoaded({allContent, actions}) {
      const blog = allContent['docusaurus-plugin-content-blog']?.default as
        {blogPosts: Parameters<typeof selectLatest>[0]} | undefined;
      if (!blog) {
        throw new Error('latest-posts: the main blog (plugin id "default") has no content');
      }
      const data: LatestPostsData = {posts: selectLatest(blog.blogPosts, LATEST_POST_COUNT)};
      actions.setGlobalData(data);
    },
  };
}
