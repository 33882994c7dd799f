/**
 * Finds what a page uses of the product's versioned items: red-team plugins and strategies,
 * assertion types and major features, each with the history the data gives it. The timeline check
 * compares these uses with the page's date.
 *
 * A page uses an item when:
 * - a YAML code block lists it as a config would: a plugin or strategy in `redteam.plugins` /
 *   `redteam.strategies` (or in those lists at the top level of a snippet, or in a `layer`
 *   strategy's steps), an assertion `type` in any `assert` list, or one of a feature's marks
 *   (src/data/features.ts);
 * - inline code is exactly an id (`homoglyph`, `harmful:hate`, `trace-span-count`) or a feature's
 *   term (`falsePositiveRate`), or a code block contains a feature's term as a word.
 * Prose is not read: "a homoglyph strategy" may describe one that is not out yet.
 */
import {load} from 'js-yaml';
import {findAssertionType} from '../src/data/assertionTypes';
import {features, type Feature, type FeatureMark} from '../src/data/features';
import type {History} from '../src/data/history';
import {redTeamPlugins} from '../src/data/redTeamPlugins';
import {redTeamStrategies} from '../src/data/redTeamStrategies';
import {extractFencedBlocks, extractInlineCode, type FencedBlock} from './markdown';
import {entryAccepts} from './redTeamIds';
import type {Source} from './sources';

export type UseKind = 'plugin' | 'strategy' | 'assertion type' | 'feature';

export type Use = {
  /** 1-based line of the page. */
  line: number;
  kind: UseKind;
  /** The id as the data names it (`harmful` for `harmful:hate`), or the feature's name. */
  name: string;
  history: History;
  /** Where the page shows it: a config example or a code term, or inline code. */
  where: 'config' | 'inline';
};

type Item = {kind: UseKind; name: string; history: History};

/** The plugin a written id means, former ids included; file paths only when `paths` is set. */
function findPlugin(id: string, paths: boolean): Item | undefined {
  for (const plugin of redTeamPlugins) {
    const former = plugin.formerIds?.find((entry) => entry.id === id);
    if (former) return {kind: 'plugin', name: former.id, history: former.history};
    if (!paths && plugin.id.includes('<path>')) continue;
    if (entryAccepts(plugin, id)) return {kind: 'plugin', name: plugin.id, history: plugin.history};
  }
  return undefined;
}

/** The strategy a written id means; file paths only when `paths` is set. */
function findStrategy(id: string, paths: boolean): Item | undefined {
  for (const strategy of redTeamStrategies) {
    if (!paths && strategy.id.includes('<path>')) continue;
    if (entryAccepts(strategy, id)) {
      const name = strategy.otherIds?.includes(id) ? id : strategy.id;
      return {kind: 'strategy', name, history: strategy.history};
    }
  }
  return undefined;
}

function findAssertion(type: string): Item | undefined {
  const entry = findAssertionType(type);
  return entry && {kind: 'assertion type', name: entry.type, history: entry.history};
}

const featureItem = (feature: Feature): Item => ({
  kind: 'feature',
  name: feature.name,
  history: feature.history,
});

// ---------------------------------------------------------------------------------------------
// Config examples

type Mapping = Record<string, unknown>;

const isMapping = (value: unknown): value is Mapping =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The id and config of a list entry written either as `- id` or as `- id: …` with `config:`. */
function entryOf(entry: unknown): {id: string; config: Mapping} | undefined {
  if (typeof entry === 'string') return {id: entry, config: {}};
  if (isMapping(entry) && typeof entry.id === 'string') {
    return {id: entry.id, config: isMapping(entry.config) ? entry.config : {}};
  }
  return undefined;
}

function valueAt(root: Mapping, path: string): unknown {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (!isMapping(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Every `type` written in an `assert` list anywhere in the config, assert-sets included. */
function assertionTypesIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const child of node) assertionTypesIn(child, found);
  } else if (isMapping(node)) {
    for (const [key, child] of Object.entries(node)) {
      if (key === 'assert' && Array.isArray(child)) {
        for (const assertion of child) {
          if (isMapping(assertion) && typeof assertion.type === 'string') {
            found.push(assertion.type);
          }
        }
      }
      assertionTypesIn(child, found);
    }
  }
  return found;
}

/** A found use before its line is known: what to search the block for. */
type Pending = Item & {pattern: RegExp};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const listItem = (id: string) =>
  new RegExp(`^\\s*(?:-\\s*(?:id:\\s*)?|id:\\s*)["']?${escape(id)}["']?\\s*(?:#.*)?$`);
