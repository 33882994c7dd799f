/**
 * Every red-team strategy page under docs/red-team/strategies/, one entry each: the strategies
 * index table and the red-team sidebar are generated from this list, and a test fails when a page
 * and an entry do not match one to one.
 *
 * Each entry's `history` says which release added it (all ids of one page shipped together); the
 * release notes' "Strategies:" bullets list exactly these. 0.70.0 shipped no strategies, so every
 * strategy dates from 0.71.0 or later. Where the notes were silent, a strategy joined the release
 * that fits its theme and comes after the research it implements: `basic` with the first
 * strategies, `multilingual` with attack generation in other languages (0.76.0), `best-of-n` after
 * our January 2025 post showed how to run the attack by hand, `gcg` after the July 2025 post that
 * still sent readers to external tools, `mischievous-user` with the simulated-user provider
 * (0.82.0) and `video` after `image` and `audio`.
 */
import type {History} from './history';

export type StrategyKind =
  'encoding' | 'single-turn' | 'iterative' | 'multi-turn' | 'multimodal' | 'custom';

/** How many extra model calls a strategy costs per test case. */
export type StrategyCost = 'none' | 'low' | 'medium' | 'high';

export type RedTeamStrategy = {
  /** The page's file name under docs/red-team/strategies/, without extension. */
  slug: string;
  /** The id written in `redteam.strategies`; `<path>` stands for any file path. */
  id: string;
  /** Further ids the same page documents, e.g. the other encodings next to `morse`. */
  otherIds?: string[];
  /** The release that added it. */
  history: History;
  /**
   * For a shorthand id that only adds other strategies (`multi-turn` adds `crescendo` and
   * `goat`), the ids it expands to; a shorthand is not a strategy of its own in counts.
   */
  expandsTo?: string[];
  /** True when the id also takes a name after a colon, as in `custom:refund-pressure`. */
  hasSubKinds?: boolean;
  name: string;
  kind: StrategyKind;
  cost: StrategyCost;
  /** What it does to each generated attack, in one sentence. */
  summary: string;
};

export const STRATEGY_KINDS: Record<StrategyKind, string> = {
  encoding: 'Encodings and obfuscation',
  'single-turn': 'Single-turn rewrites',
  iterative: 'Iterative jailbreaks',
  'multi-turn': 'Multi-turn conversations',
  multimodal: 'Multimodal',
  custom: 'Your own strategies',
};

