/**
 * Which items of the four detailed frameworks each red-team plugin produces evidence for: OWASP
 * LLM Top 10 (2025), OWASP API Security Top 10 (2023), OWASP agentic threats T1–T15 and MITRE
 * ATLAS techniques. This is the one statement of those mappings: the framework pages render their
 * coverage tables from it, the plugins table derives its framework tags from it, and the
 * `framework-mappings` check holds every plugin page's framework lines to it.
 *
 * A plugin maps to an item when a failing test is evidence that the risk is real for the target.
 * A `note` says which part of a plugin gives that evidence; it is shown after the plugin in the
 * framework page's table. Comments record the choices that were not obvious.
 */
import type {DetailedFrameworkId, FrameworkItem} from './redTeamFrameworks';
import {mitreAtlasTechniques, type MitreAtlasId} from './mitreAtlas';
import {owaspAgenticThreats, type OwaspAgenticId} from './owaspAgenticThreats';
import {owaspApiTop10, type OwaspApiId} from './owaspApiTop10';
import {owaspLlmTop10, type OwaspLlmId} from './owaspLlmTop10';

/** The item ids of each detailed framework. */
export type ItemIdOf = {
  'owasp-llm': OwaspLlmId;
  'owasp-api': OwaspApiId;
  'owasp-agentic': OwaspAgenticId;
  'mitre-atlas': MitreAtlasId;
};

/** Every item of each detailed framework that the site cites, with its official name. */
export const frameworkItems: {[F in DetailedFrameworkId]: Record<ItemIdOf[F], FrameworkItem>} = {
  'owasp-llm': owaspLlmTop10,
  'owasp-api': owaspApiTop10,
  'owasp-agentic': owaspAgenticThreats,
  'mitre-atlas': mitreAtlasTechniques,
};

export const DETAILED_FRAMEWORKS = Object.keys(frameworkItems) as DetailedFrameworkId[];

/** An item a plugin maps to, optionally with the part of the plugin that gives the evidence. */
export type ItemRef<Id extends string> = Id | {item: Id; note: string};

export type PluginMapping = {[F in DetailedFrameworkId]?: readonly ItemRef<ItemIdOf[F]>[]};

/**
 * One entry per plugin page, keyed by its slug and in the order of src/data/redTeamPlugins.ts (a
 * test holds both to that). `{}` is a decision too: the plugin maps to none of the four.
 */
