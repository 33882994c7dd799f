/**
 * The archive page of the blog a list page belongs to: both blogs (`/blog/`, `/releases/`) keep
 * the blog plugin's default `archiveBasePath`, so it is the first path segment plus `archive/`.
 * A list page's permalink is its blog's base path followed by a page, tag or author path.
 */
export function archivePath(listPermalink: string): string {
  const [blogBase] = listPermalink.split('/').filter(Boolean);
  if (!blogBase) throw new Error(`"${listPermalink}" is not the permalink of a blog list page`);
  return `/${blogBase}/archive/`;
}
