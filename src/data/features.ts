/**
 * The product's major features that a page can be seen to use, each with the release that added
 * it (from the release notes) and the marks that show a page uses it. The timeline check reads
 * these marks in config examples and inline code of blog posts and release notes, and reports a
 * page that uses a feature before its release. CLI commands and flags have their own data in
 * cli.ts; plugins, strategies and assertion types carry their own history.
 *
 * The marks are chosen to be unambiguous: a config path only this feature has, an option of one
 * strategy, plugin or provider, or a term (a field name or dotted path) that means nothing else.
 * Plain words such as "tracing" in prose are not marks, so a post may talk about a feature that
 * is coming without being reported.
 */
import type {History} from './history';

/** How a page shows that it uses a feature. */
export type FeatureMark =
  /** A key path in a YAML config, from the top level: `tracing`, `redteam.language`. */
  | {config: string}
  /** An option in the `config` of one strategy entry in `redteam.strategies`. */
  | {strategy: string; option: string}
  /** An option in the `config` of one plugin entry in `redteam.plugins`. */
  | {plugin: string; option: string}
  /** A provider id in `providers`: exact, or every id starting with it when it ends in `:`. */
  | {provider: string}
  /** An option in the `config` of a provider whose id is `provider`. */
  | {provider: string; option: string}
  /** Inline code, or a word in a code block, written exactly so: `falsePositiveRate`. */
  | {term: string};

export type FeatureId =
  | 'sharing'
  | 'websocket-target'
  | 'multilingual-generation'
  | 'mcp-target'
  | 'authorization-targets'
  | 'tracing'
  | 'browser-target'
  | 'trace-forwarding'
  | 'simulated-user'
  | 'sequence-target'
  | 'guardrail-false-positives'
  | 'websocket-streaming'
  | 'crescendo-max-turns';

export type Feature = {
  id: FeatureId;
  /** What a writer calls it. */
  name: string;
  history: History;
  marks: FeatureMark[];
};

export const features: Feature[] = [
  {
    id: 'sharing',
    name: 'sharing evals to the hosted app',
    history: {addedIn: '0.71.0'},
    marks: [{config: 'sharing'}],
  },
  {
    id: 'websocket-target',
    name: 'the websocket provider',
    history: {addedIn: '0.72.0'},
    marks: [{provider: 'websocket'}],
  },
  {
    id: 'multilingual-generation',
    name: 'red-team generation in other languages (redteam.language)',
    history: {addedIn: '0.76.0'},
    marks: [{config: 'redteam.language'}, {term: 'redteam.language'}],
  },
  {
    id: 'mcp-target',
    name: 'the mcp provider',
    history: {addedIn: '0.77.0'},
    marks: [{provider: 'mcp'}],
  },
  {
    id: 'authorization-targets',
    name: 'the targetIdentifiers option of bola and the restrictedFunctions option of bfla',
    history: {addedIn: '0.78.0'},
    marks: [
      {plugin: 'bola', option: 'targetIdentifiers'},
      {plugin: 'bfla', option: 'restrictedFunctions'},
    ],
  },
  {
    id: 'tracing',
    name: 'OpenTelemetry tracing',
    history: {addedIn: '0.81.0'},
    marks: [
      {config: 'tracing'},
      {term: 'tracing.enabled'},
      {term: 'tracing.flushTimeoutMs'},
      {term: 'tracing.otlp.http.port'},
    ],
  },
  {
    id: 'browser-target',
    name: 'the browser provider',
    history: {addedIn: '0.81.0'},
    marks: [{provider: 'browser'}],
  },
  {
    id: 'trace-forwarding',
    name: 'trace forwarding (tracing.forwarding)',
    history: {addedIn: '0.82.0'},
    marks: [{config: 'tracing.forwarding'}, {term: 'tracing.forwarding.endpoint'}],
  },
  {
    id: 'simulated-user',
    name: 'the simulated-user provider',
    history: {addedIn: '0.82.0'},
    marks: [{provider: 'simulated-user'}],
  },
  {
    id: 'sequence-target',
    name: 'the sequence provider',
    history: {addedIn: '0.83.0'},
    marks: [{provider: 'sequence'}],
  },
  {
    id: 'guardrail-false-positives',
    name: 'false-positive scoring in crucible guardrails',
    history: {addedIn: '0.85.0'},
    marks: [{term: 'falsePositiveRate'}],
  },
  {
    id: 'websocket-streaming',
    name: "the websocket provider's streamResponse option",
    history: {addedIn: '0.86.0'},
    marks: [{provider: 'websocket', option: 'streamResponse'}],
  },
  {
    id: 'crescendo-max-turns',
    name: "crescendo's maxTurns setting",
    history: {addedIn: '0.87.0'},
    marks: [{strategy: 'crescendo', option: 'maxTurns'}],
  },
];
