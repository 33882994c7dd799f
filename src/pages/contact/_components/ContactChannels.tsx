import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import FeatureGrid, {type Feature} from '@site/src/components/FeatureGrid';
import {DISCORD_URL, GITHUB_URL} from '@site/src/data/site';
import styles from './ContactChannels.module.css';

type Channel = {label: string; href: string};

type Audience = {
  title: string;
  body: string;
  channels: Channel[];
};

const audiences: Audience[] = [
  {
    title: 'Sales',
    body: 'Questions about Enterprise, hosted or on-prem deployment, security reviews and pilots. A solutions engineer replies within one working day.',
    channels: [
      {label: 'sales@crucible.dev', href: 'mailto:sales@crucible.dev'},
      {label: 'Compare plans', href: '/pricing/'},
    ],
  },
  {
    title: 'Support',
    body: 'Community users get help from maintainers and other users on Discord, and file reproducible bugs as GitHub issues with the Crucible version and a trimmed config. Enterprise customers email support, with response times set in their order form.',
    channels: [
      {label: 'Community Discord', href: DISCORD_URL},
      {label: 'GitHub issues', href: `${GITHUB_URL}/issues`},
      {label: 'support@crucible.dev (Enterprise)', href: 'mailto:support@crucible.dev'},
      {label: 'Troubleshooting guide', href: '/docs/usage/troubleshooting/'},
    ],
  },
  {
    title: 'Security reports',
    body: 'Found a vulnerability in Crucible or app.crucible.dev? Email us privately instead of opening a public issue. We acknowledge within two working days, send a fix plan within ten, and credit reporters in the release notes unless they prefer not to be named.',
    channels: [
      {label: 'security@crucible.dev', href: 'mailto:security@crucible.dev'},
      {label: 'Disclosure policy', href: '/responsible-disclosure-policy/'},
    ],
  },
  {
    title: 'Press',
    body: 'Interviews, comment on AI security research, and permission to use our logo or findings. The press page has our fact sheet and a company description you can quote.',
    channels: [
      {label: 'press@crucible.dev', href: 'mailto:press@crucible.dev'},
      {label: 'Press kit', href: '/press/'},
    ],
  },
];

/** Who to contact for what, with direct addresses and links. */
export default function ContactChannels(): ReactNode {
  const features: Feature[] = audiences.map((audience) => ({
    title: audience.title,
    body: (
      <>
        <p>{audience.body}</p>
        <ul className={styles.links}>
          {audience.channels.map((channel) => (
            <li key={channel.label}>
              <Link
                to={channel.href}
                {...(channel.href.startsWith('mailto:') && {target: '_self'})}
              >
                {channel.label}
              </Link>
            </li>
          ))}
        </ul>
      </>
    ),
  }));
  return <FeatureGrid features={features} />;
}
