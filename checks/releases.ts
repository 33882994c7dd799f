/**
 * The release history, read from the release notes themselves: each file
 * `releases/YYYY-MM-DD-crucible-X-Y-Z.md` is one release, dated by its front matter (or its file
 * name). Nothing else declares versions or dates, so the notes cannot disagree with a list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions} from '../src/data/history';
import {readSource, type Source} from './sources';

export {compareVersions};

export type Release = {
  /** `0.87.0` */
  version: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  /** The release note's path from the site root. */
  file: string;
};

const RELEASE_FILE = /^(\d{4}-\d{2}-\d{2})-crucible-(\d+)-(\d+)-(\d+)\.mdx?$/;

/** Every release, oldest first. Files in releases/ that are not release notes are ignored. */
export function loadReleases(root: string): Release[] {
  return fs
    .readdirSync(path.join(root, 'releases'))
    .flatMap((name) => {
      const match = RELEASE_FILE.exec(name);
      if (!match) return [];
      const file = `releases/${name}`;
      const source = readSource(root, file);
      const version = `${match[2]}.${match[3]}.${match[4]}`;
      return [{version, date: source.date ?? match[1], file}];
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

/**
 * The same list from sources already loaded, for checks, which receive the sources rather than the
 * file system.
 */
export function releasesOf(sources: readonly Source[]): Release[] {
  return sources
    .flatMap((source) => {
      const match = source.file.startsWith('releases/')
        ? RELEASE_FILE.exec(source.file.slice('releases/'.length))
        : null;
      if (!match) return [];
      const version = `${match[2]}.${match[3]}.${match[4]}`;
      return [{version, date: source.date ?? match[1], file: source.file}];
    })
    .sort((a, b) => compareVersions(a.version, b.version));
}

/** The newest release: the version the docs describe. */
export function currentRelease(releases: readonly Release[]): Release {
  const newest = releases.at(-1);
  if (!newest) throw new Error('releases/ holds no release notes');
  return newest;
}

/**
 * The newest release published on or before `date` (YYYY-MM-DD): what a reader of a post from that
 * day could run. Undefined before the first release.
 */
export function releaseOn(releases: readonly Release[], date: string): Release | undefined {
  return [...releases].reverse().find((release) => release.date <= date);
}