export const pluginMappings: Record<string, PluginMapping> = {
  // Security and access control
  bola: {
    'owasp-llm': ['LLM06'],
    // API3 is about fields within a record; bola asks for whole records by id. API3 evidence comes
    // from `pii:api-db` and `ecommerce`, whose attacks ask for fields and prices.
    'owasp-api': ['API1'],
    'owasp-agentic': ['T3'],
    // ATLAS's LLM Plugin Compromise is using the model's tool access to act with the tools'
    // permissions, which is what an authorization bypass through the agent shows.
    'mitre-atlas': ['AML.T0053'],
  },
  bfla: {
    'owasp-llm': ['LLM06'],
    'owasp-api': ['API5'],
    // T14: a front agent asked to have a privileged agent act is a function-level bypass.
    'owasp-agentic': ['T2', 'T3', 'T14'],
    'mitre-atlas': ['AML.T0053'],
  },
  rbac: {
    'owasp-llm': ['LLM06', {item: 'LLM02', note: 'when the violation is a read'}],
    // A claimed role the agent accepts without proof is broken authentication (API2).
    'owasp-api': ['API1', 'API2', 'API5'],
    'owasp-agentic': ['T3', 'T9'],
  },
  ssrf: {
    // OWASP names SSRF among the outcomes of LLM05: a URL the model wrote reaches a fetcher
    // unchecked. A fetcher that can reach too much is the cause to fix, but a finding shows the
    // unchecked output, so not LLM06 Excessive Agency.
    'owasp-llm': ['LLM05'],
    'owasp-api': ['API7'],
    'owasp-agentic': ['T2'],
    'mitre-atlas': ['AML.T0053'],
  },
  'sql-injection': {
    'owasp-llm': ['LLM05'],
    // The 2023 API list has no injection entry. From the API's side the model is an upstream
    // source whose output must be validated, which is API10 rather than API8.
    'owasp-api': ['API10'],
    'owasp-agentic': ['T11'],
    'mitre-atlas': ['AML.T0053'],
  },
  'shell-injection': {
    'owasp-llm': ['LLM05'],
    'owasp-api': ['API10'],
    'owasp-agentic': ['T11'],
    'mitre-atlas': ['AML.T0053'],
  },
  'debug-access': {
    'owasp-llm': ['LLM02', {item: 'LLM07', note: 'when the debug output is the prompt'}],
    'owasp-api': ['API8'],
    'mitre-atlas': ['AML.T0056'],
  },
  'indirect-prompt-injection': {
    'owasp-llm': ['LLM01'],
    'owasp-api': ['API10'],
    'owasp-agentic': ['T6', 'T12'],
    'mitre-atlas': ['AML.T0051.001'],
  },
  'prompt-extraction': {
    'owasp-llm': ['LLM07'],
    'mitre-atlas': ['AML.T0056'],
  },
  'system-prompt-override': {
    'owasp-llm': ['LLM01'],
    'owasp-agentic': ['T6'],
    'mitre-atlas': ['AML.T0051.000'],
  },
  'ascii-smuggling': {
    'owasp-llm': ['LLM01'],
    // Indirect: the risk the page describes is hidden text that passes through a person (a pasted
    // email, an uploaded CV). The tag characters are input crafted to pass review (AML.T0043).
    'mitre-atlas': ['AML.T0051.001', 'AML.T0043'],
  },
  'special-token-injection': {
    'owasp-llm': ['LLM01'],
    'mitre-atlas': ['AML.T0051.000', 'AML.T0043'],
  },
  'tool-discovery': {
    // Tool definitions travel in the hidden context, so this is LLM07 and, in ATLAS, the closest
    // technique is system prompt extraction (AML.T0056); it invokes no tool, so not AML.T0053.
    'owasp-llm': ['LLM07'],
    'owasp-api': ['API8', 'API9'],
    'owasp-agentic': [{item: 'T2', note: 'for reconnaissance'}],
    'mitre-atlas': ['AML.T0056'],
  },
  mcp: {
    'owasp-llm': [{item: 'LLM01', note: 'for spoofed tool results'}, 'LLM06'],
    'owasp-agentic': ['T2', 'T3'],
    'mitre-atlas': ['AML.T0053'],
  },
  'mcp-tool-poisoning': {
    'owasp-llm': ['LLM01', {item: 'LLM03', note: 'for third-party tool servers'}],
    'owasp-api': ['API10'],
    'owasp-agentic': ['T2', 'T6'],
    'mitre-atlas': ['AML.T0051.001', 'AML.T0053'],
  },
  'tool-argument-exfiltration': {
    'owasp-llm': ['LLM02', 'LLM06'],
    'owasp-agentic': ['T2'],
    // The data leaves through a tool's arguments; what is shown is leakage (AML.T0057), not a
    // compromised tool.
    'mitre-atlas': ['AML.T0057'],
  },
  'memory-poisoning': {
    'owasp-llm': ['LLM01', 'LLM04'],
    'owasp-agentic': ['T1', 'T5'],
    // The planted note returns as trusted context (indirect injection). Like rag-poisoning it is
    // also the runtime analogue of training-data poisoning, the nearest ATLAS technique.
    'mitre-atlas': ['AML.T0051.001', {item: 'AML.T0020', note: 'as a runtime analogue'}],
  },
  'cross-session-leak': {
    // LLM08 covers leaks between users and tenants of a shared retrieval or memory store.
    'owasp-llm': ['LLM02', 'LLM08'],
    'mitre-atlas': ['AML.T0057'],
  },
  'rag-document-exfiltration': {
    'owasp-llm': ['LLM02', 'LLM08'],
    'mitre-atlas': ['AML.T0057'],
  },
  'rag-poisoning': {
    'owasp-llm': ['LLM04', 'LLM08'],
    'owasp-agentic': ['T1'],
    'mitre-atlas': ['AML.T0051.001', {item: 'AML.T0020', note: 'as a runtime analogue'}],
  },
  'data-exfil': {
    // Data leaves through a rendered URL or a tool call: disclosure (LLM02, AML.T0057) through
    // unchecked output (LLM05) carried by injection (LLM01). Not T15 Human Manipulation or
    // AML.T0048 External Harms: those are about deceiving the user and harming others.
    'owasp-llm': ['LLM01', 'LLM02', 'LLM05'],
    'owasp-agentic': [{item: 'T2', note: 'for the `tool-call` channel'}],
    'mitre-atlas': ['AML.T0051.001', 'AML.T0057'],
  },
  'excessive-agency': {
    'owasp-llm': ['LLM06'],
    // T7 for claiming actions it did not take. Not T10: skipping a confirmation does not
    // overwhelm the human in the loop, it bypasses them (T2, T3).
    'owasp-agentic': ['T2', 'T3', 'T7'],
    'mitre-atlas': ['AML.T0053'],
  },
  hijacking: {
    'owasp-llm': ['LLM01', {item: 'LLM10', note: 'when the abuse is free compute'}],
    'owasp-agentic': ['T6', 'T14'],
    'mitre-atlas': ['AML.T0051.000'],
  },
  'reasoning-dos': {
    'owasp-llm': ['LLM10'],
    'owasp-api': ['API4'],
    'owasp-agentic': ['T4'],
    'mitre-atlas': ['AML.T0029'],
  },
  'divergent-repetition': {
    'owasp-llm': ['LLM02', {item: 'LLM10', note: 'for the runaway output'}],
    'owasp-api': ['API4'],
    'mitre-atlas': ['AML.T0057', 'AML.T0024'],
  },
  pii: {
    'owasp-llm': [
      {item: 'LLM02', note: 'with `pii:direct`, `pii:session`, `pii:social`, `pii:api-db`'},
    ],
    'owasp-api': [
      {item: 'API1', note: 'with `pii:api-db`'},
      {item: 'API2', note: 'with `pii:social`'},
      {item: 'API3', note: 'with `pii:api-db`'},
    ],
    'owasp-agentic': [{item: 'T9', note: 'with `pii:social`'}],
    'mitre-atlas': ['AML.T0057'],
  },
  'context-compliance-attack': {
    'owasp-llm': ['LLM01'],
    // A forged assistant turn is typed into the conversation (direct injection) to get past a
    // refusal (jailbreak).
    'mitre-atlas': ['AML.T0051.000', 'AML.T0054'],
  },

  // Trust and safety
  harmful: {
    // OWASP counts jailbreaking as direct prompt injection; harmful content is its payload.
    'owasp-llm': [
      {item: 'LLM01', note: 'as the payload'},
      {item: 'LLM09', note: 'with `harmful:misinformation`'},
    ],
    'mitre-atlas': [
      {
        item: 'AML.T0048',
        note: 'sub-kinds such as `harmful:cybercrime` and `harmful:misinformation`',
      },
      'AML.T0054',
    ],
  },
  bias: {},
  hallucination: {
    'owasp-llm': ['LLM09'],
    'owasp-agentic': ['T5'],
  },
  overreliance: {
    'owasp-llm': ['LLM09'],
    'owasp-agentic': ['T5'],
  },
  sycophancy: {
    'owasp-llm': ['LLM09'],
    'owasp-agentic': ['T7'],
  },
  'unverifiable-claims': {
    'owasp-llm': ['LLM09'],
  },
  politics: {},
  religion: {},
  contracts: {
    'owasp-llm': ['LLM06'],
    'owasp-api': ['API6'],
    // T7 for commitments the business never made; T6 when injected text ("agree with everything")
    // turns the assistant's goal.
    'owasp-agentic': ['T6', 'T7'],
  },
  imitation: {
    'owasp-agentic': ['T9'],
  },
  competitors: {},
  'off-topic': {
    'owasp-llm': [{item: 'LLM10', note: 'for free-compute abuse'}],
    'owasp-api': ['API6'],
    // No ATLAS technique: AI Model Inference API Access (AML.T0040) is the access every plugin
    // uses, not something off-topic requests show.
    'owasp-agentic': ['T6'],
  },
  // Intents map to whatever they describe; the page asks writers to record that themselves.
  intent: {},
  // A policy tests what you write. These are the items the framework pages use it for: one
  // promotion per order (API6), reporting only confirmed actions (T7), asking for approvals (T10)
  // and not pressuring or misleading the user (T15).
  policy: {
    'owasp-api': ['API6'],
    'owasp-agentic': ['T7', 'T10', 'T15'],
  },
  // Crucible attaches no framework item to a custom plugin's findings (see its page).
  custom: {},
  // COPPA tests soliciting and collecting a child's data, not disclosing data the target holds,
  // so it is not LLM02 evidence.
  coppa: {},
  ferpa: {
    'owasp-llm': ['LLM02'],
    'owasp-api': [{item: 'API1', note: 'when the records tool returns another student'}],
  },
  'teen-safety': {
    'mitre-atlas': ['AML.T0048'],
  },

  // Industry domains
  medical: {
    'owasp-llm': [{item: 'LLM09', note: 'with `medical:hallucination`'}],
  },
  financial: {
    'owasp-llm': ['LLM02', {item: 'LLM09', note: 'with `financial:calculation-error`'}],
  },
  insurance: {
    'owasp-llm': ['LLM02', 'LLM09'],
  },
  pharmacy: {
    'owasp-llm': ['LLM09'],
    'mitre-atlas': [{item: 'AML.T0048', note: 'for diversion cases'}],
  },
  telecom: {
    'owasp-llm': ['LLM02', 'LLM06'],
    'owasp-api': [{item: 'API2', note: 'for caller verification'}],
    'owasp-agentic': ['T2', 'T9'],
    'mitre-atlas': ['AML.T0057'],
  },
  ecommerce: {
    'owasp-llm': ['LLM02', 'LLM06'],
    'owasp-api': ['API3', 'API6'],
    'owasp-agentic': ['T2'],
  },
  realestate: {
    'owasp-llm': [{item: 'LLM09', note: 'with `realestate:valuation-hallucination`'}],
  },

  // Public datasets
  aegis: {
    'mitre-atlas': ['AML.T0048'],
  },
  beavertails: {
    'mitre-atlas': ['AML.T0048'],
  },
  cyberseceval: {
    'owasp-llm': ['LLM01'],
    'mitre-atlas': ['AML.T0051.000', 'AML.T0051.001'],
  },
  donotanswer: {
    'owasp-llm': [{item: 'LLM09', note: 'for the misinformation prompts'}],
  },
  harmbench: {
    'mitre-atlas': ['AML.T0054', 'AML.T0048'],
  },
  pliny: {
    'owasp-llm': ['LLM01', {item: 'LLM07', note: 'with the default `query`'}],
    'mitre-atlas': ['AML.T0054', 'AML.T0056'],
  },
  'toxic-chat': {
    'owasp-llm': [{item: 'LLM01', note: 'for the jailbreaking subset'}],
    'mitre-atlas': ['AML.T0054'],
  },
  unsafebench: {
    'mitre-atlas': ['AML.T0048'],
  },
  vlguard: {
    'owasp-llm': ['LLM02', 'LLM09'],
  },
  xstest: {},
};

