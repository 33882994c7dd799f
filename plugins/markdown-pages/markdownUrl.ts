/**
 * Where the Markdown copy of a page is published: the page's URL without its trailing slash, plus
 * `.md` (`/docs/intro/` → `/docs/intro.md`, `/blog/some-post/` → `/blog/some-post.md`). The same
 * rule llmstxt.org proposes, so an agent that knows a page's URL can guess its Markdown's.
 * Pure and tiny: the page menu imports it in the browser.
 */
export const MARKDOWN_EXTENSION = '.md';
/** What the host says a Markdown copy is: browsers show it as text, agents know it is Markdown. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

export function markdownUrl(permalink: string): string {
  const path = permalink.replace(/\/+$/, '');
  if (path === '') throw new Error('The home page has no Markdown copy.');
  return `${path}${MARKDOWN_EXTENSION}`;
}

/** The file under the build folder that holds a page's Markdown copy (`docs/intro.md`). */
export function markdownFile(permalink: string): string {
  return markdownUrl(permalink).replace(/^\//, '');
}
