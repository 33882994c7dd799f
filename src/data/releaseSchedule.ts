/**
 * When Crucible releases: one minor version a month, on the month's first working day. The
 * release notes are dated so (2024-09-02 because 1 September was a Sunday, 2025-01-02 because of
 * New Year's Day), docs/releases.md states the rule in these words, and the `release-schedule`
 * check holds both to it.
 */

/** The rule as docs/releases.md states it, word for word. */
export const RELEASE_DAY = 'on the first working day of each month';

/** Days without releases besides weekends, as MM-DD. */
export const HOLIDAYS = ['01-01'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** The scheduled release date (YYYY-MM-DD) of a month; `month` is 1-12. */
export function scheduledReleaseDate(year: number, month: number): string {
  for (let day = 1; ; day++) {
    const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
    const monthDay = `${pad(month)}-${pad(day)}`;
    const holiday = (HOLIDAYS as readonly string[]).includes(monthDay);
    if (weekday !== 0 && weekday !== 6 && !holiday) return `${year}-${monthDay}`;
  }
}
