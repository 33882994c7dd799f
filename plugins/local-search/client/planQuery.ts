/**
 * Turns what a reader typed into query words, each with the index terms that satisfy it. Pure,
 * apart from asking the index whether it knows an id.
 */
import {searchSynonyms} from '../../../src/data/searchSynonyms';
import {compoundParts, isCompound, normalizeTerm} from '../text';
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
   * False for the product's own name and runner (`crucible`, `npx`): they are on nearly every
   * page, so a page need not match them, though they count where they do.
   */
  required: boolean;
};

/** Words that name the product rather than what the reader wants from it. */
const PRODUCT_WORDS = new Set(['crucible', 'npx']);

/** Each normalized term with the other terms of its synonym groups (src/data/searchSynonyms). */
const SYNONYMS = new Map<string, string[]>();
for (const group of searchSynonyms) {
  const terms = group.map(normalizeTerm).filter((term): term is string => term !== null);
  for (const term of terms) {
    SYNONYMS.set(term, [...new Set([...(SYNONYMS.get(term) ?? []), ...terms])]);
  }
}

function plainWord(typed: string, last: boolean): QueryWord | null {
  const stem = normalizeTerm(typed);
  if (stem === null) return null;
  // An unfinished last word may not stem like the finished one ("testi" is not "test").
  const terms = new Set([stem, ...(last ? [typed] : []), ...(SYNONYMS.get(stem) ?? [])]);
  return {
    typed,
    terms: [...terms],
    prefix: last,
    fuzzy: typed.length > 4 ? 0.2 : false,
    required: !PRODUCT_WORDS.has(typed),
  };
}

/**
 * The words of `query`. An id (`harmful:hate`, `CRUCIBLE_PYTHON`, `--no-cache`) is one word when
 * the index knows it whole (`knows(term, false)`), or, as the last word, when something in the
 * index starts with it (`knows(term, true)`); otherwise each of its parts is a word. Only the last
 * word matches as a prefix, since stemming already covers other word forms; words longer than four
 * letters tolerate a typo.
 */
export function planQuery(
  query: string,
  knows: (term: string, asPrefix: boolean) => boolean,
): QueryWord[] {
  const tokens = searchedWords(query);
  return tokens.flatMap((token, index): QueryWord[] => {
    const last = index === tokens.length - 1;
    const typed = token.toLowerCase();
    if (!isCompound(typed)) {
      const word = plainWord(typed, last);
      if (word) return [word];
      // A stop word or a single letter as the last word may be the start of a longer word
      // ("s" of "sharing", "the" of "theme"): it matches as a prefix, needed only when alone.
      return last
        ? [{typed, terms: [typed], prefix: true, fuzzy: false, required: tokens.length === 1}]
        : [];
    }
    if (knows(typed, false) || (last && knows(typed, true))) {
      const namespace = typed.includes(':') ? normalizeTerm(typed.split(':')[0]) : null;
      return [
        {
          typed,
          terms: [typed],
          prefix: last,
          fuzzy: false,
          ...(namespace ? {namespace} : {}),
          required: true,
        },
      ];
    }
    const parts = compoundParts(typed);
    return parts.flatMap((part, i) => plainWord(part, last && i === parts.length - 1) ?? []);
  });
}
