/**
 * `framework-mappings`: what pages say a red-team plugin maps to in the four detailed frameworks
 * (OWASP LLM Top 10, OWASP API Top 10, OWASP agentic threats, MITRE ATLAS) equals
 * src/data/redTeamFrameworkMappings.ts.
 *
 * - A plugin page (docs/red-team/plugins/<slug>.md) names, outside code blocks, exactly the items
 *   the data maps the plugin to: every mapped item, and no other item of those frameworks. Its
 *   framework-mapping section cites the frameworks mapped as a whole (NIST AI RMF, EU AI Act,
 *   ISO/IEC 42001, GDPR) only where the data tags the plugin with them, which is where that
 *   framework's page lists it; it need not cite every one.
 * - In a YAML config example, a plugin annotated with items (`- ssrf  # AML.T0053`) maps to each
 *   of them, a plugin under a comment line that names items (`# LLM05 Improper Output Handling`)
 *   maps to at least one of them, and a strategy annotated with items is listed for them in
 *   src/data/redTeamFrameworkCoverage.ts.
 * - On a framework page, a link to a plugin page labelled with code shows that plugin's config id
 *   (`impersonation`, not the removed `imitation` that is still the page's file name).
 */
import {
  frameworks,
  type DetailedFrameworkId,
  type FrameworkId,
} from '../src/data/redTeamFrameworks';
import {redTeamPlugins, type RedTeamPlugin} from '../src/data/redTeamPlugins';
import {redTeamStrategies} from '../src/data/redTeamStrategies';
import {frameworkCoverage} from '../src/data/redTeamFrameworkCoverage';
import {
  DETAILED_FRAMEWORKS,
  frameworkItems,
  mappedItems,
  pluginMappings,
} from '../src/data/redTeamFrameworkMappings';
import type {Finding} from './finding';
import {findIds, type FoundId} from './frameworkItemIds';
import type {Check} from './index';
import {extractFencedBlocks} from './markdown';
import {entryAccepts} from './redTeamIds';
import type {Source} from './sources';

const RULE = 'framework-mappings';
const MAPPINGS_FILE = 'src/data/redTeamFrameworkMappings.ts';
const COVERAGE_FILE = 'src/data/redTeamFrameworkCoverage.ts';

const frameworkById = new Map(frameworks.map((framework) => [framework.id, framework]));

type ItemId = {framework: DetailedFrameworkId; id: string};

function itemName({framework, id}: ItemId): string {
  const items: Record<string, {name: string}> = frameworkItems[framework];
  return items[id] ? `${id} ${items[id].name}` : id;
}

/** "LLM02 Sensitive Information Disclosure, LLM05 Improper Output Handling", or "no item". */
function describeItems(framework: DetailedFrameworkId, ids: readonly string[]): string {
  return ids.length === 0 ? 'no item' : ids.map((id) => itemName({framework, id})).join(', ');
}

/** The ids on a line that belong to the four detailed frameworks. */
function itemIdsIn(line: string, agentic: boolean): ItemId[] {
  return findIds(line, {agentic})
    .filter((found): found is FoundId & {kind: DetailedFrameworkId} => found.kind !== 'cve')
    .map((found) => ({framework: found.kind, id: found.id}));
}

/** The heading of a plugin page's section that maps it to frameworks ("Framework mapping", ...). */
const MAPPING_SECTION = /^#{2,3}\s.*(framework|mapp|standard|complian|regulation)/i;

/** Frameworks cited as a whole; a plugin page's mapping section may cite only those that tag it. */
const BROAD_FRAMEWORKS = frameworks
  .map((framework) => framework.id)
  .filter((id) => !DETAILED_FRAMEWORKS.includes(id as DetailedFrameworkId));

/** Whether a line of a plugin page is about OWASP's agentic threats, so `T2` is a threat id. */
const isAgenticLine = (line: string) => /agentic/i.test(line);

/** Links to a framework page, relative (`../mitre-atlas.md`) or absolute (`/docs/red-team/...`). */
function linksTo(line: string, framework: FrameworkId): boolean {
  const slug = frameworkById.get(framework)!.slug;
  return new RegExp(
    `\\(\\.\\.?/(?:\\.\\./)*${slug}\\.mdx?(?:#[^)]*)?\\)|/docs/red-team/${slug}\\b`,
  ).test(line);
}

/** Line numbers (0-based) inside fenced code blocks or front matter, which are not statements. */
function codeLines(text: string): Set<number> {
  const skipped = new Set<number>();
  const lines = text.split(/\r\n|\r|\n/);
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    for (let index = 0; index <= end; index++) skipped.add(index);
  }
  for (const block of extractFencedBlocks(text)) {
    const length = block.content.split('\n').length + (block.closed ? 2 : 1);
    for (let index = 0; index < length; index++) skipped.add(block.line - 1 + index);
  }
  return skipped;
}

