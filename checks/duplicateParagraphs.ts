/**
 * The `duplicate-paragraphs` check: a paragraph of MIN_WORDS words or more says its piece on one
 * page. A copy drifts from the original at the first edit, and search shows two pages for one
 * answer. Paragraphs, list items and quotes are compared by their words, in lower case, with
 * inline code kept (so two provider pages that differ only in an id are different paragraphs) and
 * markup, link targets and JSX left out.
 *
 * Text meant for several pages lives once in an MDX partial, a file whose name (or folder's name)
 * starts with `_`, imported where it is shown: partials are not read, and the pages that import
 * them hold only the import, so included text is never a duplicate. Repeats within one page are
 * left to its review.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {proseText, readBlocks, words} from './prose';
import {isPartial, type Source} from './sources';

const RULE = 'duplicate-paragraphs';

export const MIN_WORDS = 25;

type Place = {file: string; line: number};

/** The comparable form of a block: its words in lower case, or null when it is too short. */
function fingerprint(text: string): string | null {
  const found = words(proseText(text, {keepCode: true}).toLowerCase());
  return found.length >= MIN_WORDS ? found.join(' ') : null;
}

export function duplicateParagraphFindings(sources: readonly Source[]): Finding[] {
  const places = new Map<string, Place[]>();
  for (const source of sources) {
    if (source.format !== 'markdown' || isPartial(source.file)) continue;
    for (const block of readBlocks(source.text)) {
      if (block.kind === 'heading' || block.kind === 'table') continue;
      const key = fingerprint(block.text);
      if (!key) continue;
      const list = places.get(key);
      if (list) list.push({file: source.file, line: block.line});
      else places.set(key, [{file: source.file, line: block.line}]);
    }
  }
  const findings: Finding[] = [];
  for (const list of places.values()) {
    const files = new Set(list.map((place) => place.file));
    if (files.size < 2) continue;
    for (const place of list) {
      const others = list
        .filter((other) => other.file !== place.file)
        .map((other) => `${other.file}:${other.line}`);
      findings.push({
        ...place,
        rule: RULE,
        message: `this paragraph also appears in ${others.join(', ')}; keep it on one page and link to it there, or move it to a partial (a file named _name.mdx) that each page imports`,
      });
    }
  }
  return findings;
}

export const duplicateParagraphs: Check = {
  rule: RULE,
  description: `No paragraph of ${MIN_WORDS} words or more is copied onto a second page; shared text lives in an imported partial.`,
  scope: 'site',
  run: duplicateParagraphFindings,
};