export const redTeamStrategies: RedTeamStrategy[] = [
  {
    slug: 'basic',
    id: 'basic',
    history: {addedIn: '0.71.0'},
    name: 'Basic',
    kind: 'single-turn',
    cost: 'none',
    summary:
      'Sends each plugin attack as written; turn it off to test only the transformed versions.',
  },
  {
    slug: 'base64',
    id: 'base64',
    history: {addedIn: '0.71.0'},
    name: 'Base64',
    kind: 'encoding',
    cost: 'none',
    summary: 'Encodes the attack in Base64 to slip past filters that read plain text.',
  },
  {
    slug: 'hex',
    id: 'hex',
    history: {addedIn: '0.77.0'},
    name: 'Hex',
    kind: 'encoding',
    cost: 'none',
    summary: 'Writes the attack as hexadecimal bytes.',
  },
  {
    slug: 'rot13',
    id: 'rot13',
    history: {addedIn: '0.77.0'},
    name: 'ROT13',
    kind: 'encoding',
    cost: 'none',
    summary: 'Rotates every letter by 13 places.',
  },
  {
    slug: 'leetspeak',
    id: 'leetspeak',
    history: {addedIn: '0.71.0'},
    name: 'Leetspeak',
    kind: 'encoding',
    cost: 'none',
    summary: 'Swaps letters for look-alike digits and symbols.',
  },
  {
    slug: 'homoglyph',
    id: 'homoglyph',
    history: {addedIn: '0.85.0'},
    name: 'Homoglyph',
    kind: 'encoding',
    cost: 'none',
    summary: 'Replaces Latin letters with identical-looking characters from other scripts.',
  },
  {
    slug: 'other-encodings',
    id: 'morse',
    history: {addedIn: '0.78.0'},
    otherIds: ['piglatin', 'camelcase'],
    name: 'Other encodings',
    kind: 'encoding',
    cost: 'none',
    summary: 'Morse code, Pig Latin, camelCase and other reversible rewrites of the attack.',
  },
  {
    slug: 'emoji-smuggling',
    id: 'emoji',
    history: {addedIn: '0.79.0'},
    name: 'Emoji smuggling',
    kind: 'encoding',
    cost: 'none',
    summary: 'Hides the attack in Unicode variation selectors attached to an emoji.',
  },
  {
    slug: 'multilingual',
    id: 'multilingual',
    history: {addedIn: '0.76.0'},
    name: 'Multilingual',
    kind: 'encoding',
    cost: 'low',
    summary: 'Translates the attack into other, often low-resource, languages.',
  },
  {
    slug: 'citation',
    id: 'citation',
    history: {addedIn: '0.73.0'},
    name: 'Citation',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Frames the attack as a request about an academic or official source.',
  },
  {
    slug: 'authoritative-markup',
    id: 'authoritative-markup-injection',
    history: {addedIn: '0.81.0'},
    name: 'Authoritative markup',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Wraps the attack in markup that looks like system or policy text.',
  },
  {
    slug: 'math-prompt',
    id: 'math-prompt',
    history: {addedIn: '0.75.0'},
    name: 'Math prompt',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Restates the attack as a set-theory or algebra problem to solve.',
  },
  {
    slug: 'likert',
    id: 'jailbreak:likert',
    history: {addedIn: '0.77.0'},
    name: 'Likert',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Asks the model to act as a judge and write examples for each point of a harm scale.',
  },
  {
    slug: 'prompt-injection',
    id: 'prompt-injection',
    history: {addedIn: '0.72.0'},
    name: 'Prompt injection',
    kind: 'single-turn',
    cost: 'none',
    summary: 'Prepends known injection payloads that tell the model to ignore its instructions.',
  },
  {
    slug: 'layer',
    id: 'layer',
    history: {addedIn: '0.79.0'},
    name: 'Layer',
    kind: 'single-turn',
    cost: 'none',
    summary: 'Chains several strategies, applying each to the output of the one before.',
  },
  {
    slug: 'composite-jailbreaks',
    id: 'jailbreak:composite',
    history: {addedIn: '0.76.0'},
    name: 'Composite jailbreaks',
    kind: 'single-turn',
    cost: 'low',
    summary:
      'Stacks several jailbreak techniques, such as role play and refusal suppression, in one prompt.',
  },
  {
    slug: 'best-of-n',
    id: 'best-of-n',
    history: {addedIn: '0.78.0'},
    name: 'Best-of-N',
    kind: 'iterative',
    cost: 'high',
    summary: 'Sends many randomly perturbed copies of the attack until one gets through.',
  },
  {
    slug: 'iterative',
    id: 'jailbreak',
    history: {addedIn: '0.71.0'},
    name: 'Iterative jailbreak',
    kind: 'iterative',
    cost: 'high',
    summary: 'An attacker model rewrites the attack over many rounds, guided by a judge score.',
  },
  {
    slug: 'tree',
    id: 'jailbreak:tree',
    history: {addedIn: '0.73.0'},
    name: 'Tree jailbreak',
    kind: 'iterative',
    cost: 'high',
    summary: 'Explores a tree of attack rewrites and prunes the branches that score worst.',
  },
  {
    slug: 'gcg',
    id: 'gcg',
    history: {addedIn: '0.84.0'},
    name: 'GCG',
    kind: 'iterative',
    cost: 'medium',
    summary: 'Appends adversarial suffixes of the greedy coordinate gradient kind.',
  },
  {
    slug: 'retry',
    id: 'retry',
    history: {addedIn: '0.80.0'},
    name: 'Retry',
    kind: 'iterative',
    cost: 'low',
    summary: 'Re-runs attacks that failed on earlier scans of the same target.',
  },
  {
    slug: 'crescendo',
    id: 'crescendo',
    history: {addedIn: '0.72.0'},
    name: 'Crescendo',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'Starts harmless and escalates a little each turn toward the goal.',
  },
  {
    slug: 'goat',
    id: 'goat',
    history: {addedIn: '0.74.0'},
    name: 'GOAT',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'An attacker agent picks a different technique each turn based on the last reply.',
  },
  {
    slug: 'hydra',
    id: 'jailbreak:hydra',
    history: {addedIn: '0.85.0'},
    name: 'Hydra',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'Branches the conversation and backtracks from refusals while keeping what worked.',
  },
  {
    slug: 'mischievous-user',
    id: 'mischievous-user',
    history: {addedIn: '0.82.0'},
    name: 'Mischievous user',
    kind: 'multi-turn',
    cost: 'medium',
    summary: 'Simulates a playful user who pushes the boundaries over a natural conversation.',
  },
  {
    slug: 'multi-turn',
    id: 'multi-turn',
    history: {addedIn: '0.74.0'},
    expandsTo: ['crescendo', 'goat'],
    name: 'Multi-turn overview',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'How the conversational strategies share state, turns and stopping rules.',
  },
  {
    slug: 'audio',
    id: 'audio',
    history: {addedIn: '0.86.0'},
    name: 'Audio',
    kind: 'multimodal',
    cost: 'low',
    summary: 'Turns the attack into speech for targets that accept audio.',
  },
  {
    slug: 'image',
    id: 'image',
    history: {addedIn: '0.84.0'},
    name: 'Image',
    kind: 'multimodal',
    cost: 'none',
    summary: 'Renders the attack as text in an image for vision models.',
  },
  {
    slug: 'video',
    id: 'video',
    history: {addedIn: '0.87.0'},
    name: 'Video',
    kind: 'multimodal',
    cost: 'low',
    summary: 'Shows the attack as text in a short video for targets that accept video.',
  },
  {
    slug: 'custom',
    id: 'custom',
    history: {addedIn: '0.83.0'},
    hasSubKinds: true,
    name: 'Custom strategy (text)',
    kind: 'custom',
    cost: 'high',
    summary: 'A multi-turn attacker that follows a strategy you describe in plain words.',
  },
  {
    slug: 'custom-strategy',
    id: 'file://<path>.js',
    history: {addedIn: '0.75.0'},
    name: 'Custom strategy (code)',
    kind: 'custom',
    cost: 'none',
    summary: 'A JavaScript module that rewrites each test case however you like.',
  },
];