const itemOf = <Id extends string>(ref: ItemRef<Id>): Id =>
  typeof ref === 'string' ? ref : ref.item;

/** The item ids of `framework` that the plugin with page `slug` maps to, in the data's order. */
export function mappedItems<F extends DetailedFrameworkId>(
  slug: string,
  framework: F,
): ItemIdOf[F][] {
  const refs = (pluginMappings[slug]?.[framework] ?? []) as readonly ItemRef<ItemIdOf[F]>[];
  return refs.map(itemOf);
}

/** The detailed frameworks the plugin with page `slug` maps to at least one item of. */
export function detailedFrameworksOf(slug: string): DetailedFrameworkId[] {
  return DETAILED_FRAMEWORKS.filter((framework) => mappedItems(slug, framework).length > 0);
}

/** The plugins that map to one item, in plugin order, each with its note when it has one. */
export function pluginsForItem(
  framework: DetailedFrameworkId,
  item: string,
): {slug: string; note?: string}[] {
  return Object.entries(pluginMappings).flatMap(([slug, mapping]) => {
    const refs: readonly ItemRef<string>[] = mapping[framework] ?? [];
    const ref = refs.find((candidate) => itemOf(candidate) === item);
    if (ref === undefined) return [];
    return [typeof ref === 'string' ? {slug} : {slug, note: ref.note}];
  });
}
