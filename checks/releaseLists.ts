/**
 * `release-lists`: each release note's section "## New providers, plugins and strategies" lists
 * exactly the plugins and strategies whose history says they were added in that release.
 *
 * The section holds at most three bullets, in this form:
 *
 *     - Providers: …            (free text; checked elsewhere)
 *     - Plugins: `a`, `b` (what b does) and `c`.
 *     - Strategies: `x`.        (or "none yet", or no bullet when the release added none)
 *
 * Only code spans outside parentheses are the list, so a description may follow an id in
 * parentheses and name other ids there. Changes to existing plugins and strategies belong under
 * "## Improvements to plugins and strategies", which this check does not read.
 *
 * The first release (0.70.0) describes the baseline instead: "- Plugins: 27 to begin with, among
 * them `a`, `b` …". Its number must be the catalogue count of that release and every id it names
 * must date from it.
 *
 * The check also keeps the data honest: every version in a history must be a release with notes,
 * and the notes of the release that deprecated or removed an id must name it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {assertionTypes} from '../src/data/assertionTypes';
import {features} from '../src/data/features';
import {FIRST_RELEASE, type History} from '../src/data/history';
import {pluginCount, pluginIds, strategyIds} from '../src/data/redTeamCatalogue';
import {redTeamPlugins} from '../src/data/redTeamPlugins';
import {redTeamStrategies} from '../src/data/redTeamStrategies';
import type {Finding} from './finding';
import type {Check} from './index';
import {extractInlineCode} from './markdown';
import {COUNT_PATTERN, parseCount} from './numbers';
import {entryAccepts} from './redTeamIds';
import {loadReleases, type Release} from './releases';
import type {Source} from './sources';

const RULE = 'release-lists';
/** Where the data files live, for the line of a finding about one of them. */
const SITE_ROOT = path.resolve(__dirname, '..');
export const NEW_SECTION = '## New providers, plugins and strategies';
export const IMPROVED_SECTION = '## Improvements to plugins and strategies';

type ListKind = 'Plugins' | 'Strategies';

const DATA_FILES: Record<ListKind, string> = {
  Plugins: 'src/data/redTeamPlugins.ts',
  Strategies: 'src/data/redTeamStrategies.ts',
};

type Bullet = {line: number; label: string; text: string};

/** The bullets of the "New providers, plugins and strategies" section, or undefined without it. */
export function newItemBullets(text: string): {line: number; bullets: Bullet[]} | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === NEW_SECTION);
  if (start === -1) return undefined;
  const bullets: Bullet[] = [];
  for (let index = start + 1; index < lines.length && !/^#{1,2} /.test(lines[index]); index++) {
    const match = /^- (?:([A-Z][\w ]*?):\s*)?(.*)$/.exec(lines[index]);
    if (match) bullets.push({line: index + 1, label: match[1] ?? '', text: match[2]});
  }
  return {line: start + 1, bullets};
}

