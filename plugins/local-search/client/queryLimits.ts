/**
 * How much of a query search reads, and how the modal and the search page say so. A pasted error
 * message or log line is often longer than a search needs; reading only its start bounds the work
 * per keystroke, and telling the reader which words were searched keeps the cut honest.
 */
import {rawTokens} from '../text';

/** Characters of a query that are read at all. */
export const MAX_QUERY_LENGTH = 200;
/** Words of a query that are searched: nobody types more, and a pasted message needs no more. */
export const MAX_QUERY_WORDS = 8;

/** The words of `query` that are searched. */
export function searchedWords(query: string): string[] {
  return rawTokens(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
}

/**
 * A sentence saying which words were searched when `query` goes past the limits, or null when all
 * of it was searched.
 */
export function queryCutNote(query: string): string | null {
  const searched = searchedWords(query);
  const cut = query.length > MAX_QUERY_LENGTH || rawTokens(query).length > searched.length;
  if (!cut) return null;
  return `Only the first ${searched.length} words were searched: ${searched.join(' ')}. Searches read up to ${MAX_QUERY_WORDS} words and ${MAX_QUERY_LENGTH} characters.`;
}
