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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Escapes `text` and wraps every word that starts with one of `terms` in the given tags.
 * Terms come from the index (already lower-case and tokenised), but are escaped for the RegExp
 * anyway, so no query can inject a pattern or markup.
 */
export function highlight(
  text: string,
  terms: string[],
  preTag = '<mark>',
  postTag = '</mark>',
): {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]} {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (usable.length === 0) return {value: escapeHtml(text), matchLevel: 'none', matchedWords: []};
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${usable.map(escapeRegExp).join('|')})`, 'giu');
  const matched = new Set<string>();
  let out = '';
  let last = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index + match[1].length;
    const rest = text.slice(start).search(/[^\p{L}\p{N}_]/u);
    // At least the matched term itself, even when it ends in punctuation.
    const end = Math.max(start + match[2].length, rest === -1 ? text.length : start + rest);
    out +=
      escapeHtml(text.slice(last, start)) + preTag + escapeHtml(text.slice(start, end)) + postTag;
    matched.add(match[2].toLowerCase());
    last = end;
    pattern.lastIndex = end;
  }
  out += escapeHtml(text.slice(last));
  const matchLevel =
    matched.size === 0 ? 'none' : matched.size === usable.length ? 'full' : 'partial';
  return {value: out, matchLevel, matchedWords: [...matched]};
}
