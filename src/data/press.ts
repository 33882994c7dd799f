/**
 * Press page content: the company description, fact sheet, our own announcements and talks.
 * Only our own channels are listed here; we do not list third-party coverage.
 */

import {blackHat2025, defcon2025, type ConferenceEvent} from './events';

/** The paragraph journalists may quote as is. */
export const pressBoilerplate =
  'Crucible, Inc. maintains Crucible, an open-source command-line tool and Node library that engineering and security teams use to test LLM prompts, red-team AI applications and agents, measure guardrails, scan model files for unsafe code and inspect MCP traffic. Crucible is MIT-licensed and ships a new minor release every month. The company, founded in 2024 and based in San Francisco with a remote-first team, sells Crucible Enterprise, which adds shared workspaces, single sign-on, role-based access, audit logging and scheduled scans, hosted or on-prem.';

export type Fact = {label: string; value: string};

export const pressFacts = [
  {label: 'Company', value: 'Crucible, Inc.'},
  {label: 'Founded', value: '2024'},
  {
    label: 'Headquarters',
    value: 'San Francisco, California; remote-first team in North America and Europe',
  },
  {label: 'Founders', value: 'Maya Okonkwo (CEO) and Devansh Rao (CTO)'},
  {
    label: 'Product',
    value:
      'Crucible, a CLI and Node library for LLM evaluation, red teaming, guardrail testing, model file scanning and MCP proxying',
  },
  {
    label: 'Commercial edition',
    value: 'Crucible Enterprise, hosted at app.crucible.dev or installed on-prem',
  },
  {label: 'Licence', value: 'MIT (CLI and Node library)'},
  {label: 'Source code', value: 'github.com/crucible-ai/crucible'},
  {
    label: 'Release cadence',
    value: 'One minor release a month since July 2024 (0.70.0); 0.87.0 in December 2025',
  },
] as const satisfies readonly Fact[];

export type PressItem = {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  title: string;
  summary: string;
  /** Only /blog/ or /releases/. */
  link: {label: string; to: '/blog/' | '/releases/'};
};

export const announcements = [
  {
    date: '2025-12-01',
    title: 'Crucible 0.87.0 adds trace assertions',
    summary:
      'Tests can now fail on the OpenTelemetry spans an application emits, such as a refund tool being called when it should not be, not only on the text it returns.',
    link: {label: 'Release notes', to: '/releases/'},
  },
  {
    date: '2025-11-03',
    title: 'Crucible 0.86.0 turns the MCP proxy into a policy gate',
    summary:
      'The proxy can block tool calls that match rules by server and tool name, and red-team reports group findings by the OWASP Top 10 for LLM Applications.',
    link: {label: 'Release notes', to: '/releases/'},
  },
  {
    date: '2025-10-01',
    title: 'Crucible 0.85.0 measures guardrail false positives',
    summary:
      'Guardrail tests now replay 420 benign prompts next to the attacks, so a filter is scored on the legitimate requests it blocks as well as the attacks it stops.',
    link: {label: 'Release notes', to: '/releases/'},
  },
  {
    date: '2025-08-05',
    title: 'Research on red-teaming tool-using agents',
    summary:
      'Findings from testing 27 agent deployments, including cross-tenant reads in 14 of them, previewed ahead of our DEF CON 33 talk.',
    link: {label: 'Blog post', to: '/blog/'},
  },
  {
    date: '2025-03-18',
    title: 'How indirect prompt injection reaches RAG apps',
    summary:
      'A walkthrough of how instructions hidden in retrieved documents take over an assistant, with configs to test your own pipeline.',
    link: {label: 'Blog post', to: '/blog/'},
  },
  {
    date: '2024-08-13',
    title: 'Crucible, Inc. launches with Crucible 0.71.0',
    summary:
      'The first public release of the open-source CLI, with evals, a local web UI, sharing and red-team generation, under the MIT licence.',
    link: {label: 'Launch post', to: '/blog/'},
  },
] as const satisfies readonly PressItem[];

export type Talk = {
  date: string;
  title: string;
  venue: string;
  speakers: string;
  summary: string;
  /** The conference's own page on this site, for the schedule and what came of the talk. */
  event: Pick<ConferenceEvent, 'name' | 'path'>;
};

export const talks = [
  {
    date: '2025-08-09',
    title: 'Confused deputies with API keys: red-teaming agents that hold real tools',
    venue: 'DEF CON 33, AI Village, Las Vegas',
    speakers: 'Lena Hartmann',
    summary:
      'What five months of attacking agents in staging showed: tool descriptions act as prompts, authorisation belongs in the tool, and data leaks through tool arguments.',
    event: defcon2025,
  },
  {
    date: '2025-08-06',
    title: 'Live attack demos: tool poisoning, model file scanning and guardrail scoring',
    venue: 'Black Hat USA, Business Hall booth, Las Vegas',
    speakers: 'The Crucible research and engineering team',
    summary:
      'Two days of demos against deliberately weak targets, including a pickled checkpoint that opens a reverse shell when loaded.',
    event: blackHat2025,
  },
] as const satisfies readonly Talk[];

export const PRESS_EMAIL = 'press@crucible.dev';

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const pressKeywords: readonly string[] = [
  'press kit',
  'media kit',
  'brand guidelines',
  'logo svg',
  'company boilerplate',
  'journalists',
  'media enquiries',
  'founding date',
];
