/**
 * Content of the security page (`src/pages/security/index.tsx`) and of its section pages under
 * `src/pages/security/components/`. Numbers here must be ones we can point to on this site:
 * counts of things the docs describe, or commitments we publish, never customer metrics.
 */
import type {Feature} from '@site/src/components/FeatureGrid';
import {providers} from '@site/src/data/providers';

/** Working days until we acknowledge a vulnerability report (docs/contributing.md). */
export const DISCLOSURE_ACK_WORKING_DAYS = 2;
/** Working days until the reporter gets our assessment and fix plan (docs/contributing.md). */
export const DISCLOSURE_PLAN_WORKING_DAYS = 10;
/** Default coordinated disclosure window, in calendar days from the report. */
export const DISCLOSURE_WINDOW_DAYS = 90;
/** Where vulnerability reports go. */
export const SECURITY_EMAIL = 'security@crucible.dev';

/**
 * Scanner families documented in docs/model-audit/scanners.md (one `##` section each: pickle,
 * PyTorch zip, Keras, TensorFlow SavedModel, ONNX, safetensors, GGUF, archives, embedded
 * secrets, licences). Update together with that page.
 */
export const MODEL_SCANNER_FAMILIES = 10;

/** What a security team gets from Crucible, each with a link to where it is documented. */
export const securityFeatures: Feature[] = [
  {
    title: 'Scans mapped to the OWASP LLM Top 10',
    body: 'Red-team plugins generate attacks from your application’s stated purpose, and every finding carries its OWASP Top 10 for LLM Applications (2025) category, so the report reads like the risk register you already keep.',
    link: {label: 'How red teaming works', to: '/red-teaming/'},
  },
  {
    title: 'A gate in CI, not a slide deck',
    body: 'Every command exits 0 when all checks pass, 100 when at least one fails and 1 when it could not run. A pipeline can block the merge on a regression and still tell it apart from a broken job.',
    link: {label: 'Exit codes in the CLI reference', to: '/docs/usage/command-line/'},
  },
  {
    title: 'Findings with owners and statuses',
    body: 'Enterprise groups successful attacks into findings, tracks them from open to fixed or accepted risk, and replays the exact attacks behind a fixed finding on the next scan before calling it closed.',
    link: {label: 'Findings and triage', to: '/docs/enterprise/findings/'},
  },
  {
    title: 'An MCP proxy with a policy',
    body: 'The crucible mcp proxy command sits between an agent and an MCP server, records every tool call to a log and checks it against your rules, which catches poisoned tool descriptions and data leaving in tool arguments.',
    link: {label: 'The MCP proxy', to: '/mcp/'},
  },
  {
    title: 'Model files scanned before load',
    body: 'The crucible scan-model command reads pickle, PyTorch, Keras, ONNX, TensorFlow, safetensors and GGUF files without executing them and reports code that would run on load, so a downloaded checkpoint is checked before anyone imports it.',
    link: {label: 'Model security', to: '/model-security/'},
  },
  {
    title: 'Guardrails measured both ways',
    body: 'The crucible guardrails command replays malicious and benign inputs through your filter and reports the block rate beside the false-positive rate. A filter that stops every attack by refusing half your customers shows up as the problem it is.',
    link: {label: 'Guardrail testing', to: '/guardrails/'},
  },
];

export type SecurityStat = {
  /** The figure itself. */
  value: number;
  /** Shown after the figure in smaller type, e.g. `working days`. */
  unit?: string;
  /** What is being counted, as a short phrase. */
  label: string;
  /** One sentence on what the number means and what it does not. */
  detail: string;
  /** The page on this site that backs the number up. */
  source: {label: string; to: string};
};

/** The figures on the security page. Each one is checkable on this site. */
export const securityStats: SecurityStat[] = [
  {
    value: providers.length,
    label: 'documented providers',
    detail:
      'Hosted APIs, cloud gateways, local runtimes and custom HTTP or script targets, each with its own reference page, so the model behind your app is almost certainly one of them.',
    source: {label: 'Provider reference', to: '/docs/providers/'},
  },
  {
    value: MODEL_SCANNER_FAMILIES,
    label: 'model-file scanner families',
    detail:
      'From pickle opcodes to GGUF chat templates and zip-slip archives, each with published rule ids and severities you can allow-list by name.',
    source: {label: 'Scanner rules', to: '/docs/model-audit/scanners/'},
  },
  {
    value: 0,
    label: 'prompts or outputs in telemetry',
    detail:
      'CLI telemetry carries command names, versions, platform, coarse counts and the names of features and provider vendors used, never prompt text, model replies or generated attacks, and one environment variable turns it off.',
    source: {label: 'What telemetry contains', to: '/docs/configuration/telemetry/'},
  },
  {
    value: DISCLOSURE_ACK_WORKING_DAYS,
    unit: 'working days',
    label: 'to acknowledge a vulnerability report',
    detail: `Reports to ${SECURITY_EMAIL} get a human reply within ${DISCLOSURE_ACK_WORKING_DAYS} working days and an assessment with a fix plan within ${DISCLOSURE_PLAN_WORKING_DAYS}.`,
    source: {label: 'Responsible disclosure policy', to: '/responsible-disclosure-policy/'},
  },
];

