/**
 * Every assertion type a test's `assert` list accepts, once each, with the release that added it
 * and the page that documents it. The config schema's `definitions.assertionType` enum must list
 * exactly these (a unit test compares them), and the timeline check keeps blog posts and release
 * notes from using a type before its release.
 *
 * Dates: the release notes announce only `guardrails` (0.73.0) and the three trace assertions
 * (0.87.0). Every other type was already there when the notes began: 0.70.0 describes Crucible
 * as "the tool that already runs your evals", so they carry the 0.70.0 baseline.
 * `model-graded-closedqa` is the older name of `closed-qa`; no release has deprecated it, so it
 * has no end date. `assert-set` groups assertions and is not a type of its own.
 */
import type {History} from './history';

export type AssertionTypeEntry = {
  /** The name written in `type:`; every type also takes a `not-` prefix that inverts it. */
  type: string;
  history: History;
  /** The page under docs/ that documents it, with an anchor when it shares a page. */
  docs: string;
};

/** Pages are relative to docs/configuration/expected-outputs/, as the type index links them. */
export const ASSERTION_DOCS_DIR = 'docs/configuration/expected-outputs';

export const assertionTypes = [
  {type: 'equals', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#equals'},
  {type: 'contains', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#contains'},
  {type: 'icontains', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#icontains'},
  {type: 'contains-any', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#contains-any'},
  {type: 'contains-all', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#contains-all'},
  {type: 'icontains-any', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#icontains-any'},
  {type: 'icontains-all', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#icontains-all'},
  {type: 'starts-with', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#starts-with'},
  {type: 'regex', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#regex'},
  {type: 'is-json', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#is-json'},
  {type: 'contains-json', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#contains-json'},
  {type: 'is-xml', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#is-xml'},
  {type: 'contains-xml', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#contains-xml'},
  {type: 'is-sql', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#is-sql'},
  {type: 'contains-sql', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#contains-sql'},
  {type: 'is-html', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#is-html'},
  {
    type: 'is-valid-openai-tools-call',
    history: {addedIn: '0.70.0'},
    docs: 'deterministic.md#is-valid-openai-tools-call',
  },
  {type: 'is-refusal', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#is-refusal'},
  {type: 'levenshtein', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#levenshtein'},
  {type: 'rouge-n', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#rouge-n'},
  {type: 'bleu', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#bleu'},
  {type: 'meteor', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#meteor'},
  {type: 'latency', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#latency'},
  {type: 'cost', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#cost'},
  {type: 'perplexity', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#perplexity'},
  {
    type: 'perplexity-score',
    history: {addedIn: '0.70.0'},
    docs: 'deterministic.md#perplexity-score',
  },
  {type: 'word-count', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#word-count'},
  {type: 'finish-reason', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#finish-reason'},
  {type: 'webhook', history: {addedIn: '0.70.0'}, docs: 'deterministic.md#webhook'},
  {
    type: 'trace-span-count',
    history: {addedIn: '0.87.0'},
    docs: 'deterministic.md#trace-span-count',
  },
  {
    type: 'trace-span-duration',
    history: {addedIn: '0.87.0'},
    docs: 'deterministic.md#trace-span-duration',
  },
  {
    type: 'trace-error-spans',
    history: {addedIn: '0.87.0'},
    docs: 'deterministic.md#trace-error-spans',
  },
  {type: 'javascript', history: {addedIn: '0.70.0'}, docs: 'javascript.md'},
  {type: 'python', history: {addedIn: '0.70.0'}, docs: 'python.md'},
  {type: 'ruby', history: {addedIn: '0.70.0'}, docs: 'ruby.md'},
  {type: 'similar', history: {addedIn: '0.70.0'}, docs: 'similar.md'},
  {type: 'classifier', history: {addedIn: '0.70.0'}, docs: 'classifier.md'},
  {type: 'moderation', history: {addedIn: '0.70.0'}, docs: 'moderation.md'},
  {type: 'guardrails', history: {addedIn: '0.73.0'}, docs: 'guardrails.md'},
  {type: 'llm-rubric', history: {addedIn: '0.70.0'}, docs: 'model-graded/llm-rubric.md'},
  {type: 'g-eval', history: {addedIn: '0.70.0'}, docs: 'model-graded/g-eval.md'},
  {type: 'factuality', history: {addedIn: '0.70.0'}, docs: 'model-graded/factuality.md'},
  {type: 'select-best', history: {addedIn: '0.70.0'}, docs: 'model-graded/select-best.md'},
  {type: 'max-score', history: {addedIn: '0.70.0'}, docs: 'model-graded/max-score.md'},
  {
    type: 'answer-relevance',
    history: {addedIn: '0.70.0'},
    docs: 'model-graded/answer-relevance.md',
  },
  {
    type: 'context-faithfulness',
    history: {addedIn: '0.70.0'},
    docs: 'model-graded/context-faithfulness.md',
  },
  {type: 'context-recall', history: {addedIn: '0.70.0'}, docs: 'model-graded/context-recall.md'},
  {
    type: 'context-relevance',
    history: {addedIn: '0.70.0'},
    docs: 'model-graded/context-relevance.md',
  },
  {
    type: 'conversation-relevance',
    history: {addedIn: '0.70.0'},
    docs: 'model-graded/conversation-relevance.md',
  },
  {type: 'closed-qa', history: {addedIn: '0.70.0'}, docs: 'model-graded/closed-qa.md'},
  {
    type: 'model-graded-closedqa',
    history: {addedIn: '0.70.0', replacedBy: 'closed-qa'},
    docs: 'model-graded/closed-qa.md',
  },
  {type: 'pi', history: {addedIn: '0.70.0'}, docs: 'model-graded/pi-scorer.md'},
] as const satisfies readonly AssertionTypeEntry[];

export type AssertionType = (typeof assertionTypes)[number]['type'];

/** The entry for a type as written in a config, `not-` prefix allowed; undefined if unknown. */
export function findAssertionType(written: string): AssertionTypeEntry | undefined {
  const type = written.replace(/^not-/, '');
  return assertionTypes.find((entry) => entry.type === type);
}