/** The ids a list bullet names: code spans outside parentheses. */
export function listedIds(text: string): {ids: string[]; rest: string} {
  let outside = text;
  // Remove parenthesised descriptions, innermost first, leaving code spans in them out.
  while (/\([^()]*\)/.test(outside)) outside = outside.replace(/\([^()]*\)/g, ' ');
  const ids = extractInlineCode(outside).map((span) => span.code);
  const rest = outside.replace(/`[^`]*`/g, ' ').replace(/\band\b|[,.;]/g, ' ');
  return {ids, rest: rest.trim()};
}

/** The data entry id (`file://<path>.js` for `file://my.js`) a listed id stands for. */
function resolve(kind: ListKind, id: string): string | undefined {
  if (kind === 'Plugins') {
    if (pluginIds.some((entry) => entry.id === id)) return id;
    return redTeamPlugins.find((plugin) => entryAccepts(plugin, id))?.id;
  }
  if (strategyIds.some((entry) => entry.id === id)) return id;
  const strategy = redTeamStrategies.find((candidate) => entryAccepts(candidate, id));
  return strategy && (strategy.otherIds?.includes(id) ? id : strategy.id);
}

const idsAddedIn = (kind: ListKind, version: string): string[] =>
  (kind === 'Plugins' ? pluginIds : strategyIds)
    .filter((entry) => entry.history.addedIn === version)
    .map((entry) => entry.id);

const noun = (kind: ListKind) => (kind === 'Plugins' ? 'plugin' : 'strategy');

function checkList(
  release: Release,
  kind: ListKind,
  bullet: Bullet | undefined,
  sectionLine: number,
): Finding[] {
  const findings: Finding[] = [];
  const at = (line: number, message: string) =>
    findings.push({file: release.file, line, rule: RULE, message});
  const line = bullet?.line ?? sectionLine;
  const expected = idsAddedIn(kind, release.version);
  const isFirst = release.version === FIRST_RELEASE;
  let listed: string[] = [];
  if (bullet && !/^none\b/i.test(bullet.text)) {
    let text = bullet.text;
    if (isFirst && kind === 'Plugins') {
      const count = new RegExp(`^(${COUNT_PATTERN})\\b`, 'i').exec(text);
      const stated = count && parseCount(count[1]);
      const actual = pluginCount(release.version);
      if (stated !== actual) {
        at(
          line,
          `the first release's Plugins bullet starts with ${stated === undefined || stated === null ? 'no count' : `the count ${stated}`}; it must give the number of plugins the release shipped, which the data says is ${actual} (src/data/redTeamCatalogue.ts)`,
        );
      }
      text = text.replace(/^[^`]*/, '');
    }
    const {ids, rest} = listedIds(text);
    if (rest !== '' && !(isFirst && kind === 'Plugins')) {
      at(
        line,
        `the ${kind} bullet lists only ids in code, each optionally followed by a description in parentheses; move other text to the highlights or to "${IMPROVED_SECTION.slice(3)}"`,
      );
    }
    for (const id of ids) {
      const resolved = resolve(kind, id);
      if (resolved === undefined) {
        at(line, `lists \`${id}\`, which is not a ${noun(kind)} in ${DATA_FILES[kind]}`);
      } else if (!expected.includes(resolved)) {
        const all = kind === 'Plugins' ? pluginIds : strategyIds;
        const addedIn = all.find((entry) => entry.id === resolved)?.history.addedIn;
        at(
          line,
          `lists \`${id}\` as new in ${release.version}, but the data says the ${noun(kind)} was added in ${addedIn} (${DATA_FILES[kind]})`,
        );
      } else {
        listed.push(resolved);
      }
    }
  }
  if (isFirst && kind === 'Plugins') listed = expected; // The baseline names only some of them.
  for (const id of expected.filter((candidate) => !listed.includes(candidate))) {
    at(
      line,
      `the data says the \`${id}\` ${noun(kind)} was added in ${release.version} (${DATA_FILES[kind]}); list it in a "- ${kind}:" bullet under "${NEW_SECTION.slice(3)}"`,
    );
  }
  return findings;
}

function checkNote(release: Release, source: Source): Finding[] {
  const section = newItemBullets(source.text);
  if (!section) {
    return [
      {
        file: release.file,
        line: 0,
        rule: RULE,
        message: `the release note has no "${NEW_SECTION}" section`,
      },
    ];
  }
  const findings: Finding[] = [];
  for (const bullet of section.bullets) {
    if (!['Providers', 'Plugins', 'Strategies'].includes(bullet.label)) {
      findings.push({
        file: release.file,
        line: bullet.line,
        rule: RULE,
        message: `"${NEW_SECTION.slice(3)}" holds only "- Providers:", "- Plugins:" and "- Strategies:" bullets; put changes to existing ones under "${IMPROVED_SECTION.slice(3)}"`,
      });
    }
  }
  for (const kind of ['Plugins', 'Strategies'] as const) {
    const bullets = section.bullets.filter((bullet) => bullet.label === kind);
    findings.push(...checkList(release, kind, bullets[0], section.line));
  }
  return findings;
}

/** A history as the data declares it: the id a note would name and the file that holds it. */
export type DeclaredHistory = {id: string; history: History; file: string};

/** Every history in the data. */
function histories(): DeclaredHistory[] {
  return [
    ...pluginIds.map(({id, history}) => ({id, history, file: DATA_FILES.Plugins})),
    ...strategyIds.map(({id, history}) => ({id, history, file: DATA_FILES.Strategies})),
    ...assertionTypes.map(({type, history}) => ({
      id: type,
      history,
      file: 'src/data/assertionTypes.ts',
    })),
    ...features.map(({id, history}) => ({id, history, file: 'src/data/features.ts'})),
  ];
}

/** The line of a data file where `id` is declared, for findings about its history. */
function declarationLine(file: string, id: string): number {
  const lines = fs.readFileSync(path.join(SITE_ROOT, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(`'${id}'`));
  return index + 1;
}

/**
 * Histories whose versions have no release note, and deprecations or removals whose release note
 * does not name the id.
 */
export function checkHistories(
  declared: readonly DeclaredHistory[],
  releases: readonly Release[],
  sources: readonly Source[],
): Finding[] {
  const findings: Finding[] = [];
  const textOf = (version: string) =>
    sources.find((source) => source.file === releases.find((r) => r.version === version)?.file);
  for (const {id, history, file} of declared) {
    const fields = ['addedIn', 'deprecatedIn', 'removedIn'] as const;
    for (const field of fields) {
      const version = history[field];
      if (version === undefined) continue;
      const at = (message: string) =>
        findings.push({file, line: declarationLine(file, id), rule: RULE, message});
      if (!releases.some((release) => release.version === version)) {
        at(`${id} has ${field} ${version}, but releases/ has no note for ${version}`);
        continue;
      }
      const note = textOf(version);
      if (field !== 'addedIn' && note && !extractInlineCode(note.text).some((s) => s.code === id)) {
        at(
          `${id} has ${field} ${version}, but the ${version} release note does not name \`${id}\``,
        );
      }
    }
  }
  return findings;
}

/** The release-lists check over the site at `root`. */
export function releaseListsCheck(root: string): Check {
  return {
    rule: RULE,
    description:
      'Each release note lists, as new, exactly the plugins and strategies the data says it added.',
    run(sources) {
      const releases = loadReleases(root);
      const findings: Finding[] = [];
      for (const release of releases) {
        const source = sources.find((candidate) => candidate.file === release.file);
        if (source) findings.push(...checkNote(release, source));
      }
      return [...findings, ...checkHistories(histories(), releases, sources)];
    },
  };
}

export const releaseLists = releaseListsCheck(SITE_ROOT);
