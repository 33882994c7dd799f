/**
 * Business constants from spec section 9, each defined once and imported wherever it is used.
 * Tests import the same names, so a changed value cannot drift between code and tests.
 */

/** How long a cached GitHub star count is trusted before it is fetched again (24 hours). */
export const STAR_CACHE_LIFETIME_MS = 86_400_000;
/** The GitHub API request is aborted after this long; the cached or default count stays. */
export const STAR_FETCH_TIMEOUT_MS = 5000;
/** Shown on the server and whenever no fresh count is known. */
export const DEFAULT_STAR_COUNT = '8.6k';
/** localStorage key of the stars cache record `{count, timestamp}`. */
export const STAR_CACHE_KEY = 'crucible.githubStars';

/** Desktop layout applies to windows wider than this (Infima's and Docusaurus's breakpoint). */
export const DESKTOP_BREAKPOINT_PX = 996;

/** Images that zoom on click: those in Markdown content, but not linked ones, which keep their link. */
export const ZOOM_IMAGE_SELECTOR = '.markdown img:not(a img)';
/** Scrolling further than this while an image is zoomed closes the zoom. */
export const IMAGE_ZOOM_SCROLL_CLOSE_PX = 40;
/** Zoom is attached this long after each route change, once the new page has rendered. */
export const IMAGE_ZOOM_ATTACH_DELAY_MS = 1000;
/** Overlay colour behind a zoomed image, per colour mode. */
export const IMAGE_ZOOM_BACKGROUND = {light: '#fff', dark: 'rgb(50,50,50)'} as const;

/** Blog and release-notes list pages. */
export const BLOG_POSTS_PER_PAGE = 10;
export const RELEASES_POSTS_PER_PAGE = 10;

/** Languages the code highlighter loads (Prism). */
export const CODE_LANGUAGES = [
  'bash',
  'javascript',
  'json',
  'liquid',
  'python',
  'typescript',
  'yaml',
];

/**
 * Comments that highlight lines in code blocks (the theme's default, stated here because the build
 * pre-highlights code blocks and must strip the same comments the theme does).
 */
export const CODE_MAGIC_COMMENTS = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

export const COPYRIGHT_YEAR = 2025;
