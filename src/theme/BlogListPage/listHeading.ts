import {createContext} from 'react';

/**
 * The heading of a blog's list page. theme-classic's BlogListPage names the blog only in
 * `<title>`, so its first heading was the first post's `<h2>`; the BlogListPage wrapper provides
 * this, and the BlogPostItems wrapper shows it as the page's `<h1>` above the posts. Tag and author
 * pages, which list posts under their own `<h1>`, provide none.
 */
export type BlogListHeading = {title: string; description: string};

export const BlogListHeadingContext = createContext<BlogListHeading | null>(null);
