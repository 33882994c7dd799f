import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import styles from './HowWeHire.module.css';

type Step = {title: string; body: string};

const steps: Step[] = [
  {
    title: 'Apply by email',
    body: 'Send a CV or LinkedIn profile and a few sentences on why this role. Links to code, talks or writing help more than a cover letter. A person reads every application and replies within five working days, including when the answer is no.',
  },
  {
    title: 'Intro call, 30 minutes',
    body: 'A conversation with the hiring manager about the role, your experience and what you want next. Bring questions: pay, equity and the interview steps are all fair to ask about here.',
  },
  {
    title: 'Work sample',
    body: 'A short exercise close to the real job, such as reviewing a pull request, writing a red-team plugin or debugging a failing eval. It takes three to four hours and we pay USD 400 for it. You can walk us through existing public work instead.',
  },
  {
    title: 'Team conversations',
    body: 'Two video calls of 45 minutes with future teammates: one goes deeper into your work sample, the other covers how you collaborate, give feedback and handle disagreement.',
  },
  {
    title: 'Founder call and offer',
    body: 'A call with Maya or Devansh, then two references. We aim to make a written offer within three weeks of your application, with the salary and equity numbers in the first draft.',
  },
];

/** The hiring process as numbered steps. */
export default function HowWeHire(): ReactNode {
  return (
    <Section
      title="How we hire"
      intro="Five steps, usually over two to three weeks. We tell you what comes next at every stage and never ask for unpaid project work."
      tone="muted"
    >
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <Heading as="h3" className={styles.title}>
              {step.title}
            </Heading>
            <p className={styles.body}>{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
