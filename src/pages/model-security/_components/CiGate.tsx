import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import styles from './CiGate.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import workflow from './CiGate.workflow.yaml?highlight';

/** Using the scan's exit code to stop unsafe files in CI. */
export default function CiGate(): ReactNode {
  return (
    <Section
      id="gate-ci"
      title="Gate CI on the result"
      intro="scan-model uses the same exit codes as every other Crucible command, so no wrapper script is needed."
    >
      <div className={styles.layout}>
        <div>
          <ul className={styles.codes}>
            <li>
              <code>0</code>: every file was read and nothing was found.
            </li>
            <li>
              <code>100</code>: the scan finished and reported at least one finding.
            </li>
            <li>
              <code>1</code>: the scan could not finish, for example on an unreadable or truncated
              file. Treat it as a failure too, since an unread file is an unchecked one.
            </li>
          </ul>
          <p>
            The workflow fails the pull request that adds a risky file, and the JSON report stays
            attached to the run for whoever reviews it. Scan at every door a model can come through:
            the pull request that adds it, the job that copies it into your registry, and the
            container build that bakes it into an image.
          </p>
        </div>
        <HighlightedCode code={workflow} title=".github/workflows/model-scan.yml" />
      </div>
    </Section>
  );
}
