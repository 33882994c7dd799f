/**
 * `timeline`: a dated page uses only what Crucible had on its date. A blog post can use what the
 * newest release on or before its date had; a release note, what its own version has. Using a
 * plugin, strategy, assertion type or feature (see uses.ts) before the release that added it is a
 * finding, and so is using it from the release that removed it on; the note of that release, and
 * posts and notes before it (the deprecation period), may still name it.
 *
 * Any page that says which release added a plugin, strategy or assertion type ("the `image`
 * strategy, added in Crucible 0.84.0") names the release its history gives.
 *
 * Undated pages (docs, marketing pages) describe the current release: their config examples must
 * not use anything removed. They may still name a removed id in prose or inline code, which is
 * how a page explains a rename.
 */
import path from 'node:path';
import {compareVersions, FIRST_RELEASE, type History} from '../src/data/history';
import type {Finding} from './finding';
import type {Check} from './index';
import {currentRelease, loadReleases, releaseOn, type Release} from './releases';
import type {Source} from './sources';
import {findStatedReleases, findUses, type Use} from './uses';

const RULE = 'timeline';

const DATA_FILES: Record<Use['kind'], string> = {
  plugin: 'src/data/redTeamPlugins.ts',
  strategy: 'src/data/redTeamStrategies.ts',
  'assertion type': 'src/data/assertionTypes.ts',
  feature: 'src/data/features.ts',
};

const describe = (use: Use): string =>
  use.kind === 'feature' ? use.name : `the ${use.name} ${use.kind}`;

/** "0.85.0 (2025-10-01)", or the bare version when there is no such release note. */
function dated(version: string, releases: readonly Release[]): string {
  const release = releases.find((candidate) => candidate.version === version);
  return release ? `${version} (${release.date})` : version;
}

function replacement(history: History): string {
  return history.replacedBy ? ` in favour of ${history.replacedBy}` : '';
}

/** The version a dated page describes, and how to say so in a message. */
function pageVersion(
  source: Source,
  releases: readonly Release[],
): {version: string; reader: string} | undefined {
  if (source.kind === 'release') {
    const own = releases.find((release) => release.file === source.file);
    if (own) return {version: own.version, reader: `this is the ${own.version} release note`};
  }
  if (!source.date) return undefined;
  const release = releaseOn(releases, source.date);
  const version = release?.version ?? FIRST_RELEASE;
  return {
    version,
    reader: `the page is dated ${source.date}, when the newest release was ${version}`,
  };
}

function checkDated(source: Source, releases: readonly Release[]): Finding[] {
  const page = pageVersion(source, releases);
  if (!page) return [];
  const findings: Finding[] = [];
  for (const use of findUses(source)) {
    const {addedIn, removedIn} = use.history;
    const dataFile = DATA_FILES[use.kind];
    if (compareVersions(addedIn, page.version) > 0) {
      findings.push({
        file: source.file,
        line: use.line,
        rule: RULE,
        message: `uses ${describe(use)}, which shipped in ${dated(addedIn, releases)}, but ${page.reader} (${dataFile})`,
      });
    } else if (
      removedIn !== undefined &&
      compareVersions(page.version, removedIn) >= 0 &&
      !(source.kind === 'release' && page.version === removedIn)
    ) {
      findings.push({
        file: source.file,
        line: use.line,
        rule: RULE,
        message: `uses ${describe(use)}, which ${dated(removedIn, releases)} removed${replacement(use.history)}, but ${page.reader} (${dataFile})`,
      });
    }
  }
  return findings;
}

function checkUndated(source: Source, current: Release): Finding[] {
  return findUses(source)
    .filter(
      (use) =>
        use.where === 'config' &&
        use.history.removedIn !== undefined &&
        compareVersions(current.version, use.history.removedIn) >= 0,
    )
    .map((use) => ({
      file: source.file,
      line: use.line,
      rule: RULE,
      message: `config example uses ${describe(use)}, which ${use.history.removedIn} removed${replacement(use.history)}; pages without a date describe ${current.version} (${DATA_FILES[use.kind]})`,
    }));
}

function checkStatedReleases(source: Source, releases: readonly Release[]): Finding[] {
  return findStatedReleases(source)
    .filter((statement) => statement.stated !== statement.history.addedIn)
    .map((statement) => ({
      file: source.file,
      line: statement.line,
      rule: RULE,
      message: `says ${describe({...statement, where: 'inline'})} came in ${statement.stated}; the data says ${dated(statement.history.addedIn, releases)} (${DATA_FILES[statement.kind]})`,
    }));
}

/** The timeline check over the site whose release notes are in `root`/releases. */
export function timelineCheck(root: string): Check {
  return {
    rule: RULE,
    description:
      'Blog posts and release notes use only the plugins, strategies, assertion types and features their release had; docs examples use nothing removed.',
    scope: 'page',
    run(sources) {
      const releases = loadReleases(root);
      const current = currentRelease(releases);
      return sources.flatMap((source) => [
        ...(source.date || source.kind === 'release'
          ? checkDated(source, releases)
          : checkUndated(source, current)),
        ...checkStatedReleases(source, releases),
      ]);
    },
  };
}

export const timeline = timelineCheck(path.resolve(__dirname, '..'));
