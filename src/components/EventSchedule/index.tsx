import type {ReactNode} from 'react';
import type {EventSession} from '@site/src/data/events';
import {formatEventDay} from '@site/src/utils/formatDate';
import styles from './styles.module.css';

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