/** Findings for one plugin page: the items it names against the items the data maps. */
function pluginPageFindings(source: Source, plugin: RedTeamPlugin): Finding[] {
  const finding = (line: number, message: string): Finding => ({
    file: source.file,
    line,
    rule: RULE,
    message,
  });
  if (!(plugin.slug in pluginMappings)) {
    return [
      finding(
        0,
        `${plugin.slug} has no entry in ${MAPPINGS_FILE}; add one, {} if it maps to none of the four detailed frameworks`,
      ),
    ];
  }
  const lines = source.text.split(/\r\n|\r|\n/);
  const skipped = codeLines(source.text);
  const named = new Map<string, {item: ItemId; line: number}>();
  const firstLine = new Map<DetailedFrameworkId, number>();
  let sectionLine = 0;
  let inSection = false;
  const citedAsWhole = new Map<FrameworkId, number>();
  lines.forEach((text, index) => {
    if (skipped.has(index)) return;
    if (/^##\s/.test(text)) inSection = MAPPING_SECTION.test(text);
    if (sectionLine === 0 && MAPPING_SECTION.test(text)) sectionLine = index + 1;
    for (const framework of BROAD_FRAMEWORKS) {
      if (inSection && linksTo(text, framework) && !citedAsWhole.has(framework)) {
        citedAsWhole.set(framework, index + 1);
      }
    }
    for (const framework of DETAILED_FRAMEWORKS) {
      if (linksTo(text, framework) && !firstLine.has(framework))
        firstLine.set(framework, index + 1);
    }
    for (const item of itemIdsIn(text, isAgenticLine(text) || linksTo(text, 'owasp-agentic'))) {
      const key = `${item.framework} ${item.id}`;
      if (!named.has(key)) named.set(key, {item, line: index + 1});
      if (!firstLine.has(item.framework)) firstLine.set(item.framework, index + 1);
    }
  });

  const findings: Finding[] = [];
  for (const [framework, line] of citedAsWhole) {
    if (plugin.frameworks.includes(framework)) continue;
    const {name, slug} = frameworkById.get(framework)!;
    findings.push(
      finding(
        line,
        `${plugin.slug} page cites ${name} in its framework mapping, but the data does not tag ${plugin.id} with ${name} and docs/red-team/${slug}.md does not list it (src/data/redTeamPlugins.ts)`,
      ),
    );
  }
  for (const framework of DETAILED_FRAMEWORKS) {
    const frameworkName = frameworkById.get(framework)!.name;
    const mapped = mappedItems(plugin.slug, framework) as string[];
    for (const {item, line} of named.values()) {
      if (item.framework !== framework || mapped.includes(item.id)) continue;
      findings.push(
        finding(
          line,
          `${plugin.slug} page names ${itemName(item)} (${frameworkName}), but the data maps ${plugin.id} to ${describeItems(framework, mapped)} there (${MAPPINGS_FILE})`,
        ),
      );
    }
    for (const id of mapped) {
      if (named.has(`${framework} ${id}`)) continue;
      findings.push(
        finding(
          firstLine.get(framework) ?? sectionLine,
          `${plugin.slug} page does not name ${itemName({framework, id})} (${frameworkName}), which the data maps ${plugin.id} to (${MAPPINGS_FILE})`,
        ),
      );
    }
  }
  return findings;
}

/** The plugin a config id belongs to: `pii:session` is `pii`, `impersonation` is `imitation`. */
const pluginFor = (id: string) => redTeamPlugins.find((plugin) => entryAccepts(plugin, id));
const strategyFor = (id: string) =>
  redTeamStrategies.find((strategy) => entryAccepts(strategy, id));

/** Whether the coverage tables list `strategyId` for an item. */
function strategyCovers(strategyId: string, {framework, id}: ItemId): boolean {
  const rows: readonly {item: string; strategies: readonly string[] | 'any' | 'every'}[] =
    frameworkCoverage[framework];
  const row = rows.find((candidate) => candidate.item === id);
  if (!row) return false;
  return typeof row.strategies === 'string' || row.strategies.includes(strategyId);
}

const LIST_KEY = /^(\s*)(plugins|strategies):\s*(?:#.*)?$/;
const LIST_ITEM = /^(\s*)-\s+(?:id:\s*)?([^\s#:][^\s#]*)\s*(?:#(.*))?$/;
const COMMENT = /^\s*#(.*)$/;

/** Findings for the annotated plugins and strategies of one YAML config example. */
function yamlFindings(file: string, firstLine: number, yaml: string): Finding[] {
  const findings: Finding[] = [];
  const lines = yaml.split('\n');
  let list: {kind: 'plugins' | 'strategies'; indent: number; itemIndent?: number} | undefined;
  let group: {ids: ItemId[]; text: string} | undefined;
  lines.forEach((text, index) => {
    const line = firstLine + index + 1;
    const key = LIST_KEY.exec(text);
    if (key) {
      list = {kind: key[2] as 'plugins' | 'strategies', indent: key[1].length};
      group = undefined;
      return;
    }
    if (!list || text.trim() === '') return;
    const comment = COMMENT.exec(text);
    if (comment) {
      const ids = itemIdsIn(comment[1], false);
      group = ids.length > 0 ? {ids, text: comment[1].trim()} : undefined;
      return;
    }
    const indent = /^\s*/.exec(text)![0].length;
    if (indent <= list.indent && !text.trimStart().startsWith('-')) {
      list = undefined;
      return;
    }
    const entry = LIST_ITEM.exec(text);
    if (!entry || (list.itemIndent !== undefined && entry[1].length !== list.itemIndent)) return;
    list.itemIndent = entry[1].length;
    const [, , configId, trailing] = entry;
    const annotated = trailing ? itemIdsIn(trailing, false) : [];
    if (list.kind === 'plugins') {
      const plugin = pluginFor(configId);
      if (!plugin) return; // Unknown ids are the red-team id check's to report.
      const maps = (item: ItemId) =>
        (mappedItems(plugin.slug, item.framework) as string[]).includes(item.id);
      for (const item of annotated.filter((candidate) => !maps(candidate))) {
        findings.push({
          file,
          line,
          rule: RULE,
          message: `the config example annotates ${configId} with ${itemName(item)}, but the data maps ${plugin.id} to ${describeItems(item.framework, mappedItems(plugin.slug, item.framework))} there (${MAPPINGS_FILE})`,
        });
      }
      if (annotated.length === 0 && group && !group.ids.some(maps)) {
        const framework = group.ids[0].framework;
        findings.push({
          file,
          line,
          rule: RULE,
          message: `the config example lists ${configId} under "# ${group.text}", but the data maps ${plugin.id} to ${describeItems(framework, mappedItems(plugin.slug, framework))} (${MAPPINGS_FILE})`,
        });
      }
    } else {
      const strategy = strategyFor(configId);
      if (!strategy) return;
      const claimed = annotated.length > 0 ? annotated : [];
      for (const item of claimed.filter((candidate) => !strategyCovers(strategy.id, candidate))) {
        findings.push({
          file,
          line,
          rule: RULE,
          message: `the config example annotates strategy ${configId} with ${itemName(item)}, but the ${frameworkById.get(item.framework)!.name} coverage table does not list ${strategy.id} for it (${COVERAGE_FILE})`,
        });
      }
    }
  });
  return findings;
}

const FRAMEWORK_PAGES = new Set(
  frameworks.map((framework) => `docs/red-team/${framework.slug}.md`),
);
const PLUGIN_LINK = /\[`([^`]+)`\]\(\.\/plugins\/([a-z0-9-]+)\.mdx?(?:#[^)]*)?\)/g;

/** Plugin links on a framework page whose code label is not an id of the linked plugin. */
function linkLabelFindings(source: Source): Finding[] {
  const findings: Finding[] = [];
  source.text.split(/\r\n|\r|\n/).forEach((text, index) => {
    for (const [, label, slug] of text.matchAll(PLUGIN_LINK)) {
      const plugin = redTeamPlugins.find((candidate) => candidate.slug === slug);
      if (!plugin || entryAccepts(plugin, label)) continue;
      findings.push({
        file: source.file,
        line: index + 1,
        rule: RULE,
        message: `links the ${slug} page as \`${label}\`, but that plugin's config id is \`${plugin.id}\` (src/data/redTeamPlugins.ts)`,
      });
    }
  });
  return findings;
}

/** Findings for one source of the site. */
export function frameworkMappingFindings(source: Source): Finding[] {
  if (source.format !== 'markdown') return [];
  const findings: Finding[] = FRAMEWORK_PAGES.has(source.file) ? linkLabelFindings(source) : [];
  const page = /^docs\/red-team\/plugins\/([^/]+)\.mdx?$/.exec(source.file);
  const plugin = page && redTeamPlugins.find((candidate) => candidate.slug === page[1]);
  if (plugin) findings.push(...pluginPageFindings(source, plugin));
  for (const block of extractFencedBlocks(source.text)) {
    if (block.lang === 'yaml' || block.lang === 'yml') {
      findings.push(...yamlFindings(source.file, block.line, block.content));
    }
  }
  return findings;
}

export const frameworkMappingsCheck: Check = {
  rule: RULE,
  description:
    'Plugin pages and annotated config examples state the framework items src/data/redTeamFrameworkMappings.ts maps each plugin to.',
  scope: 'page',
  run: (sources) => sources.flatMap(frameworkMappingFindings),
};
