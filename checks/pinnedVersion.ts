/**
 * The `pinned-version` check: every Crucible version a page pins is one a reader could install
 * when the page was written. The release list comes from the release notes (checks/releases.ts).
 *
 * A pin is `crucible@X.Y.Z` (npx, npm install), a `CRUCIBLE_VERSION` variable set to a version, a
 * `"crucible": "^X.Y.Z"` dependency in a package.json, or the `ghcr.io/crucible-ai/crucible:X.Y.Z`
 * image. Docs and the site's pages describe the current release, so their pins are the newest
 * version; a blog post or release note keeps the pins of its day, so its pins are any version
 * released on or before its date.
 *
 * Example output that merely shows a version (`"crucibleVersion"` in a results file, a user agent)
 * is not a pin and is not read.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {currentRelease, type Release, releasesOf} from './releases';
import type {Source} from './sources';

const RULE = 'pinned-version';

const VERSION = String.raw`[~^]?(\d+\.\d+\.\d+)`;

/** Each way a page pins a version; the first group of each is the version. */
const PINS = [
  new RegExp(String.raw`\bcrucible@${VERSION}`, 'g'),
  new RegExp(String.raw`\bCRUCIBLE_VERSION["']?\s*[=:]\s*["']?${VERSION}["']?`, 'g'),
  new RegExp(String.raw`"crucible"\s*:\s*"${VERSION}"`, 'g'),
  new RegExp(String.raw`\bcrucible-ai/crucible:${VERSION}`, 'g'),
];

export type Pin = {line: number; version: string; text: string};

/** Every version pin of a page, in order. */
export function findPins(text: string): Pin[] {
  const pins = PINS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      index: match.index,
      version: match[1],
      text: match[0],
    })),
  );
  return pins
    .sort((a, b) => a.index - b.index)
    .map(({index, version, text: pin}) => ({
      line: text.slice(0, index).split('\n').length,
      version,
      text: pin,
    }));
}

/** What is wrong with one pin on a page, or null when the pin is right. */
function problemOf(pin: Pin, source: Source, releases: readonly Release[]): string | null {
  const release = releases.find((candidate) => candidate.version === pin.version);
  const current = currentRelease(releases);
  if (!release) {
    return `pins Crucible ${pin.version} (${pin.text}), which is not a release; releases/ holds ${releases[0].version} to ${current.version}`;
  }
  if (source.date === undefined) {
    return release === current
      ? null
      : `pins Crucible ${pin.version} (${pin.text}), but the current release is ${current.version} (${current.file})`;
  }
  return release.date <= source.date
    ? null
    : `pins Crucible ${pin.version} (${pin.text}), which came out on ${release.date}, after this page's date ${source.date}`;
}

/** Findings for one page against the release list. */
export function checkPins(source: Source, releases: readonly Release[]): Finding[] {
  return findPins(source.text).flatMap((pin) => {
    const message = problemOf(pin, source, releases);
    return message ? [{file: source.file, line: pin.line, rule: RULE, message}] : [];
  });
}

export const pinnedVersionCheck: Check = {
  rule: RULE,
  description:
    'Docs pin the current Crucible release; blog posts and release notes pin a release out by their date.',
  run: (sources) => {
    const releases = releasesOf(sources);
    return sources.flatMap((source) => checkPins(source, releases));
  },
};
