import type sidebars from '../../sidebars';

/**
 * What each docs sidebar in sidebars.ts covers, in words: /llms.txt groups the docs under these
 * headings, and a docs page's social card names its sidebar with them.
 */
export const DOCS_SIDEBAR_TITLES = {
  docs: 'Documentation',
  redTeam: 'Red teaming',
  enterprise: 'Enterprise',
} as const satisfies Record<keyof typeof sidebars, string>;

/** The sidebar of the general docs: its pages are simply "Docs", with no sidebar named. */
export const GENERAL_DOCS_SIDEBAR: keyof typeof DOCS_SIDEBAR_TITLES = 'docs';
