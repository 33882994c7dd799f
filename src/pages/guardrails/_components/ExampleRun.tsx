import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import styles from './ExampleRun.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import config from './ExampleRun.config.yaml?highlight';
import output from './ExampleRun.output.txt?highlight';

/** A guardrails config, a sample run and how to read it. */
export default function ExampleRun(): ReactNode {
  return (
    <Section
      id="example-run"
      title="A run, start to finish"
      intro="The guardrail is wrapped as an http provider whose answer is simply whether it blocked the input. Your own labelled cases go under tests; the redteam section builds the attack set."
    >
      <div className={styles.layout}>
        <HighlightedCode code={config} title="guardrails.yaml" />
        <HighlightedCode code={output} />
      </div>
      <div className={styles.reading}>
        <p>
          This filter is strong on plain text and weak the moment an attack is encoded: it never
          decodes base64, so nearly two thirds of those attacks reach the model. On the other side,
          it refuses one health question in six. Lowering the global threshold would trade one
          problem for the other. Decoding inputs before classification fixes the first, and a
          separate threshold for the health category fixes the second, so both numbers move the
          right way.
        </p>
        <p>
          Save the JSON report in CI and compare it run to run. A vendor can retrain a hosted
          moderation model without telling you, and the two rates are how you will notice.
        </p>
      </div>
    </Section>
  );
}
