/** Calendar dates as the site writes them (YYYY-MM-DD), and the release day of a new version. */
import {scheduledReleaseDate} from '../../src/data/releaseSchedule';

const pad = (value: number) => String(value).padStart(2, '0');

/** The writer's calendar date of `now`, in their own time zone. */
export function localDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether `text` is a YYYY-MM-DD date that exists (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * The release day of the version after the one released on `previous`: one minor version a
 * month, on the next month's scheduled day (src/data/releaseSchedule.ts).
 */
export function nextReleaseDate(previous: string): string {
  const [year, month] = previous.split('-').map(Number);
  return month === 12 ? scheduledReleaseDate(year + 1, 1) : scheduledReleaseDate(year, month + 1);
}
