/** Content of the red teaming page (`src/pages/red-teaming/index.tsx`). */
import type {Feature} from '@site/src/components/FeatureGrid';

/** The failure classes a red-team scan looks for. */
export const redTeamRisks: Feature[] = [
  {
    title: 'Jailbreaks',
    body: 'Role-play, hypothetical framing and slow escalation talk a model out of its safety training. A refusal on the first turn says little about the tenth.',
  },
  {
    title: 'Prompt injection',
    body: 'Instructions hidden in a user message, a retrieved document, an email or a web page override your system prompt. The indirect kind needs no access to the chat box at all.',
  },
  {
    title: 'Data exfiltration',
    body: 'The model gives away its system prompt, another customer’s records or secrets from its context, often through a Markdown image URL or a tool argument rather than visible text.',
  },
  {
    title: 'Excessive agency',
    body: 'An agent with tools does more than the user is entitled to: a refund without the checks, a query across tenants, a shell command in the wrong environment.',
  },
];

export type FrameworkMapping = {
  framework: string;
  mapping: string;
  /** The docs page that maps the framework's items to plugins. */
  doc: string;
};

/** How scan results relate to the frameworks security and compliance reviewers ask about. */
export const redTeamFrameworks: FrameworkMapping[] = [
  {
    framework: 'OWASP Top 10 for LLM Applications (2025)',
    doc: '/docs/red-team/owasp-llm-top-10/',
    mapping:
      'The report and its JSON export group findings by category, for example LLM01 Prompt Injection, LLM02 Sensitive Information Disclosure, LLM06 Excessive Agency and LLM07 System Prompt Leakage.',
  },
  {
    framework: 'NIST AI Risk Management Framework',
    doc: '/docs/red-team/nist-ai-rmf/',
    mapping:
      'A scan is a repeatable measurement of adversarial robustness, the kind of evidence the Measure function asks for. Rerunning it after each change shows whether a risk is managed or merely described.',
  },
  {
    framework: 'MITRE ATLAS',
    doc: '/docs/red-team/mitre-atlas/',
    mapping:
      'Plugins and strategies correspond to techniques ATLAS catalogues, such as LLM prompt injection, LLM jailbreak and data leakage, so threat modellers can tie each finding to a known adversary behaviour.',
  },
  {
    framework: 'EU AI Act',
    doc: '/docs/red-team/eu-ai-act/',
    mapping:
      'High-risk systems must show accuracy, robustness and cybersecurity (Article 15), and general-purpose models with systemic risk need documented adversarial testing (Article 55). A dated, reproducible scan belongs in that record; it is not a conformity assessment by itself.',
  },
];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const redTeamingKeywords: readonly string[] = [
  'automated red teaming',
  'jailbreak testing',
  'prompt injection testing',
  'adversarial prompts',
  'mitre atlas and nist mapping',
  'ai security testing',
];
