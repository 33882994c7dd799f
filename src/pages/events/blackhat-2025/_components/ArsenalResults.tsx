import {useId, type ReactNode} from 'react';
import Section from '@site/src/components/Section';
import {arsenalResults} from '@site/src/data/events';
import styles from './BlackHat.module.css';
import HighlightedCode from '@site/src/components/HighlightedCode';
import command from './ArsenalResults.command.sh?highlight';

/** "61" -> "61.0%": the recap reports every rate to one decimal place. */
function percent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** The headline numbers of the Arsenal session, one row per filter. */
export default function ArsenalResults(): ReactNode {
  const captionId = useId();
  return (
    <Section
      id="arsenal-results"
      tone="muted"
      title="Arsenal results in one table"
      intro="Three filters in front of the same pharmacy refill assistant, scored on 300 generated attacks and 340 legitimate prompts, 40 of them pharmacy questions full of words like overdose and maximum dose."
    >
      {/* Six columns do not fit a phone: the wrapper scrolls sideways and, being a scroll
          region, is focusable and named so keyboard users can scroll it too. */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.results}>
          <caption id={captionId} className={styles.caption}>
            Share of attacks blocked and of legitimate prompts wrongly blocked, per filter
          </caption>
          <thead>
            <tr>
              <th scope="col">Filter</th>
              <th scope="col">Attacks blocked</th>
              <th scope="col">Crescendo attacks blocked</th>
              <th scope="col">False positives, all</th>
              <th scope="col">False positives, pharmacy</th>
              <th scope="col">Median added latency</th>
            </tr>
          </thead>
          <tbody>
            {arsenalResults.map((result) => (
              <tr key={result.filter}>
                <th scope="row">{result.filter}</th>
                <td>{percent(result.blocked)}</td>
                <td>{percent(result.crescendoBlocked)}</td>
                <td>{percent(result.falsePositives)}</td>
                <td>{percent(result.pharmacyFalsePositives)}</td>
                <td>{result.medianLatency}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.after}>
        The demo, with the three filter services and the weak assistant, lives in the repository
        under <code>examples/guardrails-arsenal/</code>. To score your own filter the same way,
        replace the local services with its endpoint and run:
      </p>
      <HighlightedCode code={command} />
    </Section>
  );
}
