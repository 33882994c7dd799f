import type {ReactNode} from 'react';
import type {EventSession} from '@site/src/data/events';
import styles from './styles.module.css';

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

/**
 * "2025-08-06" -> "Wednesday 6 August". Computed in UTC from the date alone, so the server and
 * every browser render the same text whatever their time zone (no hydration mismatch).
 */
export function formatEventDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month - 1]}`;
}

type Props = {
  sessions: readonly EventSession[];
  /** Says whose schedule it is and which time zone the times are in. */
  caption: string;
};

/** An event's schedule as a table: day, time, what, where. Shared by the pages under /events/. */
export default function EventSchedule({sessions, caption}: Props): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Time</th>
          <th scope="col">What</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr key={`${session.date}-${session.what}`}>
            <th scope="row" className={styles.day}>
              <time dateTime={session.date}>{formatEventDay(session.date)}</time>
            </th>
            <td>{session.time}</td>
            <td>{session.what}</td>
            <td>{session.where}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
