/** Content of the home page (`src/pages/index.tsx`): capability cards, steps and audiences. */
import type {Feature} from '@site/src/components/FeatureGrid';

/** The five things Crucible does, one card each, linking to the page that explains it. */
export const homeCapabilities: Feature[] = [
  {
    title: 'Evaluations',
    body: 'Compare prompts and models side by side on test cases you write. Checks range from exact substring matches to rubric grading by a second model, and a drop in quality fails the CI job.',
    link: {label: 'Write your first eval', to: '/docs/getting-started/'},
  },
  {
    title: 'Red teaming',
    body: 'Describe what your app is for and Crucible writes attacks against that purpose, from prompt injection to tool misuse, then grades which of them actually worked.',
    link: {label: 'Plan a red-team scan', to: '/red-teaming/'},
  },
  {
    title: 'Guardrail testing',
    body: 'Replay attacks and ordinary user requests through an input or output filter, and read how much it stops next to how much legitimate traffic it refuses.',
    link: {label: 'Score a guardrail', to: '/guardrails/'},
  },
  {
    title: 'Model security',
    body: 'Inspect pickle checkpoints, Keras archives, ONNX graphs and downloaded bundles for code that would run the moment a file is loaded.',
    link: {label: 'Scan model files', to: '/model-security/'},
  },
  {
    title: 'MCP proxy',
    body: 'Put one checkpoint between your agents and their MCP servers. It records every tool call and refuses the calls your policy forbids.',
    link: {label: 'Guard MCP tools', to: '/mcp/'},
  },
];

export type Step = {
  title: string;
  body: string;
  /** A command shown under the step, if the step has one. */
  command?: string;
};

/** The loop from an empty folder to a merge gate. */
export const homeSteps: Step[] = [
  {
    title: 'Scaffold',
    body: 'One command writes a starter config and an example prompt into the current folder. Nothing is installed globally.',
    command: 'npx crucible@latest init',
  },
  {
    title: 'Describe',
    body: 'Add test cases taken from real traffic and old bug reports. Add a redteam section when you want attacks generated for you.',
  },
  {
    title: 'Run',
    body: 'Crucible calls every provider in parallel, caches identical requests so reruns are free, and grades each output against its assertions.',
    command: 'crucible eval',
  },
  {
    title: 'Review and gate',
    body: 'Read the matrix in the terminal or in the browser, share a run with a colleague, and let the exit code block a merge when an assertion fails.',
    command: 'crucible view',
  },
];

/** Who uses Crucible, described by role. */
export const homeAudiences: Feature[] = [
  {
    title: 'Application developers',
    body: 'Treat prompts like code: a test file next to the prompt, a run on every pull request, and a diff of outputs when someone swaps the model or edits the system message.',
  },
  {
    title: 'AppSec teams',
    body: 'Red-team staging before launch, score the input filter the product team chose, and hand reviewers findings grouped by OWASP category instead of a folder of screenshots.',
  },
  {
    title: 'ML platform teams',
    body: 'Scan every model file on its way into the registry, route MCP servers through one proxy with a shared policy, and check a self-hosted model against a hosted one on the same tests.',
  },
];

/**
 * What readers type into search when this page is the answer, in words its title and
 * description do not already use: the page renders them as `<meta name="keywords">` with
 * PageMetadata, as docs and posts do with their `keywords` front matter.
 */
export const homeKeywords: readonly string[] = [
  'llm evaluation framework',
  'prompt testing tool',
  'unit tests for prompts',
  'compare models side by side',
  'llm testing in ci',
];
