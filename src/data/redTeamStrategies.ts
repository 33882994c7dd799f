/**
 * Every red-team strategy page under docs/red-team/strategies/, one entry each: the strategies
 * index table and the red-team sidebar are generated from this list, and a test fails when a page
 * and an entry do not match one to one.
 */

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
    name: 'Basic',
    kind: 'single-turn',
    cost: 'none',
    summary:
      'Sends each plugin attack as written; turn it off to test only the transformed versions.',
  },
  {
    slug: 'base64',
    id: 'base64',
    name: 'Base64',
    kind: 'encoding',
    cost: 'none',
    summary: 'Encodes the attack in Base64 to slip past filters that read plain text.',
  },
  {
    slug: 'hex',
    id: 'hex',
    name: 'Hex',
    kind: 'encoding',
    cost: 'none',
    summary: 'Writes the attack as hexadecimal bytes.',
  },
  {
    slug: 'rot13',
    id: 'rot13',
    name: 'ROT13',
    kind: 'encoding',
    cost: 'none',
    summary: 'Rotates every letter by 13 places.',
  },
  {
    slug: 'leetspeak',
    id: 'leetspeak',
    name: 'Leetspeak',
    kind: 'encoding',
    cost: 'none',
    summary: 'Swaps letters for look-alike digits and symbols.',
  },
  {
    slug: 'homoglyph',
    id: 'homoglyph',
    name: 'Homoglyph',
    kind: 'encoding',
    cost: 'none',
    summary: 'Replaces Latin letters with identical-looking characters from other scripts.',
  },
  {
    slug: 'other-encodings',
    id: 'morse',
    otherIds: ['piglatin', 'camelcase'],
    name: 'Other encodings',
    kind: 'encoding',
    cost: 'none',
    summary: 'Morse code, Pig Latin, camelCase and other reversible rewrites of the attack.',
  },
  {
    slug: 'emoji-smuggling',
    id: 'emoji',
    name: 'Emoji smuggling',
    kind: 'encoding',
    cost: 'none',
    summary: 'Hides the attack in Unicode variation selectors attached to an emoji.',
  },
  {
    slug: 'multilingual',
    id: 'multilingual',
    name: 'Multilingual',
    kind: 'encoding',
    cost: 'low',
    summary: 'Translates the attack into other, often low-resource, languages.',
  },
  {
    slug: 'citation',
    id: 'citation',
    name: 'Citation',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Frames the attack as a request about an academic or official source.',
  },
  {
    slug: 'authoritative-markup',
    id: 'authoritative-markup-injection',
    name: 'Authoritative markup',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Wraps the attack in markup that looks like system or policy text.',
  },
  {
    slug: 'math-prompt',
    id: 'math-prompt',
    name: 'Math prompt',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Restates the attack as a set-theory or algebra problem to solve.',
  },
  {
    slug: 'likert',
    id: 'jailbreak:likert',
    name: 'Likert',
    kind: 'single-turn',
    cost: 'low',
    summary: 'Asks the model to act as a judge and write examples for each point of a harm scale.',
  },
  {
    slug: 'prompt-injection',
    id: 'prompt-injection',
    name: 'Prompt injection',
    kind: 'single-turn',
    cost: 'none',
    summary: 'Prepends known injection payloads that tell the model to ignore its instructions.',
  },
  {
    slug: 'layer',
    id: 'layer',
    name: 'Layer',
    kind: 'single-turn',
    cost: 'none',
    summary: 'Chains several strategies, applying each to the output of the one before.',
  },
  {
    slug: 'composite-jailbreaks',
    id: 'jailbreak:composite',
    name: 'Composite jailbreaks',
    kind: 'single-turn',
    cost: 'low',
    summary:
      'Stacks several jailbreak techniques, such as role play and refusal suppression, in one prompt.',
  },
  {
    slug: 'best-of-n',
    id: 'best-of-n',
    name: 'Best-of-N',
    kind: 'iterative',
    cost: 'high',
    summary: 'Sends many randomly perturbed copies of the attack until one gets through.',
  },
  {
    slug: 'iterative',
    id: 'jailbreak',
    name: 'Iterative jailbreak',
    kind: 'iterative',
    cost: 'high',
    summary: 'An attacker model rewrites the attack over many rounds, guided by a judge score.',
  },
  {
    slug: 'tree',
    id: 'jailbreak:tree',
    name: 'Tree jailbreak',
    kind: 'iterative',
    cost: 'high',
    summary: 'Explores a tree of attack rewrites and prunes the branches that score worst.',
  },
  {
    slug: 'gcg',
    id: 'gcg',
    name: 'GCG',
    kind: 'iterative',
    cost: 'medium',
    summary: 'Appends adversarial suffixes of the greedy coordinate gradient kind.',
  },
  {
    slug: 'retry',
    id: 'retry',
    name: 'Retry',
    kind: 'iterative',
    cost: 'low',
    summary: 'Re-runs attacks that failed on earlier scans of the same target.',
  },
  {
    slug: 'crescendo',
    id: 'crescendo',
    name: 'Crescendo',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'Starts harmless and escalates a little each turn toward the goal.',
  },
  {
    slug: 'goat',
    id: 'goat',
    name: 'GOAT',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'An attacker agent picks a different technique each turn based on the last reply.',
  },
  {
    slug: 'hydra',
    id: 'jailbreak:hydra',
    name: 'Hydra',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'Branches the conversation and backtracks from refusals while keeping what worked.',
  },
  {
    slug: 'mischievous-user',
    id: 'mischievous-user',
    name: 'Mischievous user',
    kind: 'multi-turn',
    cost: 'medium',
    summary: 'Simulates a playful user who pushes the boundaries over a natural conversation.',
  },
  {
    slug: 'multi-turn',
    id: 'multi-turn',
    name: 'Multi-turn overview',
    kind: 'multi-turn',
    cost: 'high',
    summary: 'How the conversational strategies share state, turns and stopping rules.',
  },
  {
    slug: 'audio',
    id: 'audio',
    name: 'Audio',
    kind: 'multimodal',
    cost: 'low',
    summary: 'Turns the attack into speech for targets that accept audio.',
  },
  {
    slug: 'image',
    id: 'image',
    name: 'Image',
    kind: 'multimodal',
    cost: 'none',
    summary: 'Renders the attack as text in an image for vision models.',
  },
  {
    slug: 'video',
    id: 'video',
    name: 'Video',
    kind: 'multimodal',
    cost: 'low',
    summary: 'Shows the attack as text in a short video for targets that accept video.',
  },
  {
    slug: 'custom',
    id: 'custom',
    hasSubKinds: true,
    name: 'Custom strategy (text)',
    kind: 'custom',
    cost: 'high',
    summary: 'A multi-turn attacker that follows a strategy you describe in plain words.',
  },
  {
    slug: 'custom-strategy',
    id: 'file://<path>.js',
    name: 'Custom strategy (code)',
    kind: 'custom',
    cost: 'none',
    summary: 'A JavaScript module that rewrites each test case however you like.',
  },
];
