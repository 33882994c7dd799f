/**
 * Finding framework item ids in text and reading the name written after one: `LLM07 System Prompt
 * Leakage`, `API1:2023 Broken Object Level Authorization`, `AML.T0053 LLM Plugin Compromise`,
 * `T6 Intent Breaking and Goal Manipulation`, `CVE-2024-3660`. Both content checks that deal with
 * framework facts read ids through here, so they agree on what an id and a name are.
 */
import type {DetailedFrameworkId, FrameworkItem} from '../src/data/redTeamFrameworks';

export type IdKind = DetailedFrameworkId | 'cve';

export type FoundId = {
  kind: IdKind;
  /** The id without an edition suffix: `LLM06`, `API1`, `T3`, `AML.T0051.001`, `CVE-2024-3660`. */
  id: string;
  /** The year in `LLM06:2025` or `API1:2023`, when written. */
  edition?: string;
  /** Where the id starts and where it (with its edition) ends in the line. */
  start: number;
  end: number;
};

const PATTERNS: [IdKind, RegExp][] = [
  ['owasp-llm', /\bLLM\d{2}(?::(\d{4}))?(?!\w)/g],
  ['owasp-api', /\bAPI\d{1,2}(?::(\d{4}))?(?!\w)/g],
  ['mitre-atlas', /\bAML\.T\d{4}(?:\.\d{3})?(?!\w)/g],
  ['owasp-agentic', /\bT\d{1,2}(?!\w)/g],
  ['cve', /\bCVE-\d{4}-\d{4,7}(?!\w)/g],
];

/**
 * Every id in one line, in order. Agentic threat ids (`T1`) are short enough to be anything else,
 * so they are read only when the caller says the line is about OWASP's agentic threats.
 */
export function findIds(line: string, {agentic}: {agentic: boolean}): FoundId[] {
  const found: FoundId[] = [];
  for (const [kind, pattern] of PATTERNS) {
    if (kind === 'owasp-agentic' && !agentic) continue;
    for (const match of line.matchAll(pattern)) {
      const [whole, edition] = match;
      const id = edition === undefined ? whole : whole.slice(0, -edition.length - 1);
      found.push({kind, id, edition, start: match.index, end: match.index + whole.length});
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Any id at the start of a text, so `AML.T0054, AML.T0048` is not read as a name. */
const STARTS_WITH_ID = /^(?:LLM\d|API\d|AML\.T|T\d|CVE-)/;

/**
 * The name a line gives right after an id, when it gives one: the rest of the line after a space,
 * colon, comma or dash, if that starts with a capital letter and is not another id. Returns
 * undefined for `LLM04 and LLM08`, `API1 for records` or `AML.T0051.001 (indirect)`.
 */
export function nameAfter(line: string, end: number): string | undefined {
  const rest = line.slice(end);
  const separator = /^(?:\s*[:,–—]\s*|\s+-\s+|\s+)/.exec(rest);
  if (!separator) return undefined;
  const text = rest.slice(separator[0].length);
  if (!/^[A-Z]/.test(text) || STARTS_WITH_ID.test(text)) return undefined;
  return text;
}

/** Lower case, dashes as spaces, `&` as "and", single spaces: the form names are compared in. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‐-―-]/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `text` starts with the item's name or one of its other names, as whole words. */
export function startsWithName(text: string, item: FrameworkItem): boolean {
  const written = normaliseName(text);
  return [item.name, ...(item.otherNames ?? [])].some((name) => {
    const expected = normaliseName(name);
    return written.startsWith(expected) && !/^[a-z0-9]/.test(written.slice(expected.length));
  });
}

/** Small words that may stand inside a title-case name: "Data and Model Poisoning". */
const CONNECTORS = new Set(['and', 'of', 'in', 'on', 'to', 'the', 'for', 'via', '&', 'and/or']);

/** The name as written, for messages: the run of capitalised words (and connectors) it starts with. */
export function quoteName(text: string): string {
  const words: string[] = [];
  for (const word of text.split(/\s+/)) {
    const bare = word.replace(/[.,;:()|*[\]`"]+$/, '');
    if (!/^[A-Z0-9]/.test(bare) && !CONNECTORS.has(bare)) break;
    words.push(bare);
    if (bare !== word) break;
  }
  while (words.length > 1 && CONNECTORS.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}
