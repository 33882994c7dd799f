/**
 * Turns what a reader typed into query words, each with the index terms that satisfy it. Pure,
 * apart from asking the index whether it knows an id.
 */
import {
  comparisonWords,
  kindWords,
  productWords,
  releaseWords,
  searchSynonyms,
} from '../../../src/data/searchVocabulary';
import {compoundParts, isCompound, normalizeTerm} from '../text';
import {MIN_SPELLED_LENGTH} from '../searchOptions';
import {searchedWords} from './queryLimits';

/** One word of a query and the index terms any of which satisfies it. */
export type QueryWord = {
  /** As typed, lower-cased. */
  typed: string;
  /** Index terms, the first being the word's own (its stem, or the whole id). */
  terms: string[];
  /** Whether the terms also match as prefixes (the word may be unfinished). */
  prefix: boolean;
  /** MiniSearch's fuzziness for the word: a share of its length, or none. */
  fuzzy: number | false;
  /**
   * For a namespaced id (`harmful:hate`, `openai:chat:gpt-4.1-mini`): its namespace, which also
   * satisfies the word in the `ids` field, because the page that documents the namespace (the
   * `harmful` plugin, the OpenAI provider) documents the ids in it.
   */
  namespace?: string;
  /**
   * False for words that need not match (src/data/searchVocabulary): the product's own name and
   * runner, kind words beside an id ("plugin", "strategy") and words asking when something changed
   * ("added", "removed"). They count where a page has them.
   */
  required: boolean;
  /**
   * The word as typed, for a word the index does not know (a typo, most likely), which is also
   * matched against the spellings of titles, labels and keywords (searchOptions.spellingsOf).
   */
  spelled?: string;
  /** True for a word asking when something changed, which makes release notes an answer. */
  asksRelease?: boolean;
};

/**
 * The share of a word's letters that may be wrong (MiniSearch's `fuzzy`): one letter in five to
 * nine. A word the index does not know at all is surely misspelt, so it may be two letters off
 * from seven letters on ("leetspk").
 */
const TYPO_SHARE = 0.2;
const MISSPELT_TYPO_SHARE = 0.3;

/** A one-letter CLI flag as typed in a query (`-o`). */
const SHORT_FLAG = /(?<=^|\s)-[a-z](?=\s|$)/gi;

/** A file name with an extension (`results.csv`, `scan-allow.yaml`), as opposed to other ids. */
const FILE_NAME = /^[\w-]+\.[a-z]{2,4}$/;

/** Whether some page documents the id `term`, or one within `fuzzy` of it (MiniSearch's). */
type Documents = (term: string, fuzzy: number | false) => boolean;

/** Whether the index holds `term` (or, `asPrefix`, a term that starts with it). */
type Knows = (term: string, asPrefix: boolean) => boolean;

const normalizedSet = (words: readonly string[]) =>
  new Set(words.map(normalizeTerm).filter((term): term is string => term !== null));

/** Terms a page need not match: the product's name and words that ask for a comparison. */
const OPTIONAL_TERMS = normalizedSet([...productWords, ...comparisonWords]);
const KIND_TERMS = normalizedSet(kindWords);
const RELEASE_TERMS = normalizedSet(releaseWords);

/** Each normalized term with the other terms of its synonym groups (src/data/searchSynonyms). */
const SYNONYMS = new Map<string, string[]>();
for (const group of searchSynonyms) {
  const terms = group.map(normalizeTerm).filter((term): term is string => term !== null);
  for (const term of terms) {
    SYNONYMS.set(term, [...new Set([...(SYNONYMS.get(term) ?? []), ...terms])]);
  }
}

