import type {ReactNode} from 'react';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import {DISCORD_URL, GITHUB_URL} from '@site/src/data/site';
import {FEEDBACK_EMAIL} from '@site/src/lib/validateFeedback';
import styles from './FeedbackChannels.module.css';

type Channel = {
  title: string;
  /** What belongs here, in one or two sentences. */
  body: string;
  /** What makes a report in this channel quick to act on. */
  include: string[];
  link: {label: string; href: string};
};

const channels: Channel[] = [
  {
    title: 'Bugs in Crucible',
    body: 'Something in the CLI, the Node library or the web UI behaves differently from the docs. Open a GitHub issue, where maintainers triage new reports and you can follow the fix.',
    include: [
      'the output of crucible --version and node --version',
      'the command you ran and the full error',
      'a trimmed crucibleconfig.yaml that still fails, with API keys removed',
    ],
    link: {label: 'Open a GitHub issue', href: `${GITHUB_URL}/issues/new`},
  },
  {
    title: 'Questions',
    body: 'Not sure whether something is a bug, or how to set up a provider, plugin or assertion? Ask on Discord, where maintainers and other users answer in public.',
    include: [
      'what you are trying to achieve, not only the step that fails',
      'the provider id and plugin names involved',
    ],
    link: {label: 'Join the Discord', href: DISCORD_URL},
  },
  {
    title: 'The docs and this site',
    body: 'A page that is wrong, out of date, hard to follow or missing something you needed. Email us, or use the form below to write the message for you.',
    include: [
      'the page address',
      'what you expected to find there',
      'the version of Crucible you use, if the page describes a feature',
    ],
    link: {label: FEEDBACK_EMAIL, href: `mailto:${FEEDBACK_EMAIL}`},
  },
];

/** Which channel each kind of feedback belongs in, and what to put in it. */
export default function FeedbackChannels(): ReactNode {
  const features: Feature[] = channels.map((channel) => ({
    title: channel.title,
    body: (
      <>
        <p>{channel.body}</p>
        <p className={styles.includeLead}>Include:</p>
        <ul className={styles.include}>
          {channel.include.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </>
    ),
    link: {label: channel.link.label, to: channel.link.href},
  }));
  return <FeatureGrid features={features} />;
}
