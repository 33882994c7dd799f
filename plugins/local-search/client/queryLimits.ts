/**
 * How much of a query search reads, and how the modal and the search page say so. A pasted error
 * message or log line is often longer than a search needs; reading only its start bounds the work
 * per keystroke, and telling the reader which words were searched keeps the cut honest.
 */
import {isCompound, normalizeTerm, rawTokens} from '../text';

/** Characters of a query that are read at all. */
export const MAX_QUERY_LENGTH = 200;
/**
 * Words of a query that are searched: nobody types more, and a pasted message needs no more.
 * Common words ("the", "a", "per") and lone letters do not count: search drops them anyway, and a
 * question typed in full ("how do I keep the spend per answer under a few cents") would otherwise
 * lose its last words to them.
 */
export const MAX_QUERY_WORDS = 8;

/** Whether a word of a query narrows the search (and so counts towards MAX_QUERY_WORDS). */
const counts = (token: string) => isCompound(token) || normalizeTerm(token) !== null;

/** The words of `query` that are searched, up to the MAX_QUERY_WORDS-th word that counts. */
export function searchedWords(query: string): string[] {
  const tokens = rawTokens(query.slice(0, MAX_QUERY_LENGTH));
  let counted = 0;
  const end = tokens.findIndex((token) => counts(token) && ++counted > MAX_QUERY_WORDS);
  return end === -1 ? tokens : tokens.slice(0, end);
}

/**
 * A sentence saying which words were searched when `query` goes past the limits, or null when all
 * of it was searched.
 */
export function queryCutNote(query: string): string | null {
  const searched = searchedWords(query);
  const cut = query.length > MAX_QUERY_LENGTH || rawTokens(query).length > searched.length;
  if (!cut) return null;
  return `Only the first ${searched.length} words were searched: ${searched.join(' ')}. Searches read up to ${MAX_QUERY_WORDS} words, not counting common ones such as “the”, and ${MAX_QUERY_LENGTH} characters.`;
}