export type FrameworkBadge = {
  /** Short form printed on the badge. */
  short: string;
  /** Full name of the framework or standard. */
  name: string;
  /** What Crucible output contributes to it, in one sentence. */
  contribution: string;
};

/** Frameworks and standards scan output maps to. Rendered as text badges, never as logos. */
export const securityFrameworks: FrameworkBadge[] = [
  {
    short: 'OWASP LLM Top 10',
    name: 'OWASP Top 10 for LLM Applications (2025)',
    contribution:
      'Each red-team finding is tagged with its category, such as LLM01 Prompt Injection or LLM06 Excessive Agency.',
  },
  {
    short: 'NIST AI RMF',
    name: 'NIST AI Risk Management Framework 1.0',
    contribution:
      'Repeatable scans are measurement evidence for the Measure function, and rerunning them shows whether a risk is actually managed.',
  },
  {
    short: 'MITRE ATLAS',
    name: 'MITRE Adversarial Threat Landscape for AI Systems',
    contribution:
      'Plugins and strategies line up with catalogued techniques such as LLM prompt injection and LLM jailbreak, which helps threat modelling.',
  },
  {
    short: 'EU AI Act',
    name: 'Regulation (EU) 2024/1689 on artificial intelligence',
    contribution:
      'Dated, reproducible adversarial tests belong in the technical record on robustness and cybersecurity; they are evidence, not a conformity assessment.',
  },
  {
    short: 'ISO/IEC 42001',
    name: 'ISO/IEC 42001:2023 AI management systems',
    contribution:
      'Scan history and triage decisions support the risk assessment and treatment records an AI management system audit asks to see.',
  },
];

export type Testimonial = {
  quote: string;
  /** A fictional role; never a real person or a named company. */
  role: string;
};

/** Illustrative quotes, written by us and attributed to fictional roles. */
export const securityTestimonials: Testimonial[] = [
  {
    quote:
      'We used to red-team the assistant once a quarter by hand and lose the notes. Now the same config runs after every staging deploy, and the diff between two scans is the first thing I read on Monday.',
    role: 'Head of AppSec at a fintech',
  },
  {
    quote:
      'What sold our review board was that nothing leaves the build agents except calls to the model provider we already approved. We read the grader prompts in the repository before we trusted the verdicts.',
    role: 'Security architect at a healthcare software company',
  },
  {
    quote:
      'The MCP proxy log was the first time we could see what our coding agent actually sent to its tools. Two of the servers developers had installed went on the block list the same afternoon.',
    role: 'Platform security lead at a developer-tools startup',
  },
];

export type Reason = {title: string; body: string};

/** Why security teams pick Crucible over a one-off assessment or a closed scanner. */
export const securityReasons: Reason[] = [
  {
    title: 'Your data stays on your infrastructure',
    body: 'The CLI runs on laptops and CI runners you control. Prompts go only to the providers and grader you configure, results are written to a local directory, and nothing reaches Crucible, Inc. unless you run crucible share or push to an Enterprise server.',
  },
  {
    title: 'You can read every line that judges you',
    body: 'The engine, the attack generators and the grading prompts are MIT-licensed on GitHub. When a finding looks wrong, you can see exactly why the grader called it a success instead of filing a ticket with a vendor.',
  },
  {
    title: 'It tests the application, not only the model',
    body: 'The http, websocket and exec providers aim attacks at your real endpoint, with its retrieval, tools and business rules in the loop. Most serious failures live in that glue code, which a model benchmark never touches.',
  },
  {
    title: 'Evidence that can be repeated',
    body: 'A scan is a config file in version control plus a dated report. Run it again after a fix, or next quarter for the auditor, and compare like with like instead of relying on screenshots from an engagement that ended.',
  },
  {
    title: 'One tool for developers and security',
    body: 'The same crucibleconfig.yaml holds functional evals and the redteam section, so the engineers who fix a finding run the very test that found it, on their own machine, before they open the pull request.',
  },
];

