/**
 * Dates as the site prints them, computed from the ISO date alone (no Intl, no time zone) so the
 * server and every browser render the same text and hydration never mismatches.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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

function parts(iso: string): [number, number, number] {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

/** "2025-08-09" -> "9 August 2025". */
export function formatDate(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

/** "2025-08-06" -> "Wednesday 6 August", for schedules within one known year. */
export function formatEventDay(iso: string): string {
  const [year, month, day] = parts(iso);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

/**
 * A date as theme-classic prints it in English (`Intl.DateTimeFormat('en', {day: 'numeric',
 * month, year: 'numeric', timeZone: 'UTC'})`): "Nov 28, 2026" (`short`) or "November 28, 2026"
 * (`long`). The same text without Intl: a page's first `Intl.DateTimeFormat` loads the browser's
 * date-format data, 20 to 35 ms on one task of the development machine while the page hydrates,
 * for one date (src/theme/LastUpdated, src/theme/BlogPostItem/Header/Info).
 */
export function formatEnglishDate(date: Date | string | number, month: 'short' | 'long'): string {
  const at = new Date(date);
  const name = MONTHS[at.getUTCMonth()];
  return `${month === 'short' ? name.slice(0, 3) : name} ${at.getUTCDate()}, ${at.getUTCFullYear()}`;
}