function plainWord(typed: string, last: boolean, knows: Knows): QueryWord | null {
  const stem = normalizeTerm(typed);
  if (stem === null) return null;
  // An unfinished last word may not stem like the finished one ("testi" is not "test"), and a
  // misspelt word is nearer the spelling of the word it means than to its stem (searchOptions).
  const terms = new Set([stem, ...(last ? [typed] : []), ...(SYNONYMS.get(stem) ?? [])]);
  const misspelt = typed.length >= MIN_SPELLED_LENGTH && !knows(stem, false);
  const asksRelease = RELEASE_TERMS.has(stem);
  return {
    typed,
    terms: [...terms],
    prefix: last,
    fuzzy: typed.length > 4 ? (misspelt ? MISSPELT_TYPO_SHARE : TYPO_SHARE) : false,
    required: !OPTIONAL_TERMS.has(stem) && !asksRelease,
    ...(misspelt ? {spelled: typed} : {}),
    ...(asksRelease ? {asksRelease} : {}),
  };
}

/**
 * The words of `query`. An id (`harmful:hate`, `CRUCIBLE_PYTHON`, `--no-cache`) is one word when
 * the index knows it whole (`knows(term, false)`), or, as the last word, when something in the
 * index starts with it (`knows(term, true)`); otherwise each of its parts is a word. Only the last
 * word matches as a prefix, since stemming already covers other word forms; words longer than four
 * letters tolerate a typo. `documents(term, fuzzy)` says whether some page documents the id `term`.
 */
export function planQuery(
  query: string,
  knows: Knows,
  documents: Documents = () => false,
  shortFlags: Record<string, string> = {},
): QueryWord[] {
  const words = readWords(query, knows, shortFlags);
  // A kind word beside one id ("cca plugin", "morse strategy") says what the id is; beside other
  // words ("plugins vs strategies", "custom assertion in javascript") it is part of what is asked.
  const isKind = (word: QueryWord) => KIND_TERMS.has(word.terms[0]);
  const others = words.filter((word) => word.required && !isKind(word));
  const [only] = others;
  // A misspelt id ("websocet provider") counts as the id it is one typo from.
  if (others.length === 1 && documents(only.terms[0], only.spelled ? only.fuzzy : false)) {
    return words.map((word) => (isKind(word) ? {...word, required: false} : word));
  }
  return words;
}

function readWords(query: string, knows: Knows, shortFlags: Record<string, string>): QueryWord[] {
  const tokens = searchedWords(query);
  const typedFlags = new Set((query.match(SHORT_FLAG) ?? []).map((flag) => flag.toLowerCase()));
  return tokens.flatMap((token, index): QueryWord[] => {
    const last = index === tokens.length - 1;
    const typed = token.toLowerCase();
    // A one-letter flag (`-o`) is read as its long name (`--output`), which pages write out in
    // prose; their examples use the short form, which the index cannot hold, so a page need not
    // match it. It did not count towards the words searched (queryLimits).
    const longFlag = typed.length === 1 ? shortFlags[`-${typed}`] : undefined;
    if (longFlag && typedFlags.has(`-${typed}`)) {
      const word = plainWord(longFlag.replace(/^-+/, ''), last, knows);
      return word ? [{...word, required: false}] : [];
    }
    if (!isCompound(typed)) {
      const word = plainWord(typed, last, knows);
      if (word) return [word];
      // A stop word or a single letter as the last word may be the start of a longer word
      // ("s" of "sharing", "the" of "theme"): it matches as a prefix, needed only when alone.
      return last
        ? [{typed, terms: [typed], prefix: true, fuzzy: false, required: tokens.length === 1}]
        : [];
    }
    if (knows(typed, false) || (last && knows(typed, true))) {
      const namespace = typed.includes(':') ? normalizeTerm(typed.split(':')[0]) : null;
      // A file name is also satisfied by its words: pages show a format or a flag with file
      // names of their own (`-o out/run.csv` for `results.csv`).
      const fileParts = FILE_NAME.test(typed)
        ? compoundParts(typed).flatMap((part) => normalizeTerm(part) ?? [])
        : [];
      return [
        {
          typed,
          terms: [typed, ...fileParts],
          prefix: last,
          fuzzy: false,
          ...(namespace ? {namespace} : {}),
          required: true,
        },
      ];
    }
    const parts = compoundParts(typed);
    return parts.flatMap((part, i) => plainWord(part, last && i === parts.length - 1, knows) ?? []);
  });
}
