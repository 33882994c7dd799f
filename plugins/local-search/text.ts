/**
 * How text becomes search terms, for the index (at build time) and for queries (in the browser):
 * the same functions run on both sides, so a query term meets the index term it should.
 *
 * - Ids stay whole: `harmful:hate`, `pii:session`, `CRUCIBLE_PYTHON`, `--no-cache` and
 *   `openai:chat:gpt-4.1-mini` are single terms, so a query for one of them does not match every
 *   page that mentions `harmful` or `python`. Their parts are indexed too, so `python` still finds
 *   a page about `CRUCIBLE_PYTHON`.
 * - Plain words are stemmed with the Porter stemmer (`testing`, `tests` → `test`), so a query need
 *   not guess the form a page uses.
 * - Common English words are left out: they match nearly every page and never narrow a search.
 */
import {stemmer} from 'stemmer';

/**
 * Words so common that they match nearly every section and never narrow a search. Words with
 * meaning in this product (`not`, as in `not-contains`; `all`, `any`, `first`, `two`) are not in
 * the list; `s` and `t` are what is left of `crucible's` and `don't` once an apostrophe splits them.
 */
export const STOP_WORDS = new Set(
  (
    'a about after again also an and are as at be because been before being both but by can ' +
    'could did do does each either even every few for from had has have he her here his how ' +
    'however i if in into is it its itself just me might more most much must my no nor of off ' +
    'on once one only onto or other our out over own per s same she should so some such t than ' +
    'that the their them then there these they this those through to too under until up us very ' +
    'via was we were what when where whether which while who whom whose why will with within ' +
    'without would yet you your'
  ).split(' '),
);

/** Characters that join the parts of an id: `a:b`, `a-b`, `A_B`, `a.b`. */
const JOINERS = /[:_.-]/;
const JOINER_RUN = /[:_.-]+/;

/**
 * Splits text into raw tokens: runs of letters and digits, with the joiners an id uses kept inside
 * a token (`gpt-4.1-mini`), and flag dashes and trailing punctuation removed (`--no-cache,` →
 * `no-cache`). An apostrophe splits (`crucible's` → `crucible`, `s`).
 */
export function rawTokens(text: string): string[] {
  return text
    .split(/[^\p{L}\p{N}:_.-]+/u)
    .map((token) => token.replace(/^[:_.-]+|[:_.-]+$/g, ''))
    .filter(Boolean);
}

/** True for a token that joins parts, such as `pii:session` or `CRUCIBLE_PYTHON`. */
export function isCompound(token: string): boolean {
  return JOINERS.test(token);
}

/** The parts of a compound worth indexing on their own: no single letters, no bare digits. */
export function compoundParts(token: string): string[] {
  return token.split(JOINER_RUN).filter((part) => part.length > 1 && !/^\d+$/.test(part));
}

/**
 * The tokens MiniSearch indexes for a text: every raw token, and for each compound its parts too.
 * Also used on queries, where the client decides between the whole id and its parts.
 */
export function tokenize(text: string): string[] {
  return rawTokens(text).flatMap((token) =>
    isCompound(token) ? [token, ...compoundParts(token)] : [token],
  );
}

/**
 * Lower-cases a token and stems it, or drops it when it is a stop word. Compounds are ids and are
 * kept exactly as written (lower-cased).
 */
export function normalizeTerm(token: string): string | null {
  const lower = token.toLowerCase();
  // A lone letter is a flag (`-o`) or a list marker, never what narrows a search.
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  if (isCompound(lower) || /\d/.test(lower)) return lower;
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = stemmer(americanSpelling(lower));
    stems.set(lower, stem);
  }
  return stem;
}

/**
 * The site is written in British English and many readers type American English: both spellings
 * become one before stemming, on the index side and the query side alike, so `summarization`
 * finds `summarisation`. Only the regular patterns are rewritten; an odd word that happens to match
 * is rewritten the same way on both sides, so it still meets itself.
 */
export function americanSpelling(word: string): string {
  if (word.length < 6) return word;
  return word
    .replace(/isation(s?)$/, 'ization$1')
    .replace(/is(e|es|ed|er|ers|ing)$/, 'iz$1')
    .replace(/^(behavi|col|fav|flav|hon|lab|neighb)our/, '$1or')
    .replace(/^(catalog|dialog)ue(s?)$/, '$1$2')
    .replace(/^judgement(s?)$/, 'judgment$1')
    .replace(/^(cent|met|lit)re(s?)$/, '$1er$2');
}

/** Stems already computed: the site has some 20,000 distinct words and a million uses of them. */
const stems = new Map<string, string>();

/**
 * Adjacent words run together (`Prompt injection` → `promptinjection`), for titles and headings, so
 * a query typed without its space (`promptinj`) still meets them as a prefix.
 */
export function joinedPairs(text: string): string[] {
  const words = rawTokens(text).filter((token) => !isCompound(token) && !/^\d+$/.test(token));
  const pairs: string[] = [];
  for (let index = 0; index + 1 < words.length; index++) {
    pairs.push(`${words[index]}${words[index + 1]}`);
  }
  return pairs;
}
