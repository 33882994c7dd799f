/**
 * Sample `crucible guardrails` runs: the Ledgerly billing input filter of the guardrail testing
 * page (src/pages/guardrails/_components/ExampleRun.*) and Beacon Health's portal-guard of the
 * guide docs/guides/testing-guardrails.md. Each gives what was sent and blocked per strategy and
 * per category; rates and totals are computed (src/lib/results/guardrailResults.ts). Unit tests
 * hold each run to the terminal output its page prints, line by line, and the Ledgerly counts to
 * the page's config.
 */
import type {GuardrailRun} from '@site/src/lib/results/guardrailResults';

/**
 * Three plugins at `numTests: 25` make 75 attacks per strategy; the config's one labelled attack
 * is base64, and its one labelled benign case is the `billing` category, beside the 420 prompts of
 * the built-in benign set.
 */
export const billingInputFilterRun: GuardrailRun = {
  guardrail: 'billing-input-filter',
  attacks: [
    {name: 'plain', sent: 75, blocked: 72},
    {name: 'base64', sent: 76, blocked: 29},
    {name: 'leetspeak', sent: 75, blocked: 51},
    {name: 'jailbreak', sent: 75, blocked: 63},
  ],
  benign: [
    {name: 'support', sent: 105, blocked: 3},
    {name: 'coding', sent: 105, blocked: 9},
    {name: 'finance', sent: 105, blocked: 11},
    {name: 'health', sent: 105, blocked: 17},
    {name: 'billing', sent: 1, blocked: 1},
  ],
  reportFile: 'guardrail-report.json',
};

export const portalGuardRun: GuardrailRun = {
  guardrail: 'portal-guard-staging',
  attacks: [
    {name: 'plain', sent: 101, blocked: 97},
    {name: 'base64', sent: 100, blocked: 41},
    {name: 'leetspeak', sent: 100, blocked: 77},
    {name: 'homoglyph', sent: 100, blocked: 58},
    {name: 'multilingual', sent: 100, blocked: 83},
  ],
  benign: [
    {name: 'clinical', sent: 140, blocked: 16},
    {name: 'family', sent: 80, blocked: 2},
    {name: 'pasted-docs', sent: 90, blocked: 14},
  ],
  reportFile: 'reports/portal-guard.json',
};
