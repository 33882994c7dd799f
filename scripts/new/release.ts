/**
 * `npm run new -- release 0.88.0`: the release note of the next monthly version, dated on its
 * release day, with the plugins and strategies the data says it adds already listed.
 */
import {loadReleases, type Release} from '../../checks/releases';
import {RELEASES_PAGE} from '../../checks/releaseSchedule';
import {pluginIds, strategyIds, type CatalogueId} from '../../src/data/redTeamCatalogue';
import {AUTHORS_FILE, keyProblems, readKeys} from './choices';
import {nextReleaseDate} from './dates';
import {refuseIfAny, ScaffoldError, type Plan} from './plan';
import {releaseSlug, releaseText, TODO} from './templates';

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;

export type ReleaseRequest = {version: string; authors: readonly string[]};

/** The ids a catalogue says `version` added, in the data's order. */
export const idsAddedIn = (catalogue: readonly CatalogueId[], version: string): string[] =>
  catalogue.filter((entry) => entry.history.addedIn === version).map((entry) => entry.id);

/**
 * Refuses any version but the next minor after the newest note. Patch releases get no note of
 * their own: the next monthly note mentions them under Fixes ("this fix also shipped in 0.85.1"),
 * and the `release-schedule` check rejects a note that does not add one to the minor version.
 */
export function checkNextVersion(version: string, releases: readonly Release[]): Release {
  const newest = releases.at(-1);
  if (!newest) throw new ScaffoldError('releases/ holds no release notes to follow');
  const existing = releases.find((release) => release.version === version);
  if (existing) throw new ScaffoldError(`${version} already has a release note: ${existing.file}`);
  const match = VERSION.exec(version);
  if (!match) {
    throw new ScaffoldError(`"${version}" is not a version; write it as X.Y.Z, like 0.88.0`);
  }
  const [major, minor] = newest.version.split('.').map(Number);
  const next = `${major}.${minor + 1}.0`;
  if (version === next) return newest;
  if (Number(match[1]) === major && Number(match[2]) === minor) {
    throw new ScaffoldError(
      `${version} is a patch of ${newest.version}, and patches get no release note of their own; mention its fixes under "## Fixes" in the ${next} note ("this fix also shipped in ${version}")`,
    );
  }
  throw new ScaffoldError(
    `the next release after ${newest.version} (${newest.file}) is ${next}, not ${version}; releases add one to the minor version each month`,
  );
}

export function planRelease(root: string, {version, authors}: ReleaseRequest): Plan {
  const newest = checkNextVersion(version, loadReleases(root));
  refuseIfAny(
    keyProblems(authors, readKeys(root, AUTHORS_FILE), {
      option: '--author',
      noun: 'author',
      file: AUTHORS_FILE,
    }),
  );
  const date = nextReleaseDate(newest.date);
  const file = `releases/${date}-${releaseSlug(version)}.md`;
  const plugins = idsAddedIn(pluginIds, version);
  const strategies = idsAddedIn(strategyIds, version);
  const listed =
    plugins.length + strategies.length > 0
      ? `The Plugins and Strategies bullets list what src/data says ${version} adds; add a description in parentheses after an id if it helps.`
      : `src/data has no plugin or strategy with history.addedIn ${version}; add their history there first, and the release-lists check names what the note must list.`;
  return {
    writes: [
      {file, text: releaseText({version, date, authors, plugins, strategies}), summary: 'created'},
    ],
    nextSteps: [
      `Dated ${date}, the release day of the month after ${newest.version}.`,
      listed,
      `Replace every "${TODO}" in ${file}; the content checks fail until none is left.`,
      `Add a row for ${version} at the top of "Newest releases" in ${RELEASES_PAGE}, and drop its last row.`,
      `Docs pin the newest version; the pinned-version check names each pin to move to ${version}.`,
      `Check it with: npm run check:content`,
    ],
  };
}
