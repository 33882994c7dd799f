import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import Diagram from '@site/src/components/Diagram';
import Section from '@site/src/components/Section';
import styles from './ScanUsage.module.css';

const COMMANDS = `# a single file, a folder, or a snapshot you just downloaded
crucible scan-model ./models/

# the same scan as machine-readable findings
crucible scan-model ./models/ --format json -o scan.json`;

const OUTPUT = `Scanning ./models/ (7 files, 3.8 GB)

HIGH    sentiment-v3/pytorch_model.bin
        data.pkl calls posix.system through REDUCE at byte 0x1a4;
        unpickling this file runs a shell command
HIGH    forecaster.keras
        Lambda layer "normalize_inputs" contains serialized Python bytecode
MEDIUM  vision/model.onnx
        custom operator domain "com.vendor.fastops" needs a native library
MEDIUM  exports/bundle.tar.gz
        entry "../../.bashrc" would be written outside the extraction folder
clean   embedder/model.safetensors
clean   embedder/tokenizer.json
clean   chat/llama-3.1-8b-instruct-q4_k_m.gguf

4 findings in 7 files: 2 high, 2 medium`;

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
        <CodeBlock language="bash">{COMMANDS}</CodeBlock>
        <CodeBlock language="text">{OUTPUT}</CodeBlock>
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
