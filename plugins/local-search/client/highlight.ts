/** HTML-escaping and match marking for hit titles and snippets. Pure functions, unit-tested. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

/** Ends in a letter or digit: a term marks a word only where no such character comes before it. */
const ENDS_IN_WORD_CHARACTER = /[\p{L}\p{N}]$/u;
/** Where a marked word ends: the first character that is not a letter, digit or underscore. */
const WORD_END = /[^\p{L}\p{N}_]/u;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type Highlighted = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

/**
 * A function that escapes a text and wraps every word that starts with one of `terms` in the
 * given tags. Terms come from the index (already lower-case and tokenised), but are escaped for
 * the RegExp anyway, so no query can inject a pattern or markup. The pattern is compiled once, so
 * make one highlighter per hit and run it over each of the hit's fields: compiling a Unicode
 * pattern per field was most of a cold query's time.
 */
export function highlighter(
  terms: string[],
  preTag = '<mark>',
  postTag = '</mark>',
): (text: string) => Highlighted {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0) {
    return (text) => ({value: escapeHtml(text), matchLevel: 'none', matchedWords: []});
  }
  // Only the terms go in the pattern; word starts are checked apart. A Unicode class in the
  // pattern made each new pattern slow to compile, and each hit has its own terms. Without the
  // `u` flag, case is matched within the Basic Multilingual Plane, which holds every script the
  // site is written in.
  const pattern = new RegExp(usable.map(escapeRegExp).join('|'), 'gi');
  return (text) => {
    const matched = new Set<string>();
    let out = '';
    let last = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      const start = match.index;
      // Two code units: the character before may be a surrogate pair.
      if (ENDS_IN_WORD_CHARACTER.test(text.slice(Math.max(0, start - 2), start))) {
        pattern.lastIndex = start + 1;
        continue;
      }
      const rest = text.slice(start).search(WORD_END);
      // At least the matched term itself, even when it ends in punctuation.
      const end = Math.max(start + match[0].length, rest === -1 ? text.length : start + rest);
      out +=
        escapeHtml(text.slice(last, start)) + preTag + escapeHtml(text.slice(start, end)) + postTag;
      matched.add(match[0].toLowerCase());
      last = end;
      pattern.lastIndex = end;
    }
    out += escapeHtml(text.slice(last));
    const matchLevel =
      matched.size === 0 ? 'none' : matched.size === usable.length ? 'full' : 'partial';
    return {value: out, matchLevel, matchedWords: [...matched]};
  };
}

/** `text` escaped, with every word that starts with one of `terms` wrapped in the tags. */
export function highlight(
  text: string,
  terms: string[],
  preTag = '<mark>',
  postTag = '</mark>',
): Highlighted {
  return highlighter(terms, preTag, postTag)(text);
}
