import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import EvalResultsMatrix from '@site/src/components/EvalResultsMatrix';
import PageHeader from '@site/src/components/PageHeader';
import {ticketTriageEval} from '@site/src/data/sampleResults/evalResults';
import styles from './Hero.module.css';
import VisuallyHidden, {visuallyHiddenClass} from '@site/src/components/VisuallyHidden';

type Props = {
  /** The page's H1. */
  title: string;
  /** The quick-start command shown under the lead. */
  command: string;
};

/**
 * Home hero: the H1, one line on what Crucible is, the quick-start command and two buttons, and
 * beside them the results grid of the config the page shows further down.
 */
export default function Hero({title, command}: Props): ReactNode {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyCommand = () => {
    navigator.clipboard?.writeText(command).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <PageHeader
      title={title}
      lead="Crucible is an open-source command-line tool that runs your prompts against the models you care about, grades every answer, and attacks your AI application before your users do."
      viewPlacement="beside"
      view={
        <EvalResultsMatrix
          sample={ticketTriageEval}
          caption={
            <>
              the <Link to="#config-example">ticket-triage config</Link> below, run on both of its
              providers
            </>
          }
        />
      }
    >
      <div className={styles.quickStart}>
        <div className={styles.command}>
          <span className={styles.prompt} aria-hidden="true">
            $
          </span>
          <code className={styles.code}>{command}</code>
          <button
            type="button"
            className="button button--sm button--outline button--secondary"
            onClick={copyCommand}
          >
            Copy<VisuallyHidden> the quick-start command</VisuallyHidden>
          </button>
        </div>
        <p className={styles.note}>
          Needs Node 20 or newer. Prefer a permanent binary? <code>npm install -g crucible</code> or{' '}
          <code>brew install crucible</code>.
        </p>
        <span className={visuallyHiddenClass} role="status">
          {copied ? 'Command copied to the clipboard' : ''}
        </span>
      </div>
      <Link className="button button--primary button--lg" to="/docs/getting-started/">
        Get started
      </Link>
      <Link className="button button--secondary button--lg" to="/red-teaming/">
        Red team your app
      </Link>
    </PageHeader>
  );
}
