import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Section from '@site/src/components/Section';
import styles from './ExampleConfig.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import config from './ExampleConfig.config.yaml?highlight';
import commands from './ExampleConfig.commands.sh?highlight';

/** A complete red-team config for an agent, the commands that run it and where to read more. */
export default function ExampleConfig(): ReactNode {
  return (
    <Section
      id="example-config"
      title="An example scan"
      intro="A booking agent behind an HTTP endpoint, with four tools that move money or personal data. Six plugins at ten cases each, plus a transformed copy per strategy, make about 240 attacks."
    >
      <div className={styles.layout}>
        <div className={styles.code}>
          <HighlightedCode code={config} title="crucibleconfig.yaml" />
          <HighlightedCode code={commands} />
        </div>
        <div>
          <p>
            The <code>purpose</code> names the tools and the rules, which is what lets{' '}
            <code>bola</code> ask for a stranger’s booking and <code>excessive-agency</code> push
            for a refund the fare does not allow. <code>provider</code> is the model that writes and
            grades attacks; it is separate from the target.
          </p>
          <p>
            Splitting <code>generate</code> from <code>eval</code> lets you review the cases before
            spending tokens; <code>crucible redteam run</code> does both at once.
          </p>
          <ul className={styles.links}>
            <li>
              <Link to="/docs/red-team/quickstart/">
                Red-team quickstart: a first scan and report
              </Link>
            </li>
            <li>
              <Link to="/docs/red-team/configuration/">Every key of the redteam section</Link>
            </li>
            <li>
              <Link to="/docs/red-team/plugins/">All plugins, filterable by framework</Link>
            </li>
            <li>
              <Link to="/docs/red-team/strategies/">Strategies and what each one costs</Link>
            </li>
            <li>
              <Link to="/docs/red-team/risk-scoring/">How findings are scored</Link>
            </li>
          </ul>
        </div>
      </div>
    </Section>
  );
}
