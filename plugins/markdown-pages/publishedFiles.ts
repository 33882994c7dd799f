/** The files this plugin publishes besides the pages' Markdown copies, from the site's root. */

/** The map of every page, for agents (llmstxt.org). */
export const LLMS_TXT_PATH = 'llms.txt';
/** The docs in full, in sidebar order. */
export const LLMS_FULL_PATH = 'llms-full.txt';
/** One full text per docs sidebar: `llms-full-red-team.txt` for the `redTeam` sidebar. */
export function llmsSidebarPath(sidebar: string): string {
  return `llms-full-${sidebar.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.txt`;
}
/** Files a page's source links or shows (images), published for its Markdown copy. */
export const LOCAL_FILES_DIR = 'assets/markdown';
