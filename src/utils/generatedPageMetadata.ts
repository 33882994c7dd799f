/**
 * The titles and descriptions of generated pages (src/data/generatedPages.ts), as the theme
 * wrappers and ejects in src/theme/ set them: each names its blog, and each later page of a
 * paginated list says its page number, so no two pages share a title.
 */
import {BLOGS, type Blog, type PageText} from '../data/generatedPages';

/** The blog a route belongs to, by its plugin instance id (`useRouteContext().plugin.id`). */
export function blogById(pluginId: string): Blog {
  const blog = BLOGS.find((candidate) => candidate.pluginId === pluginId);
  if (!blog) {
    throw new Error(
      `No blog with plugin id "${pluginId}" in src/data/generatedPages.ts; add its page titles there.`,
    );
  }
  return blog;
}

/**
 * A list page's title with its page number: page 1 keeps the title, later pages add ", page N",
 * which is also how tests/pageMetadata tells a paginated family from pages that share a title.
 */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title}, page ${page}` : title;
}

/** What the author pages need of an author (authors.yml), with their count of listed entries. */
export type AuthorSummary = {key: string; name?: string; title?: string; count: number};

/**
 * An author's page in a blog: "Posts by Maya Okonkwo", and a description from authors.yml's name
 * and title with the count of their entries ("… has written 12 posts on the Crucible blog.").
 */
export function authorPageText(blog: Blog, author: AuthorSummary, page: number): PageText {
  const name = author.name ?? author.key;
  const entries = blog.entry.other;
  const title = `${entries.charAt(0).toUpperCase()}${entries.slice(1)} by ${name}`;
  const role = author.title ? ` (${author.title})` : '';
  const noun = author.count === 1 ? blog.entry.one : blog.entry.other;
  return {
    title: pagedTitle(title, page),
    description: `${name}${role} has written ${author.count} ${noun} ${blog.authorPlace}.`,
  };
}
