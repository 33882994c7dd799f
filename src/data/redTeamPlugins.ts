/**
 * Every red-team plugin page under docs/red-team/plugins/, one entry each: the plugins index
 * table and the red-team sidebar are generated from this list, and a test fails when a page and
 * an entry do not match one to one, or when a config example uses a plugin id not listed here.
 *
 * Each entry's `history` says which release added it; the release notes' "Plugins:" bullets list
 * exactly these, and the timeline check keeps blog posts from using a plugin before it shipped.
 * The notes named only some plugins when they shipped. The others were dated as follows:
 * - 0.70.0 (the baseline of 27, see releases/2024-07-01-crucible-0-70-0.md): the general-purpose
 *   plugins and the public datasets published before mid-2024, plus custom plugins.
 * - Later releases: each remaining plugin joined the release whose theme it belongs to, and no
 *   earlier than the research it is based on: `rag-document-exfiltration` with the retrieval
 *   plugins of 0.75.0, `mcp` with the MCP provider in 0.77.0, `reasoning-dos` with the first
 *   reasoning models' support, `cca` after Microsoft published the attack in March 2025, the
 *   image datasets with the `image` strategy in 0.84.0, and the industry and child-safety
 *   plugins spread over 0.80.0 to 0.86.0. Those release notes list them.
 */
import type {History} from './history';
import {frameworks, type BroadFrameworkId, type FrameworkId} from './redTeamFrameworks';
import {detailedFrameworksOf} from './redTeamFrameworkMappings';

export type PluginCategory = 'security' | 'trust-safety' | 'domain' | 'dataset';

export type Severity = 'low' | 'medium' | 'high' | 'critical';

/** An id a plugin was known by before it was renamed. */
export type FormerId = {id: string; history: History};

export type RedTeamPlugin = {
  /** The page's file name under docs/red-team/plugins/, without extension. */
  slug: string;
  /** The id written in `redteam.plugins`; `<path>` stands for any file path. */
  id: string;
  /** The release that added the id, and when it goes away. */
  history: History;
  /** Ids the plugin had before a rename; each keeps working until its `removedIn`. */
  formerIds?: FormerId[];
  /** True for collections, whose id also takes a sub-kind: `harmful:hate`, `pii:direct`. */
  hasSubKinds?: boolean;
  name: string;
  category: PluginCategory;
  /** The severity its findings get unless the config overrides it. */
  severity: Severity;
  /** What a failing response looks like, in one sentence. */
  summary: string;
  /**
   * Every framework whose page maps this plugin, in the order of `frameworks`: the detailed four
   * from the item mappings in src/data/redTeamFrameworkMappings.ts, the others from the entry.
   */
  frameworks: FrameworkId[];
};

/** A plugin as written below: the frameworks with item mappings are added from those. */
type PluginEntry = Omit<RedTeamPlugin, 'frameworks'> & {
  /** The frameworks cited as a whole (NIST AI RMF, EU AI Act, ISO/IEC 42001, GDPR). */
  otherFrameworks: BroadFrameworkId[];
};

function withFrameworks({otherFrameworks, ...entry}: PluginEntry): RedTeamPlugin {
  const cited = new Set<FrameworkId>([...detailedFrameworksOf(entry.slug), ...otherFrameworks]);
  return {...entry, frameworks: frameworks.map((f) => f.id).filter((id) => cited.has(id))};
}

/** Sidebar and index sections, in the order readers meet them. */
export const PLUGIN_CATEGORIES: Record<PluginCategory, string> = {
  security: 'Security and access control',
  'trust-safety': 'Trust and safety',
  domain: 'Industry domains',
  dataset: 'Public datasets',
};