const keyLine = (key: string) => new RegExp(`^\\s*(?:-\\s*)?["']?${escape(key)}["']?\\s*:`);

/** The assertion types used in a parsed config or test file (a list of test cases). */
function assertionUses(parsed: unknown): Pending[] {
  return assertionTypesIn(parsed).flatMap((type) => {
    const item = findAssertion(type);
    return item ? [{...item, pattern: new RegExp(`type:\\s*["']?${escape(type)}["']?`)}] : [];
  });
}

type Entry = {id: string; config: Mapping};

/** The line pattern of a feature mark in a parsed config, or undefined when it is not there. */
function markIn(
  mark: FeatureMark,
  config: Mapping,
  lists: {plugins: Entry[]; strategies: Entry[]; providers: Entry[]},
): RegExp | undefined {
  if ('config' in mark) {
    return valueAt(config, mark.config) === undefined
      ? undefined
      : keyLine(mark.config.split('.').at(-1)!);
  }
  const withOption = (entries: Entry[], id: string, option: string) =>
    entries.some((entry) => entry.id === id && option in entry.config)
      ? keyLine(option)
      : undefined;
  if ('strategy' in mark) return withOption(lists.strategies, mark.strategy, mark.option);
  if ('plugin' in mark) return withOption(lists.plugins, mark.plugin, mark.option);
  if ('provider' in mark) {
    const matching = lists.providers.filter((entry) =>
      mark.provider.endsWith(':') ? entry.id.startsWith(mark.provider) : entry.id === mark.provider,
    );
    if ('option' in mark) return withOption(matching, matching[0]?.id ?? '', mark.option);
    return matching.length > 0 ? listItem(matching[0].id) : undefined;
  }
  return undefined; // Terms are read from the block's text.
}

const entriesOf = (value: unknown): Entry[] =>
  asList(value)
    .map(entryOf)
    .filter((entry): entry is Entry => entry !== undefined);

/** The plugins, strategies and feature marks in one parsed config. */
function usesInConfig(config: Mapping): Pending[] {
  const found: Pending[] = [];
  const redteam = isMapping(config.redteam) ? config.redteam : config;
  const plugins = entriesOf(redteam.plugins);
  const strategies = entriesOf(redteam.strategies);
  const providers = entriesOf(config.providers);
  for (const entry of plugins) {
    const item = findPlugin(entry.id, true);
    if (item) found.push({...item, pattern: listItem(entry.id)});
  }
  const layerSteps = strategies
    .filter((entry) => entry.id === 'layer')
    .flatMap((entry) => entriesOf(entry.config.steps));
  for (const entry of [...strategies, ...layerSteps]) {
    const item = findStrategy(entry.id, true);
    if (item) found.push({...item, pattern: listItem(entry.id)});
  }
  for (const feature of features) {
    for (const mark of feature.marks) {
      const pattern = markIn(mark, config, {plugins, strategies, providers});
      if (pattern) found.push({...featureItem(feature), pattern});
    }
  }
  return found;
}

const isYaml = (block: FencedBlock) => /^ya?ml$/i.test(block.lang);

function usesInBlock(block: FencedBlock): Use[] {
  const lines = block.content.split('\n');
  const lineOf = (pattern: RegExp): number => {
    const index = lines.findIndex((text) => pattern.test(text));
    return block.line + 1 + Math.max(index, 0);
  };
  const uses: Use[] = [];
  if (isYaml(block)) {
    let config: unknown;
    try {
      config = load(block.content);
    } catch {
      config = undefined; // Snippets with placeholders are not configs; terms are still read.
    }
    const pending = [...(isMapping(config) ? usesInConfig(config) : []), ...assertionUses(config)];
    for (const {pattern, ...item} of pending) {
      uses.push({...item, line: lineOf(pattern), where: 'config'});
    }
  }
  for (const feature of features) {
    for (const mark of feature.marks) {
      if (!('term' in mark)) continue;
      const pattern = new RegExp(`(?<![\\w.])${escape(mark.term)}(?![\\w])`);
      if (lines.some((text) => pattern.test(text))) {
        uses.push({...featureItem(feature), line: lineOf(pattern), where: 'config'});
      }
    }
  }
  return uses;
}

