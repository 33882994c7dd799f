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

/** Orders versions numerically: `0.9.0` < `0.10.0`. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Whether something with this history works in `version`: added by then and not yet removed. */
export function isAvailableIn(history: History, version: string): boolean {
  return (
    compareVersions(history.addedIn, version) <= 0 &&
    (history.removedIn === undefined || compareVersions(version, history.removedIn) < 0)
  );
}

/** Whether `version` warns about it: deprecated by then (and possibly removed). */
export function isDeprecatedIn(history: History, version: string): boolean {
  return history.deprecatedIn !== undefined && compareVersions(history.deprecatedIn, version) <= 0;
}
