/**
 * When something entered or left the product, as release versions. Plugins, strategies, assertion
 * types, CLI commands and flags, environment variables and major features carry these fields; the
 * release list itself comes from the release notes in releases/ (see checks/releases.ts), and the
 * timeline checks compare every dated page (blog post, release note) with them.
 *
 * 0.70.0 is the first release with published notes. An item marked `addedIn: '0.70.0'` shipped in
 * 0.70.0 or earlier; no page is dated before that release, so the difference never shows.
 */
export type Version = `${number}.${number}.${number}`;

export type History = {
  /** The release that introduced it. */
  addedIn: Version;
  /** The release that started warning about it; it still works until `removedIn`. */
  deprecatedIn?: Version;
  /** The release from which it no longer works. */
  removedIn?: Version;
  /** What replaces it, in the words a page would use (an id, a flag, a command). */
  replacedBy?: string;
};

/** The first release with notes; see the comment above. */
export const FIRST_RELEASE: Version = '0.70.0';
