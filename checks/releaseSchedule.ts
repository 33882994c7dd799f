/**
 * `release-schedule`: the release notes follow the schedule src/data/releaseSchedule.ts declares
 * (one minor version a month, on the month's first working day), and pages that talk about
 * releases agree with the notes:
 * - docs/releases.md states the release day in the data's words, and its "Newest releases" table
 *   lists the three newest releases, newest first, with the month each came out. The table stays
 *   hand-written because its highlights are editorial; this check fails as soon as a new release
 *   note lands without a row.
 * - Any page that ties a version to a month ("0.87.0 in December 2025", "October 2025 was
 *   0.85.0", "July 2024 (0.70.0)") names the month of that version's release note.
 */
import path from 'node:path';
import {RELEASE_DAY, scheduledReleaseDate} from '../src/data/releaseSchedule';
import type {Finding} from './finding';
import type {Check} from './index';
import {extractFencedBlocks} from './markdown';
import {loadReleases, type Release} from './releases';
import type {Source} from './sources';

const RULE = 'release-schedule';
const DATA_FILE = 'src/data/releaseSchedule.ts';
export const RELEASES_PAGE = 'docs/releases.md';
const TABLE_HEADING = '## Newest releases';
const TABLE_ROWS = 3;
const RANKS = ['newest', 'second newest', 'third newest'];

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "December 2025" for 2025-12-01. */
export function monthOf(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

const lineOf = (text: string, pattern: RegExp): number =>
  Math.max(
    text.split('\n').findIndex((line) => pattern.test(line)),
    0,
  ) + 1;

function checkNotes(releases: readonly Release[], sources: readonly Source[]): Finding[] {
  const findings: Finding[] = [];
  releases.forEach((release, index) => {
    const text = sources.find((source) => source.file === release.file)?.text ?? '';
    const line = lineOf(text, /^date:/);
    const [year, month] = release.date.split('-').map(Number);
    const scheduled = scheduledReleaseDate(year, month);
    if (release.date !== scheduled) {
      findings.push({
        file: release.file,
        line,
        rule: RULE,
        message: `${release.version} is dated ${release.date}; releases go out ${RELEASE_DAY}, which was ${scheduled} (${DATA_FILE})`,
      });
    }
    const previous = releases[index - 1];
    if (!previous) return;
    const [, previousMinor] = previous.version.split('.').map(Number);
    const [, minor] = release.version.split('.').map(Number);
    const [previousYear, previousMonth] = previous.date.split('-').map(Number);
    const months = (year - previousYear) * 12 + (month - previousMonth);
    if (minor !== previousMinor + 1 || months !== 1) {
      findings.push({
        file: release.file,
        line,
        rule: RULE,
        message: `${release.version} (${release.date}) follows ${previous.version} (${previous.date}); each month's release adds one to the minor version (${DATA_FILE})`,
      });
    }
  });
  return findings;
}

function checkReleasesPage(page: Source, releases: readonly Release[]): Finding[] {
  const findings: Finding[] = [];
  const at = (line: number, message: string) =>
    findings.push({file: page.file, line, rule: RULE, message});
  if (!page.text.includes(RELEASE_DAY)) {
    at(
      lineOf(page.text, /^## Release cadence/),
      `the page must say that releases go out "${RELEASE_DAY}", as the release notes are dated (${DATA_FILE})`,
    );
  }
  const lines = page.text.split('\n');
  const heading = lines.findIndex((line) => line.trim() === TABLE_HEADING);
  if (heading === -1) {
    at(0, `the page has no "${TABLE_HEADING}" table`);
    return findings;
  }
  const rows: {line: number; cells: string[]}[] = [];
  for (let index = heading + 1; index < lines.length && !lines[index].startsWith('#'); index++) {
    const cells = lines[index]
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (cells.length >= 2 && /^\d+\.\d+\.\d+$/.test(cells[0])) rows.push({line: index + 1, cells});
  }
  const newest = [...releases].reverse().slice(0, TABLE_ROWS);
  newest.forEach((release, index) => {
    const row = rows[index];
    if (!row || row.cells[0] !== release.version) {
      at(
        row?.line ?? heading + 1,
        `row ${index + 1} of "${TABLE_HEADING.slice(3)}" must be ${release.version}, the ${RANKS[index]} release (${release.file})`,
      );
    } else if (row.cells[1] !== monthOf(release.date)) {
      at(
        row.line,
        `says ${release.version} was released in ${row.cells[1]}; its note is dated ${release.date} (${release.file})`,
      );
    }
  });
  if (rows.length > TABLE_ROWS) {
    at(
      rows[TABLE_ROWS].line,
      `"${TABLE_HEADING.slice(3)}" lists the ${TABLE_ROWS} newest releases only`,
    );
  }
  return findings;
}

const MONTH = `(${MONTHS.join('|')}) (\\d{4})`;
const VERSION = '(\\d+\\.\\d+\\.\\d+)';
/** Phrases that tie a version to a month; each yields [version, month, year] in some order. */
const VERSION_MONTH = [
  {pattern: new RegExp(`\\b${VERSION}\\b[^.;\\n]{0,40}?\\bin ${MONTH}`, 'g'), order: [1, 2, 3]},
  {
    pattern: new RegExp(`\\b${MONTH}(?: was|,? when| \\()(?: Crucible)? ${VERSION}\\b`, 'g'),
    order: [3, 1, 2],
  },
];

/** Statements on any page that put a release in the wrong month. */
function checkVersionMonths(source: Source, releases: readonly Release[]): Finding[] {
  const code = new Set<number>();
  if (source.format === 'markdown') {
    for (const block of extractFencedBlocks(source.text)) {
      const last = block.line + block.content.split('\n').length + 1;
      for (let line = block.line; line <= last; line++) code.add(line);
    }
  }
  const findings: Finding[] = [];
  source.text.split('\n').forEach((text, index) => {
    if (code.has(index + 1)) return;
    for (const {pattern, order} of VERSION_MONTH) {
      for (const match of text.matchAll(pattern)) {
        const [version, month, year] = order.map((group) => match[group]);
        const release = releases.find((candidate) => candidate.version === version);
        if (!release || monthOf(release.date) === `${month} ${year}`) continue;
        findings.push({
          file: source.file,
          line: index + 1,
          rule: RULE,
          message: `puts ${version} in ${month} ${year}; its release note is dated ${release.date} (${release.file})`,
        });
      }
    }
  });
  return findings;
}

export function releaseScheduleCheck(root: string): Check {
  return {
    rule: RULE,
    description:
      'Release notes follow the monthly schedule, and pages that date a release agree with its note.',
    run(sources) {
      const releases = loadReleases(root);
      const page = sources.find((source) => source.file === RELEASES_PAGE);
      return [
        ...checkNotes(releases, sources),
        ...(page ? checkReleasesPage(page, releases) : []),
        ...sources.flatMap((source) => checkVersionMonths(source, releases)),
      ];
    },
  };
}

export const releaseSchedule = releaseScheduleCheck(path.resolve(__dirname, '..'));
