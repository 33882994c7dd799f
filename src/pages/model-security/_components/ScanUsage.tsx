import type {ReactNode} from 'react';
import Diagram from '@site/src/components/Diagram';
import Section from '@site/src/components/Section';
import styles from './ScanUsage.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import commands from './ScanUsage.commands.sh?highlight';
import output from './ScanUsage.output.txt?highlight';

/** The scan command, a sample report and the diagram of what is checked. */
export default function ScanUsage(): ReactNode {
  return (
    <Section
      id="scan-before-you-load"
      tone="muted"
      title="Scan before you load"
      intro="The scanner parses each file as data and never imports it, so it is safe to point at something you do not trust yet. It needs no config file and no API key."
    >
      <figure className={styles.figure}>
        <Diagram
          src="/img/diagrams/model-scan.svg"
          alt="Model files go into crucible scan-model, which reads them without loading them and either passes them with exit code 0 or reports findings with exit code 100."
          width={900}
          height={300}
        />
      </figure>
      <div className={styles.layout}>
        <HighlightedCode code={commands} />
        <HighlightedCode code={output} />
      </div>
      <div className={styles.reading}>
        <p>
          Each finding names the file, the exact construct and what it would do, which is what a
          reviewer needs to decide between deleting the file and asking its author. Safetensors
          files hold tensors and a JSON header and nothing else, so they come back clean unless the
          header itself is malformed. GGUF files are checked for oversized metadata and for chat
          templates with executable Jinja constructs.
        </p>
        <p>
          A finding is not always malice. Research checkpoints sometimes pickle a custom class for
          honest reasons. The fix is the same either way: load the file once in an isolated
          environment with no network and no credentials, re-export the weights to safetensors, and
          ship that instead.
        </p>
      </div>
    </Section>
  );
}
