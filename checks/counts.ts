/**
 * `counts`: a page that states how many red-team plugins or strategies Crucible has agrees with
 * the data as of the page's date (the release on or before a post's date, a release note's own
 * version, the current release for pages without a date). src/data/redTeamCatalogue.ts holds the
 * counting rule (what is one plugin, what is one strategy); this check only finds the claims.
 *
 * A claim is a catalogue count, not the size of one config, so only these phrases are read, in
 * prose and front matter (code is skipped) and in the strings of React pages and data files:
 * - a count followed by a catalogue word: "62 red-team plugins", "thirty attack plugins",
 *   "32 built-in strategies";
 * - "all" and a count: "all 62 plugins";
 * - either of those continued with "and M strategies": "62 red-team plugins and 32 strategies".
 * "Seventeen plugins at six cases each" or "eight plugins and four strategies" describe a config
 * and are not read. Counts may be digits or words; "over", "more than" and "at least" make the
 * claim a lower bound, "under" and "fewer than" an upper one, and "about", "roughly", "nearly",
 * "almost" and "around" allow 10% either way.
 */
import path from 'node:path';
import {pluginCount, strategyCount} from '../src/data/redTeamCatalogue';
import type {Finding} from './finding';
import type {Check} from './index';
import {extractFencedBlocks} from './markdown';
import {COUNT_PATTERN, parseCount} from './numbers';
import {currentRelease, loadReleases, releaseOn, type Release} from './releases';
import type {Source} from './sources';

const RULE = 'counts';
const DATA_FILE = 'src/data/redTeamCatalogue.ts';

const QUALIFIER = '(over|more than|at least|under|fewer than|about|roughly|nearly|almost|around)';
const CATALOGUE_WORD = '(?:built-in|red[- ]team|attack)';
const NOUN = '(plugins|strategies)';

/** "over thirty attack plugins", "62 red-team plugins and 32 strategies" */
const QUALIFIED = new RegExp(
  `\\b(?:${QUALIFIER}\\s+)?(${COUNT_PATTERN})\\s+(?:${CATALOGUE_WORD}\\s+)+${NOUN}` +
    `(?:\\s+and\\s+(${COUNT_PATTERN})\\s+(?:${CATALOGUE_WORD}\\s+)*(strategies))?\\b`,
  'gi',
);
/** "all 62 plugins", "all sixty-two red-team plugins and 32 strategies" */
const ALL = new RegExp(
  `\\ball\\s+(?:of\\s+)?(?:the\\s+|our\\s+|its\\s+)?(${COUNT_PATTERN})\\s+(?:${CATALOGUE_WORD}\\s+)*${NOUN}` +
    `(?:\\s+and\\s+(${COUNT_PATTERN})\\s+(?:${CATALOGUE_WORD}\\s+)*(strategies))?\\b`,
  'gi',
);

export type CountClaim = {
  line: number;
  /** The phrase as written. */
  text: string;
  noun: 'plugins' | 'strategies';
  count: number;
  qualifier?: string;
};

function claimsInLine(text: string, line: number): CountClaim[] {
  const claims: CountClaim[] = [];
  const add = (noun: string, written: string, phrase: string, qualifier?: string) => {
    const count = parseCount(written);
    if (count === undefined) return;
    claims.push({
      line,
      text: phrase,
      noun: noun.toLowerCase() as CountClaim['noun'],
      count,
      qualifier: qualifier?.toLowerCase(),
    });
  };
  const taken: [number, number][] = [];
  for (const match of text.matchAll(QUALIFIED)) {
    const [phrase, qualifier, count, noun, moreCount, moreNoun] = match;
    add(noun, count, phrase, qualifier);
    if (moreCount && moreNoun) add(moreNoun, moreCount, phrase);
    taken.push([match.index, match.index + phrase.length]);
  }
  for (const match of text.matchAll(ALL)) {
    const [phrase, count, noun, moreCount, moreNoun] = match;
    // "all 62 red-team plugins" is also a QUALIFIED match; count it once.
    if (taken.some(([start, end]) => match.index < end && start < match.index + phrase.length)) {
      continue;
    }
    add(noun, count, phrase);
    if (moreCount && moreNoun) add(moreNoun, moreCount, phrase);
  }
  return claims;
}

/** The lines of a page that hold prose: front matter and text, without code blocks and spans. */
function proseLines(source: Source): {line: number; text: string}[] {
  const lines = source.text.split('\n');
  if (source.format === 'script') {
    return lines
      .map((text, index) => ({line: index + 1, text}))
      .filter(({text}) => !/^\s*(?:\/\/|\/?\*)/.test(text));
  }
  const code = new Set<number>();
  for (const block of extractFencedBlocks(source.text)) {
    const last = block.line + block.content.split('\n').length + (block.closed ? 1 : 0);
    for (let line = block.line; line <= last; line++) code.add(line);
  }
  return lines
    .map((text, index) => ({line: index + 1, text: text.replace(/`[^`]*`/g, ' ')}))
    .filter(({line}) => !code.has(line));
}

/** Every catalogue count a page states. */
export function findCountClaims(source: Source): CountClaim[] {
  return proseLines(source).flatMap(({line, text}) => claimsInLine(text, line));
}

function agrees(claim: CountClaim, actual: number): boolean {
  const {count, qualifier} = claim;
  switch (qualifier) {
    case 'over':
    case 'more than':
      return actual > count;
    case 'at least':
      return actual >= count;
    case 'under':
    case 'fewer than':
      return actual < count;
    case 'about':
    case 'roughly':
    case 'nearly':
    case 'almost':
    case 'around':
      return Math.abs(actual - count) <= Math.max(1, Math.round(count / 10));
    default:
      return actual === count;
  }
}

/** The version a page's counts are compared with, and how a message names it. */
function versionOf(source: Source, releases: readonly Release[]): {version?: string; when: string} {
  if (source.kind === 'release') {
    const own = releases.find((release) => release.file === source.file);
    if (own) return {version: own.version, when: `in ${own.version}`};
  }
  if (source.date) {
    const release = releaseOn(releases, source.date);
    if (release) {
      return {
        version: release.version,
        when: `in ${release.version}, the newest release on ${source.date}`,
      };
    }
  }
  return {when: `in ${currentRelease(releases).version}, the current release`};
}

export function countsCheck(root: string): Check {
  return {
    rule: RULE,
    description:
      'A page that says how many red-team plugins or strategies Crucible has agrees with the data as of its date.',
    scope: 'page',
    run(sources) {
      const releases = loadReleases(root);
      const findings: Finding[] = [];
      for (const source of sources) {
        const claims = findCountClaims(source);
        if (claims.length === 0) continue;
        const {version, when} = versionOf(source, releases);
        for (const claim of claims) {
          const actual = claim.noun === 'plugins' ? pluginCount(version) : strategyCount(version);
          if (agrees(claim, actual)) continue;
          findings.push({
            file: source.file,
            line: claim.line,
            rule: RULE,
            message: `says "${claim.text}"; the data counts ${actual} ${claim.noun} ${when} (${DATA_FILE})`,
          });
        }
      }
      return findings;
    },
  };
}

export const counts = countsCheck(path.resolve(__dirname, '..'));