/**
 * Ids that are also ordinary words or other product names: the `mcp` provider and command, the
 * `crucible guardrails` command, `image` or `video` inputs, a `custom` anything. In inline code
 * they mean the plugin, strategy or assertion type only when the next word says so ("the `video`
 * strategy"). Ids the baseline already had never date a page, so they need no entry here.
 */
const COMMON_WORD_IDS = new Set([
  'mcp',
  'guardrails',
  'image',
  'audio',
  'video',
  'custom',
  'basic',
  'retry',
  'layer',
  'emoji',
  'citation',
  'multilingual',
  'medical',
  'financial',
  'insurance',
  'pharmacy',
  'telecom',
  'ecommerce',
]);

const KIND_WORD = /^\s*(?:plugins?|strateg(?:y|ies)|assertions?)\b/i;

/** What one inline code span uses: an id written exactly, or a feature term. */
function itemsInSpan(code: string, after: string): Item[] {
  const text = code.trim();
  const items: Item[] = [];
  const id = findPlugin(text, false) ?? findStrategy(text, false) ?? findAssertion(text);
  if (id && (!COMMON_WORD_IDS.has(text) || KIND_WORD.test(after))) items.push(id);
  for (const feature of features) {
    if (feature.marks.some((mark) => 'term' in mark && mark.term === text)) {
      items.push(featureItem(feature));
    }
  }
  return items;
}

/** Every use on a Markdown page, in line order, one per item and line. */
export function findUses(source: Source): Use[] {
  if (source.format !== 'markdown') return [];
  const uses: Use[] = extractFencedBlocks(source.text).flatMap(usesInBlock);
  const lines = source.text.split('\n');
  for (const span of extractInlineCode(source.text)) {
    const line = lines[span.line - 1] ?? '';
    const end = line.indexOf(`\`${span.code}\``);
    const after = end === -1 ? '' : line.slice(end + span.code.length + 2);
    for (const item of itemsInSpan(span.code, after)) {
      uses.push({...item, line: span.line, where: 'inline'});
    }
  }
  const seen = new Set<string>();
  return uses
    .sort((a, b) => a.line - b.line)
    .filter((use) => {
      const key = `${use.line}\u0000${use.kind}\u0000${use.name}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A page's statement that an item came out in a given release. */
export type StatedRelease = Item & {line: number; stated: string};

const RELEASE_WORDS =
  '(?:was )?(?:added|introduced|arrived|shipped|new) (?:to Crucible )?in \\[?(?:Crucible )?(\\d+\\.\\d+\\.\\d+)';
/** "the `image` strategy, added in Crucible 0.84.0", "`memory-poisoning` plugin added in 0.86.0" */
const ID_STATEMENT = new RegExp(
  `\`([^\`]+)\`(?: (?:plugin|strategy|assertion))?,? (?:that |which )?${RELEASE_WORDS}`,
  'g',
);
/** "The plugin shipped in Crucible 0.85.0", on that plugin's own page. */
const PAGE_STATEMENT = new RegExp(`\\bThe (?:plugin|strategy) ${RELEASE_WORDS}`, 'g');

/** The entry a plugin or strategy page documents, from its path. */
function pageItem(file: string): Item | undefined {
  const match = /^docs\/red-team\/(plugins|strategies)\/([\w-]+)\.mdx?$/.exec(file);
  if (!match) return undefined;
  if (match[1] === 'plugins') {
    const plugin = redTeamPlugins.find((entry) => entry.slug === match[2]);
    return plugin && {kind: 'plugin', name: plugin.id, history: plugin.history};
  }
  const strategy = redTeamStrategies.find((entry) => entry.slug === match[2]);
  return strategy && {kind: 'strategy', name: strategy.id, history: strategy.history};
}

/** Every sentence on a Markdown page that says which release added a plugin, strategy or type. */
export function findStatedReleases(source: Source): StatedRelease[] {
  if (source.format !== 'markdown') return [];
  const stated: StatedRelease[] = [];
  source.text.split('\n').forEach((text, index) => {
    for (const match of text.matchAll(ID_STATEMENT)) {
      const item =
        findPlugin(match[1], false) ?? findStrategy(match[1], false) ?? findAssertion(match[1]);
      if (item) stated.push({...item, line: index + 1, stated: match[2]});
    }
    for (const match of text.matchAll(PAGE_STATEMENT)) {
      const item = pageItem(source.file);
      if (item) stated.push({...item, line: index + 1, stated: match[1]});
    }
  });
  return stated;
}