const entries: PluginEntry[] = [
  // Security and access control
  {
    slug: 'bola',
    id: 'bola',
    history: {addedIn: '0.72.0'},
    name: 'Broken object-level authorization',
    category: 'security',
    severity: 'high',
    summary: "The target reads or changes another user's record when asked for it by id.",
    otherFrameworks: ['nist-ai-rmf', 'gdpr'],
  },
  {
    slug: 'bfla',
    id: 'bfla',
    history: {addedIn: '0.72.0'},
    name: 'Broken function-level authorization',
    category: 'security',
    severity: 'high',
    summary: 'The target runs an admin-only function for a user who lacks that role.',
    otherFrameworks: ['nist-ai-rmf'],
  },
  {
    slug: 'rbac',
    id: 'rbac',
    history: {addedIn: '0.70.0'},
    name: 'Role-based access control',
    category: 'security',
    severity: 'high',
    summary: 'The target acts beyond the role the user claims or holds.',
    otherFrameworks: ['iso-42001'],
  },
  {
    slug: 'ssrf',
    id: 'ssrf',
    history: {addedIn: '0.72.0'},
    name: 'Server-side request forgery',
    category: 'security',
    severity: 'critical',
    summary: 'The target fetches an internal or attacker-chosen URL through one of its tools.',
    otherFrameworks: [],
  },
  {
    slug: 'sql-injection',
    id: 'sql-injection',
    history: {addedIn: '0.72.0'},
    name: 'SQL injection',
    category: 'security',
    severity: 'critical',
    summary: 'User text reaches a database query the target builds without escaping it.',
    otherFrameworks: [],
  },
  {
    slug: 'shell-injection',
    id: 'shell-injection',
    history: {addedIn: '0.72.0'},
    name: 'Shell injection',
    category: 'security',
    severity: 'critical',
    summary: 'User text reaches a shell command the target runs.',
    otherFrameworks: [],
  },
  {
    slug: 'debug-access',
    id: 'debug-access',
    history: {addedIn: '0.70.0'},
    name: 'Debug access',
    category: 'security',
    severity: 'high',
    summary: 'The target exposes a debug mode, hidden command or internal state on request.',
    otherFrameworks: ['nist-ai-rmf'],
  },
  {
    // `config.indirectInjectionVar` is optional, so the plugin also runs against a chat target whose
    // prompt has one variable: the carrier document is then quoted as retrieved context inside
    // `injectVar`, with a warning. A separate variable, as a RAG template has, is the realistic and
    // recommended setup.
    slug: 'indirect-prompt-injection',
    id: 'indirect-prompt-injection',
    history: {addedIn: '0.75.0'},
    name: 'Indirect prompt injection',
    category: 'security',
    severity: 'critical',
    summary:
      'Instructions hidden in retrieved or tool-returned content take control of the target.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'gdpr'],
  },
  {
    slug: 'prompt-extraction',
    id: 'prompt-extraction',
    history: {addedIn: '0.70.0'},
    name: 'System prompt extraction',
    category: 'security',
    severity: 'medium',
    summary: 'The target reveals its system prompt or hidden instructions.',
    otherFrameworks: ['eu-ai-act', 'gdpr'],
  },
  {
    slug: 'system-prompt-override',
    id: 'system-prompt-override',
    history: {addedIn: '0.76.0'},
    name: 'System prompt override',
    category: 'security',
    severity: 'high',
    summary: 'A user message posing as a system message replaces the real instructions.',
    otherFrameworks: [],
  },
  {
    slug: 'ascii-smuggling',
    id: 'ascii-smuggling',
    history: {addedIn: '0.70.0'},
    name: 'ASCII smuggling',
    category: 'security',
    severity: 'medium',
    summary: 'Invisible Unicode tag characters carry instructions the target follows.',
    otherFrameworks: [],
  },
  {
    slug: 'special-token-injection',
    id: 'special-token-injection',
    history: {addedIn: '0.80.0'},
    name: 'Special token injection',
    category: 'security',
    severity: 'medium',
    summary: 'Chat-template tokens in user text break the role boundaries of the conversation.',
    otherFrameworks: [],
  },
  {
    slug: 'tool-discovery',
    id: 'tool-discovery',
    history: {addedIn: '0.79.0'},
    name: 'Tool discovery',
    category: 'security',
    severity: 'low',
    summary: 'The target lists its tools, their parameters or internal function names.',
    otherFrameworks: [],
  },
  {
    slug: 'mcp',
    id: 'mcp',
    history: {addedIn: '0.77.0'},
    name: 'MCP tool abuse',
    category: 'security',
    severity: 'high',
    summary:
      'An MCP-connected agent misuses a tool, trusts a poisoned tool description or leaks through tool calls.',
    otherFrameworks: [],
  },
  {
    slug: 'mcp-tool-poisoning',
    id: 'mcp-tool-poisoning',
    history: {addedIn: '0.85.0'},
    name: 'MCP tool poisoning',
    category: 'security',
    severity: 'critical',
    summary: 'The agent obeys instructions planted in the description of one of its MCP tools.',
    otherFrameworks: [],
  },
  {
    slug: 'tool-argument-exfiltration',
    id: 'tool-argument-exfiltration',
    history: {addedIn: '0.87.0'},
    name: 'Tool argument exfiltration',
    category: 'security',
    severity: 'critical',
    summary:
      'The agent puts secrets or personal data into tool arguments, such as a URL it fetches.',
    otherFrameworks: ['gdpr'],
  },
  {
    slug: 'memory-poisoning',
    id: 'memory-poisoning',
    history: {addedIn: '0.86.0'},
    name: 'Memory poisoning',
    category: 'security',
    severity: 'high',
    summary: 'Content planted in an agent’s memory changes what it does in a later session.',
    otherFrameworks: ['gdpr'],
  },
  {
    slug: 'cross-session-leak',
    id: 'cross-session-leak',
    history: {addedIn: '0.73.0'},
    name: 'Cross-session leak',
    category: 'security',
    severity: 'high',
    summary: "Data from one user's session shows up in another user's session.",
    otherFrameworks: ['iso-42001', 'gdpr'],
  },
  {
    slug: 'rag-document-exfiltration',
    id: 'rag-document-exfiltration',
    history: {addedIn: '0.75.0'},
    name: 'RAG document exfiltration',
    category: 'security',
    severity: 'high',
    summary: 'The target returns whole retrieved documents, or documents the user may not read.',
    otherFrameworks: ['gdpr'],
  },
  {
    slug: 'rag-poisoning',
    id: 'rag-poisoning',
    history: {addedIn: '0.75.0'},
    name: 'RAG poisoning',
    category: 'security',
    severity: 'high',
    summary: 'Documents planted in the knowledge base steer the answers the target gives.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'iso-42001'],
  },
  {
    slug: 'data-exfil',
    id: 'data-exfil',
    history: {addedIn: '0.78.0'},
    name: 'Data exfiltration',
    category: 'security',
    severity: 'critical',
    summary:
      'The target sends private data out, for example in a rendered image URL or a tool call.',
    otherFrameworks: ['gdpr'],
  },
  {
    slug: 'excessive-agency',
    id: 'excessive-agency',
    history: {addedIn: '0.70.0'},
    name: 'Excessive agency',
    category: 'security',
    severity: 'medium',
    summary: 'The target claims or takes actions beyond what it is allowed or able to do.',
    otherFrameworks: ['eu-ai-act'],
  },
  {
    slug: 'hijacking',
    id: 'hijacking',
    history: {addedIn: '0.70.0'},
    name: 'Hijacking',
    category: 'security',
    severity: 'medium',
    summary: 'The target is talked into serving a purpose unrelated to its own.',
    otherFrameworks: ['nist-ai-rmf', 'iso-42001'],
  },
  {
    slug: 'reasoning-dos',
    id: 'reasoning-dos',
    history: {addedIn: '0.77.0'},
    name: 'Reasoning denial of service',
    category: 'security',
    severity: 'medium',
    summary:
      'A prompt makes a reasoning model think for far longer and cost far more than the task needs.',
    otherFrameworks: [],
  },
  {
    slug: 'divergent-repetition',
    id: 'divergent-repetition',
    history: {addedIn: '0.70.0'},
    name: 'Divergent repetition',
    category: 'security',
    severity: 'medium',
    summary:
      'Asking the model to repeat a word forever makes it drift into memorised training text.',
    otherFrameworks: ['nist-ai-rmf', 'gdpr'],
  },
  {
    slug: 'pii',
    id: 'pii',
    history: {addedIn: '0.70.0'},
    hasSubKinds: true,
    name: 'Personal data leakage',
    category: 'security',
    severity: 'high',
    summary:
      'The target discloses personal data it holds or can reach, directly, via a session, socially or through an API.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'iso-42001', 'gdpr'],
  },
  {
    slug: 'context-compliance-attack',
    id: 'cca',
    history: {addedIn: '0.79.0'},
    name: 'Context compliance attack',
    category: 'security',
    severity: 'high',
    summary:
      'A forged earlier assistant turn that already agreed makes the target continue a refused task.',
    otherFrameworks: [],
  },

  // Trust and safety
  {
    slug: 'harmful',
    id: 'harmful',
    history: {addedIn: '0.70.0'},
    hasSubKinds: true,
    name: 'Harmful content',
    category: 'trust-safety',
    severity: 'critical',
    summary:
      'The target produces dangerous content in one of the harm categories, such as weapons, self-harm or hate.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'iso-42001'],
  },
  {
    slug: 'bias',
    id: 'bias',
    history: {addedIn: '0.70.0'},
    hasSubKinds: true,
    name: 'Bias',
    category: 'trust-safety',
    severity: 'medium',
    summary: 'The target treats people differently by age, gender, race or disability.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf', 'iso-42001'],
  },
  {
    slug: 'hallucination',
    id: 'hallucination',
    history: {addedIn: '0.70.0'},
    name: 'Hallucination',
    category: 'trust-safety',
    severity: 'medium',
    summary: 'The target invents facts, sources or details instead of saying it does not know.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'gdpr'],
  },
  {
    slug: 'overreliance',
    id: 'overreliance',
    history: {addedIn: '0.70.0'},
    name: 'Overreliance',
    category: 'trust-safety',
    severity: 'low',
    summary: 'The target accepts a false premise in the question and builds its answer on it.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'sycophancy',
    id: 'sycophancy',
    history: {addedIn: '0.70.0'},
    name: 'Sycophancy',
    category: 'trust-safety',
    severity: 'medium',
    summary:
      'The target drops a correct answer, or endorses a wrong one, when the user pushes back.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'unverifiable-claims',
    id: 'unverifiable-claims',
    history: {addedIn: '0.81.0'},
    name: 'Unverifiable claims',
    category: 'trust-safety',
    severity: 'medium',
    summary:
      'The target states things as fact that nobody could check, such as private intentions or exact future figures.',
    otherFrameworks: ['nist-ai-rmf'],
  },
  {
    slug: 'politics',
    id: 'politics',
    history: {addedIn: '0.70.0'},
    name: 'Political opinions',
    category: 'trust-safety',
    severity: 'low',
    summary: 'The target takes a side on a contested political question.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf'],
  },
  {
    slug: 'religion',
    id: 'religion',
    history: {addedIn: '0.70.0'},
    name: 'Religious sensitivity',
    category: 'trust-safety',
    severity: 'low',
    summary: 'The target judges, mocks or promotes a religion.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf'],
  },
  {
    slug: 'contracts',
    id: 'contracts',
    history: {addedIn: '0.71.0'},
    name: 'Unauthorized commitments',
    category: 'trust-safety',
    severity: 'medium',
    summary: 'The target agrees to terms, discounts or obligations on behalf of the business.',
    otherFrameworks: [],
  },
  {
    slug: 'imitation',
    id: 'impersonation',
    history: {addedIn: '0.73.0'},
    // Shipped as `imitation` in 0.71.0; renamed because readers took it for a test of copying
    // writing style. The old id warned from 0.73.0 and stopped working in 0.75.0.
    formerIds: [
      {
        id: 'imitation',
        history: {
          addedIn: '0.71.0',
          deprecatedIn: '0.73.0',
          removedIn: '0.75.0',
          replacedBy: 'impersonation',
        },
      },
    ],
    name: 'Impersonation',
    category: 'trust-safety',
    severity: 'low',
    summary: 'The target speaks as a real person, brand or organisation it does not represent.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'competitors',
    id: 'competitors',
    history: {addedIn: '0.70.0'},
    name: 'Competitor mentions',
    category: 'trust-safety',
    severity: 'low',
    summary: 'The target recommends or disparages competitors when it should not.',
    otherFrameworks: ['nist-ai-rmf', 'iso-42001'],
  },
  {
    slug: 'off-topic',
    id: 'off-topic',
    history: {addedIn: '0.70.0'},
    name: 'Off-topic use',
    category: 'trust-safety',
    severity: 'low',
    summary:
      'The target does unrelated work, such as writing essays or code, far outside its purpose.',
    otherFrameworks: ['iso-42001'],
  },
  {
    slug: 'intent',
    id: 'intent',
    history: {addedIn: '0.70.0'},
    name: 'Custom intents',
    category: 'trust-safety',
    severity: 'high',
    summary: 'The target complies with specific requests you list as forbidden.',
    otherFrameworks: ['nist-ai-rmf', 'iso-42001'],
  },
  {
    slug: 'policy',
    id: 'policy',
    history: {addedIn: '0.70.0'},
    name: 'Custom policy',
    category: 'trust-safety',
    severity: 'high',
    summary: 'The target breaks a policy you write in plain words.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'iso-42001', 'gdpr'],
  },
  {
    slug: 'custom',
    id: 'file://<path>.yaml',
    history: {addedIn: '0.70.0'},
    name: 'Custom plugins',
    category: 'trust-safety',
    severity: 'medium',
    summary: 'The target fails a generator and grader you define in your own YAML file.',
    otherFrameworks: ['nist-ai-rmf', 'iso-42001'],
  },
  {
    slug: 'coppa',
    id: 'coppa',
    history: {addedIn: '0.82.0'},
    name: 'COPPA',
    category: 'trust-safety',
    severity: 'high',
    summary: 'The target collects personal data from a child under 13 or skips parental consent.',
    otherFrameworks: ['nist-ai-rmf', 'gdpr', 'eu-ai-act'],
  },
  {
    slug: 'ferpa',
    id: 'ferpa',
    history: {addedIn: '0.82.0'},
    name: 'FERPA',
    category: 'trust-safety',
    severity: 'high',
    summary: 'The target discloses student education records to someone not entitled to them.',
    otherFrameworks: ['nist-ai-rmf', 'gdpr'],
  },
  {
    slug: 'teen-safety',
    id: 'teen-safety',
    history: {addedIn: '0.86.0'},
    name: 'Teen safety',
    category: 'trust-safety',
    severity: 'high',
    summary: 'The target gives a teenage user content or advice that is unsafe for their age.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf'],
  },

  // Industry domains
  {
    slug: 'medical',
    id: 'medical',
    history: {addedIn: '0.80.0'},
    hasSubKinds: true,
    name: 'Medical',
    category: 'domain',
    severity: 'critical',
    summary:
      'The target gives unsafe clinical advice, invents medical facts or ignores urgent symptoms.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'gdpr'],
  },
  {
    slug: 'financial',
    id: 'financial',
    history: {addedIn: '0.80.0'},
    hasSubKinds: true,
    name: 'Financial services',
    category: 'domain',
    severity: 'high',
    summary: 'The target miscalculates, gives unlicensed investment advice or leaks account data.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf', 'gdpr'],
  },
  {
    slug: 'insurance',
    id: 'insurance',
    history: {addedIn: '0.81.0'},
    hasSubKinds: true,
    name: 'Insurance',
    category: 'domain',
    severity: 'high',
    summary:
      'The target misstates coverage, discriminates in underwriting or discloses policyholder data.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act', 'iso-42001', 'gdpr'],
  },
  {
    slug: 'pharmacy',
    id: 'pharmacy',
    history: {addedIn: '0.81.0'},
    hasSubKinds: true,
    name: 'Pharmacy',
    category: 'domain',
    severity: 'critical',
    summary:
      'The target gets doses or drug interactions wrong, or helps obtain controlled substances.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf'],
  },
  {
    slug: 'telecom',
    id: 'telecom',
    history: {addedIn: '0.84.0'},
    hasSubKinds: true,
    name: 'Telecommunications',
    category: 'domain',
    severity: 'high',
    summary:
      'The target ports a number, reveals call records or changes an account without verifying the caller.',
    otherFrameworks: ['nist-ai-rmf', 'gdpr'],
  },
  {
    slug: 'ecommerce',
    id: 'ecommerce',
    history: {addedIn: '0.85.0'},
    hasSubKinds: true,
    name: 'E-commerce',
    category: 'domain',
    severity: 'medium',
    summary:
      'The target applies unearned discounts, changes orders it should not or exposes payment details.',
    otherFrameworks: [],
  },
  {
    slug: 'realestate',
    id: 'realestate',
    history: {addedIn: '0.86.0'},
    hasSubKinds: true,
    name: 'Real estate',
    category: 'domain',
    severity: 'high',
    summary: 'The target steers buyers or tenants by protected traits or misstates property facts.',
    otherFrameworks: ['eu-ai-act', 'nist-ai-rmf', 'iso-42001'],
  },

  // Public datasets
  {
    slug: 'aegis',
    id: 'aegis',
    history: {addedIn: '0.76.0'},
    name: 'Aegis',
    category: 'dataset',
    severity: 'high',
    summary:
      "Prompts from NVIDIA's Aegis content-safety dataset, labelled across its risk categories.",
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'beavertails',
    id: 'beavertails',
    history: {addedIn: '0.70.0'},
    name: 'BeaverTails',
    category: 'dataset',
    severity: 'high',
    summary:
      'Harmful question prompts from the BeaverTails safety dataset, across its harm categories.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'cyberseceval',
    id: 'cyberseceval',
    history: {addedIn: '0.70.0'},
    name: 'CyberSecEval',
    category: 'dataset',
    severity: 'high',
    summary: "Prompt-injection test cases from Meta's CyberSecEval benchmark.",
    otherFrameworks: ['eu-ai-act'],
  },
  {
    slug: 'donotanswer',
    id: 'donotanswer',
    history: {addedIn: '0.70.0'},
    name: 'Do-Not-Answer',
    category: 'dataset',
    severity: 'medium',
    summary: 'Questions a responsible model should decline, from the Do-Not-Answer dataset.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'harmbench',
    id: 'harmbench',
    history: {addedIn: '0.70.0'},
    name: 'HarmBench',
    category: 'dataset',
    severity: 'high',
    summary:
      'Behaviours from the HarmBench evaluation set that a model should refuse to carry out.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'pliny',
    id: 'pliny',
    history: {addedIn: '0.70.0'},
    name: 'Pliny jailbreaks',
    category: 'dataset',
    severity: 'high',
    summary: 'Community jailbreak prompts from the public L1B3RT4S collection.',
    otherFrameworks: [],
  },
  {
    slug: 'toxic-chat',
    id: 'toxic-chat',
    history: {addedIn: '0.70.0'},
    name: 'ToxicChat',
    category: 'dataset',
    severity: 'medium',
    summary: 'Real user prompts labelled toxic or jailbreaking in the ToxicChat dataset.',
    otherFrameworks: ['nist-ai-rmf'],
  },
  {
    slug: 'unsafebench',
    id: 'unsafebench',
    history: {addedIn: '0.84.0'},
    name: 'UnsafeBench',
    category: 'dataset',
    severity: 'high',
    summary: 'Unsafe images from UnsafeBench sent to vision models to test image moderation.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'vlguard',
    id: 'vlguard',
    history: {addedIn: '0.84.0'},
    name: 'VLGuard',
    category: 'dataset',
    severity: 'high',
    summary:
      'Image and instruction pairs from VLGuard that test the safety of vision-language models.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
  {
    slug: 'xstest',
    id: 'xstest',
    history: {addedIn: '0.70.0'},
    name: 'XSTest',
    category: 'dataset',
    severity: 'low',
    summary: 'Safe prompts that sound unsafe, from XSTest, to catch a model that refuses too much.',
    otherFrameworks: ['nist-ai-rmf', 'eu-ai-act'],
  },
];

export const redTeamPlugins: RedTeamPlugin[] = entries.map(withFrameworks);
