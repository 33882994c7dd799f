import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import {redTeamFrameworks} from '@site/src/data/redTeaming';
import styles from './FrameworkMap.module.css';

/** Which risk and compliance frameworks scan results support, as a two-column table. */
export default function FrameworkMap(): ReactNode {
  return (
    <Section
      id="frameworks"
      tone="muted"
      title="Mapped to the frameworks reviewers ask about"
      intro="Reviewers rarely ask whether you ran a scan. They ask which risks you tested, against which list, and whether you can repeat it next quarter."
    >
      <div className={styles.wrapper}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Framework</th>
              <th scope="col">What a Crucible scan gives you</th>
            </tr>
          </thead>
          <tbody>
            {redTeamFrameworks.map((row) => (
              <tr key={row.framework}>
                <th scope="row">
                  <Link to={row.doc}>{row.framework}</Link>
                </th>
                <td>{row.mapping}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
