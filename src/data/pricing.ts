/** Plans, the comparison table and the FAQ on the pricing page. */

export type PlanId = 'community' | 'enterprise';

export type Plan = {
  id: PlanId;
  name: string;
  price: string;
  priceNote: string;
  summary: string;
  highlights: readonly string[];
  cta: {label: string; to: string};
};

export const plans = [
  {
    id: 'community',
    name: 'Community',
    price: 'Free',
    priceNote: 'Open source under the MIT licence',
    summary:
      'The full CLI and Node library on your own machines and in your CI, with no usage limits and no account required.',
    highlights: [
      'Evals across any number of prompts, providers and test cases',
      'Every red-team plugin and strategy',
      'Guardrail testing, model file scanning and the MCP proxy',
      'Local web UI with crucible view',
      'Share links on app.crucible.dev',
      'Help from the community on Discord and GitHub',
    ],
    cta: {label: 'Get started', to: '/docs/getting-started/'},
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Annual contract',
    priceNote: 'Hosted at app.crucible.dev or on-prem; priced by team size and deployment',
    summary:
      'A shared server for the results your team produces, with the access control, audit trail and support that security and platform teams need.',
    highlights: [
      'Everything in Community, on the same engine',
      'Team workspaces with SSO/SAML and role-based access',
      'Scheduled red-team scans and findings management',
      'Audit logging, retention policies and webhooks',
      'Remediation reports for security reviews',
      'Support with a response-time SLA',
    ],
    cta: {label: 'Contact sales', to: '/contact/'},
  },
] as const satisfies readonly Plan[];

/** `true` renders as "Included", `false` as "Not included", a string as itself. */
export type Cell = boolean | string;

export type ComparisonRow = {
  feature: string;
  /** One short sentence under the feature name. */
  detail?: string;
  community: Cell;
  enterprise: Cell;
};

export const comparison = [
  {
    feature: 'Evals',
    detail: 'Prompts, providers, test cases and assertions from crucibleconfig.yaml.',
    community: true,
    enterprise: true,
  },
  {
    feature: 'Red-team plugins and strategies',
    detail: 'Attack generation, multi-turn strategies and risk reports.',
    community: 'All plugins and strategies',
    enterprise: 'All plugins and strategies, plus scheduled scans',
  },
  {
    feature: 'Guardrails, model scanning and MCP proxy',
    detail: 'crucible guardrails, scan-model and mcp.',
    community: true,
    enterprise: true,
  },
  {
    feature: 'Web UI',
    community: 'Local viewer (crucible view)',
    enterprise: 'Shared team server',
  },
  {
    feature: 'Sharing',
    community: 'Unlisted links; anonymous shares expire after 30 days',
    enterprise: 'Private to members of your organisation',
  },
  {
    feature: 'SSO/SAML',
    community: false,
    enterprise: 'SAML 2.0 and OIDC',
  },
  {
    feature: 'RBAC and teams',
    community: false,
    enterprise: 'Workspaces with admin, editor and viewer roles',
  },
  {
    feature: 'Audit logging',
    community: false,
    enterprise: true,
  },
  {
    feature: 'Findings management',
    detail: 'Triage, assign and track red-team findings across scans.',
    community: false,
    enterprise: true,
  },
  {
    feature: 'Remediation reports',
    detail: 'Per-finding fix guidance and retest status, exportable for security reviews.',
    community: 'Per-scan report from crucible redteam report',
    enterprise: 'Organisation-wide reports with fix guidance and retest status',
  },
  {
    feature: 'Webhooks',
    detail: 'Signed HTTP callbacks when scans finish or findings change.',
    community: false,
    enterprise: true,
  },
  {
    feature: 'Retention controls',
    community: 'Local results stay until you delete them',
    enterprise: 'Retention policies per workspace',
  },
  {
    feature: 'On-prem deployment',
    community: 'Self-hosted single-node share server',
    enterprise: 'Full server in your own cloud or data centre',
  },
  {
    feature: 'Support SLA',
    community: 'Community help on Discord and GitHub',
    enterprise: 'Response times set in your order form',
  },
] as const satisfies readonly ComparisonRow[];

export type FaqItem = {question: string; answer: string};

export const pricingFaq = [
  {
    question: 'Can we use Community in commercial products?',
    answer:
      'Yes. The CLI and Node library are MIT-licensed, so you can run them on company code, in CI and inside internal tools without paying or asking. Keep the copyright notice if you redistribute the code.',
  },
  {
    question: 'Is anything held back from Community to push us to upgrade?',
    answer:
      'No. Every evaluation, red-team, guardrail, model scanning and MCP feature runs in Community on the same engine Enterprise uses. Enterprise adds what a team needs around the results: a shared server, access control, audit logs, scheduled scans and support.',
  },
  {
    question: 'How is Enterprise priced?',
    answer:
      'By annual contract. The price depends on the number of people who sign in and on whether we host the server or you run it on-prem. Sales sends a written quote after a short call about your setup, and the order form fixes the price for the term.',
  },
  {
    question: 'Who pays for model API calls?',
    answer:
      'You do, directly to your model providers, on both plans. Crucible calls providers with your own keys and never resells tokens or adds a margin. The response cache and CRUCIBLE_MAX_CONCURRENCY help keep large red-team runs within your budget.',
  },
  {
    question: 'Should we choose hosted or on-prem?',
    answer:
      'Hosted is the quickest start: we run app.crucible.dev, apply upgrades and keep backups. On-prem suits teams whose eval results must stay inside their own network, for example because test cases contain customer data. Both have the same features; on-prem upgrades follow your own change process.',
  },
  {
    question: 'Can we try Enterprise before signing?',
    answer:
      'Yes. We run 30-day pilots on the hosted app for teams that already use Community, with a solutions engineer to help move your existing configs and results across.',
  },
  {
    question: 'We run the self-hosted share server today. Can we move our results?',
    answer:
      'Yes. Export evals with crucible export, load them into a signed-in machine’s local database with crucible import, and upload each to Enterprise with crucible share. Configs do not change, because both editions read the same crucibleconfig.yaml.',
  },
  {
    question: 'Do you offer discounts?',
    answer:
      'Universities, registered non-profits and maintainers of open-source projects can ask sales about reduced Enterprise pricing. Community is already free for everyone.',
  },
] as const satisfies readonly FaqItem[];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const pricingKeywords: readonly string[] = [
  'how much does it cost',
  'free plan',
  'free for commercial use',
  'enterprise quote',
  '30-day pilot',
  'non-profit discount',
  'who pays for model api calls',
];