export type FaqItem = {
  question: string;
  answer: string;
  /** Optional further reading, rendered on its own line under the answer. */
  link?: {label: string; to: string};
};

/** Questions security reviewers ask before adopting Crucible. */
export const securityFaq: FaqItem[] = [
  {
    question: 'Does Crucible, Inc. see our prompts, outputs or findings?',
    answer:
      'Not from evals with the open-source CLI. Prompts and attacks go to the providers you list and to the grader model, results stay in CRUCIBLE_CONFIG_DIR, and telemetry holds no prompt text. Red-team scans are the exception: by default, remote generation sends the purpose, entities and, for multi-turn attacks, target replies to our hosted generation service, unless CRUCIBLE_DISABLE_REMOTE_GENERATION=true. Beyond that, data reaches us only when you run crucible share or use the hosted Enterprise server.',
    link: {label: 'What telemetry contains', to: '/docs/configuration/telemetry/'},
  },
  {
    question: 'Can we run scans in a network with no internet access?',
    answer:
      'Yes, if the models are local too. Point the target and redteam.provider at a runtime such as Ollama (for example ollama:chat:llama3.3), set CRUCIBLE_DISABLE_REMOTE_GENERATION=true, and install the CLI from your internal npm mirror. Enterprise can run on-prem for teams that also want the shared server inside their own network.',
  },
  {
    question: 'Which model generates and grades the attacks?',
    answer:
      'The one you set in redteam.provider. A stronger grader makes fewer mistakes, so many teams use a frontier model for grading and keep the target on whatever the application really uses. Graded verdicts are always shown with a written reason you can check.',
  },
  {
    question: 'Is it safe to point a red-team scan at production?',
    answer:
      'Prefer staging. Attacks deliberately try to make the app misuse its tools, so a successful one against production could issue a refund or send an email. If production is the only option, use a dedicated test account, read-only tool credentials and a low numTests first.',
    link: {label: 'Red-team scans in Enterprise', to: '/docs/enterprise/red-teams/'},
  },
  {
    question: 'Does a clean scan prove we are compliant?',
    answer:
      'No. A scan shows which attacks failed against one version of your application on one date. It is useful evidence for OWASP, NIST AI RMF or EU AI Act reviews, but it does not certify anything, and generated attacks vary from run to run.',
  },
  {
    question: 'How is this different from hiring a penetration tester?',
    answer:
      'A good tester finds creative chains no generator will. Crucible covers the other problem: the same few hundred attacks on every release, so a fixed issue stays fixed. Most teams use both and give the tester the scan history as a starting point.',
  },
  {
    question: 'What does it cost?',
    answer:
      'The CLI is free under the MIT licence, with every plugin and strategy included; you pay your model providers for the calls a scan makes. Enterprise adds the shared server, findings workflow, SSO and audit logs under an annual contract.',
    link: {label: 'Compare plans', to: '/pricing/'},
  },
  {
    question: 'How do we report a vulnerability in Crucible itself?',
    answer: `Email ${SECURITY_EMAIL} rather than opening a public issue. We acknowledge within ${DISCLOSURE_ACK_WORKING_DAYS} working days, send a fix plan within ${DISCLOSURE_PLAN_WORKING_DAYS}, and coordinate publication with you within ${DISCLOSURE_WINDOW_DAYS} days.`,
    link: {label: 'Responsible disclosure policy', to: '/responsible-disclosure-policy/'},
  },
];

/** The three ways into Crucible offered at the end of the security page. */
export const securityStartPaths: Feature[] = [
  {
    title: 'This afternoon, on one laptop',
    body: 'Run crucible redteam setup, describe what your application is for in the form on port 15500, and aim a small scan at a staging endpoint. Most of the effort goes into writing that purpose well; the scan itself runs while you read the first results.',
    link: {label: 'Getting started', to: '/docs/getting-started/'},
  },
  {
    title: 'Next sprint, in the pipeline',
    body: 'Commit the config beside the application, run a scan with a low numTests on every staging deploy, and fail the job on exit code 100. The full suite can run weekly on a schedule.',
    link: {label: 'Command-line reference', to: '/docs/usage/command-line/'},
  },
  {
    title: 'Across teams, with Enterprise',
    body: 'Share one server for every application’s scans, with SSO, roles, audit logs and findings that move from open to fixed with a retest behind them. Hosted at app.crucible.dev or on-prem.',
    link: {label: 'Enterprise overview', to: '/docs/enterprise/'},
  },
];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const securityKeywords: readonly string[] = [
  'devsecops',
  'security reviewer faq',
  'who sees our prompts',
  'offline network scanning',
  'versus hiring a pentester',
  'testing production safely',
];
