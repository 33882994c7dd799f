/** Product and company facts the shell and pages share (DESIGN.md section 2). */
export const PRODUCT_NAME = 'Crucible';
export const TAGLINE = 'Test your prompts';
/** Between a page's own title and PRODUCT_NAME in every `<title>`: "Pricing | Crucible". */
export const TITLE_DELIMITER = '|';
export const SITE_URL = 'https://www.crucible.dev';
export const APP_URL = 'https://app.crucible.dev';
export const GITHUB_REPO = 'crucible-ai/crucible';
export const GITHUB_URL = `https://github.com/${GITHUB_REPO}`;
/** This website's own repository; "Edit this page" opens a page's source file there. */
export const WEBSITE_REPO = 'crucible-ai/crucible-website';
export const WEBSITE_EDIT_URL = `https://github.com/${WEBSITE_REPO}/edit/main/`;
/** Public GitHub REST endpoint for the repository; its `stargazers_count` feeds the stars widget. */
export const GITHUB_REPO_API_URL = `https://api.github.com/repos/${GITHUB_REPO}`;
export const DISCORD_URL = 'https://discord.gg/crucible';
export const STATUS_URL = 'https://status.crucible.dev';
export const TRUST_CENTER_URL = 'https://trust.crucible.dev';
export const MODEL_REPORTS_URL = 'https://models.crucible.dev';
export const SECURITY_DB_URL = 'https://lmdb.crucible.dev';
/** Booking page for meetings at the Las Vegas conferences; `/vegas-contact` redirects here. */
export const VEGAS_CONTACT_URL = 'https://meet.crucible.dev/vegas/';
export const INSTALL_COMMAND = 'npx crucible@latest init';
