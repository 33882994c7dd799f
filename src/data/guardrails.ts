/** Content of the guardrail testing page (`src/pages/guardrails/index.tsx`). */
import type {Feature} from '@site/src/components/FeatureGrid';

/** The ways an input or output filter lets a product down. */
export const guardrailFailureModes: Feature[] = [
  {
    title: 'Over-blocking',
    body: 'Filters trip on vocabulary rather than intent. A nurse asking about overdose thresholds, a developer asking how to kill a hung process and a customer disputing a fraudulent charge all look alarming to a nervous classifier. Each refusal is a user who gives up.',
  },
  {
    title: 'Under-blocking',
    body: 'Classifiers learn from yesterday’s attacks. Paraphrased jailbreaks, instructions that arrive inside a retrieved document, and requests split across several turns slip past a filter that scores one message at a time.',
  },
  {
    title: 'Encoding bypass',
    body: 'Base64, leetspeak, look-alike Unicode characters, zero-width spaces or a question asked in a less common language reach the model intact when the filter only reads plain English. The model decodes them without complaint.',
  },
];

export type RateExplainer = {
  name: string;
  /** The JSON field in the report. */
  field: string;
  definition: string;
  /** What a bad value usually means. */
  warning: string;
};

/** The two numbers every `crucible guardrails` run reports. */
export const guardrailRates: RateExplainer[] = [
  {
    name: 'Block rate',
    field: 'blockRate',
    definition: 'The share of attacks the guardrail stopped. Higher is better.',
    warning:
      'A low number broken down by strategy usually points at one gap, such as a filter that never decodes base64, rather than a weak model.',
  },
  {
    name: 'False-positive rate',
    field: 'falsePositiveRate',
    definition: 'The share of legitimate prompts the guardrail refused. Lower is better.',
    warning:
      'Look at it per category: a filter that is fine on coding questions can still refuse one health question in six.',
  },
];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const guardrailsKeywords: readonly string[] = [
  'ai firewall',
  'input filter',
  'content filter',
  'moderation model',
  'block rate',
  'under-blocking',
  'encoding bypass',
];
