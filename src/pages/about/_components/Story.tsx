import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import styles from './Story.module.css';

type Milestone = {date: string; label: string; text: string};

const milestones: Milestone[] = [
  {
    date: '2023',
    label: '2023',
    text: 'Maya and Devansh write the first version to test the support and summarisation prompts their own teams ship, and use it daily for a year.',
  },
  {
    date: '2024-08-13',
    label: 'August 2024',
    text: 'Crucible, Inc. launches with the first public release, 0.71.0, under the MIT licence. Evals, the local web UI and red-team generation ship on day one.',
  },
  {
    date: '2025-03',
    label: 'March 2025',
    text: 'We publish our research on indirect prompt injection in retrieval-augmented apps, with the configs to reproduce it.',
  },
  {
    date: '2025-08',
    label: 'August 2025',
    text: 'Lena presents our study of red-teaming 27 tool-using agents at DEF CON 33, and the team demos live attacks at a Black Hat USA booth.',
  },
  {
    date: '2025-12',
    label: 'December 2025',
    text: 'Release 0.87.0 lets tests assert on OpenTelemetry spans, after guardrail false-positive scoring in 0.85.0 and MCP proxy policies in 0.86.0.',
  },
];

/** Why the founders built Crucible, and the milestones since. */
export default function Story(): ReactNode {
  return (
    <Section title="Why we built it" tone="muted">
      <div className="row">
        <div className="col col--7">
          <p>
            Before Crucible, our founders spent three years shipping LLM features at a payments
            company. The failures they saw were ordinary: a refund bot quoting a return window that
            had changed, a summariser that started dropping the word &ldquo;not&rdquo; after a
            switch to a cheaper model, an internal assistant that printed its system prompt when an
            employee asked it to repeat everything above. Each one would have been caught by a list
            of inputs and expectations, run on every change.
          </p>
          <p>
            The tools available at the time did not fit that habit. Hosted dashboards wanted
            production traffic, notebooks only ran for their authors, and security scanners knew
            nothing about the prompts they were scanning. So they wrote a command-line tool that
            reads one YAML file, runs every prompt against every model for every test case, and
            treats an attack the same way it treats a regression: as a failing test.
          </p>
          <p>
            After a year of using it internally, they started a company to maintain it in the open.
            Since July 2024 Crucible has shipped a minor release every month, and much of what is in
            it came from people testing their own products and sending pull requests.
          </p>
        </div>
        <div className="col col--5">
          <ol className={styles.timeline} aria-label="Milestones">
            {milestones.map((m) => (
              <li key={m.date} className={styles.milestone}>
                <time dateTime={m.date} className={styles.date}>
                  {m.label}
                </time>
                <p className={styles.text}>{m.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Section>
  );
}
