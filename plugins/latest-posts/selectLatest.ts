/** The fields of a blog post the home page shows. */
export type PostSummary = {
  title: string;
  description: string;
  permalink: string;
  /** ISO date of publication. */
  date: string;
};

type BlogPostLike = {
  metadata: {
    title: string;
    description: string;
    permalink: string;
    date: Date | string;
    unlisted?: boolean;
    frontMatter?: {draft?: boolean};
  };
};

/** The `count` newest listed posts, newest first; ties keep the blog's own order. */
export function selectLatest(posts: readonly BlogPostLike[], count: number): PostSummary[] {
  return posts
    .filter((post) => !post.metadata.unlisted && !post.metadata.frontMatter?.draft)
    .map((post, order) => ({post, order, time: new Date(post.metadata.date).getTime()}))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .slice(0, count)
    .map(({post}) => ({
      title: post.metadata.title,
      description: post.metadata.description,
      permalink: post.metadata.permalink,
      date: new Date(post.metadata.date).toISOString().slice(0, 10),
    }));
}
