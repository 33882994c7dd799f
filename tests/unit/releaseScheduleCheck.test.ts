// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {monthOf, releaseSchedule, releaseScheduleCheck} from '@site/checks/releaseSchedule';
import {loadSources} from '@site/checks/sources';
import {scheduledReleaseDate} from '@site/src/data/releaseSchedule';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/facts/release-schedule');

describe('release-schedule check', () => {
  it('reports off-schedule notes, a stale releases page and wrong months', () => {
    const findings = releaseScheduleCheck(FIXTURE)
      .run(loadSources(FIXTURE))
      .map(({file, line, message}) => `${file}:${line}: ${message}`);
    const data = '(src/data/releaseSchedule.ts)';
    expect(findings.sort()).toEqual(
      [
        'blog/2025-12-20-recap/index.mdx:6: puts 0.85.0 in November 2025; its release note is dated 2025-10-06 (releases/2025-10-06-crucible-0-85-0.md)',
        `docs/releases.md:5: the page must say that releases go out "on the first working day of each month", as the release notes are dated ${data}`,
        'docs/releases.md:7: puts 0.84.0 in October 2025; its release note is dated 2025-09-01 (releases/2025-09-01-crucible-0-84-0.md)',
        'docs/releases.md:13: says 0.87.0 was released in November 2025; its note is dated 2025-12-01 (releases/2025-12-01-crucible-0-87-0.md)',
        'docs/releases.md:14: row 2 of "Newest releases" must be 0.85.0, the second newest release (releases/2025-10-06-crucible-0-85-0.md)',
        'docs/releases.md:15: row 3 of "Newest releases" must be 0.84.0, the third newest release (releases/2025-09-01-crucible-0-84-0.md)',
        'docs/releases.md:16: "Newest releases" lists the 3 newest releases only',
        `releases/2025-10-06-crucible-0-85-0.md:1: 0.85.0 is dated 2025-10-06; releases go out on the first working day of each month, which was 2025-10-01 ${data}`,
        `releases/2025-12-01-crucible-0-87-0.md:1: 0.87.0 (2025-12-01) follows 0.85.0 (2025-10-06); each month's release adds one to the minor version ${data}`,
      ].sort(),
    );
  });

  it('schedules the first weekday of the month that is not New Year’s Day', () => {
    expect(scheduledReleaseDate(2024, 9)).toBe('2024-09-02');
    expect(scheduledReleaseDate(2025, 1)).toBe('2025-01-02');
    expect(scheduledReleaseDate(2025, 11)).toBe('2025-11-03');
    expect(scheduledReleaseDate(2025, 12)).toBe('2025-12-01');
    expect(monthOf('2025-12-01')).toBe('December 2025');
  });

  it('finds nothing on the site', () => {
    expect(releaseSchedule.run(loadSources(ROOT))).toEqual([]);
  });
});
