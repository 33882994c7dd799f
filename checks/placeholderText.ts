/**
 * The `placeholder-text` check: no page goes out with a gap left to fill. It reads prose only, so
 * code blocks, inline code, link targets, JSX and comments may hold anything:
 *
 * - `TODO`, `FIXME`, `TBD` and `XXX` in capitals (lower-case "todo" is an ordinary word, as in a
 *   todo app); a page that is about such markers writes them as code: `TODO`.
 * - "lorem ipsum" and "coming soon", in any case.
 * - A bracketed gap: `[insert customer name]`, `[placeholder]`, `(placeholder)`, or a block that
 *   says nothing but "Placeholder". The word on its own is left alone, since the docs explain
 *   the placeholders of prompt templates and agent variables.
 *
 * React pages and data files are read the same way: their JSX text and strings, not their code.
 * A Markdown page's front matter values are read too, where `npm run new` leaves its TODOs.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {lineAt, proseText, readBlocks} from './prose';
import {scriptTexts} from './scripts';
import type {Source} from './sources';

const RULE = 'placeholder-text';

type Marker = {pattern: RegExp; advice: (found: string) => string};

const MARKERS: readonly Marker[] = [
  {
    pattern: /\b(?:TODO|FIXME|TBD|XXX)\b/g,
    advice: (found) =>
      `"${found}" marks unfinished text; finish or remove it (if the page is about the marker, write it as code: \`${found}\`)`,
  },
  {
    pattern: /\blorem ipsum\b/gi,
    advice: (found) => `"${found}" is filler text; replace it with what the reader needs`,
  },
  {
    pattern: /\bcoming soon\b/gi,
    advice: (found) =>
      `"${found}" promises something the page does not document; describe what works today, or leave it out until it ships`,
  },
  {
    pattern: /\[\s*insert\b[^\]\n]*\]|[[(]\s*placeholder\s*[\])]/gi,
    advice: (found) => `"${found}" is a gap left to fill; write the text it stands for`,
  },
];

/**
 * A Markdown block that says only "Placeholder" (or "Placeholder text."). Not applied to strings
 * in scripts, where 'placeholder' is as likely to be a class name or a prop.
 */
const PLACEHOLDER_BLOCK: Marker = {
  pattern: /^\s*placeholder(?:\s+(?:text|paragraph|copy|content))?\s*[.:]?\s*$/gi,
  advice: (found) => `"${found.trim()}" is a gap left to fill; write the text it stands for`,
};

/** Findings for a text that starts on line `firstLine` of the file. */
function markersIn(
  text: string,
  firstLine: number,
  file: string,
  markers: readonly Marker[],
): Finding[] {
  return markers.flatMap(({pattern, advice}) =>
    [...text.matchAll(pattern)].map((match) => ({
      file,
      line: firstLine + lineAt(text, match.index) - 1,
      rule: RULE,
      message: advice(match[0]),
    })),
  );
}

/** Whether a script could hold a marker at all; most do not, and then need not be parsed. */
const mayHoldMarker = (text: string) => MARKERS.some(({pattern}) => text.search(pattern) !== -1);

/**
 * Markers in the front matter's values (title, description, sidebar label, keywords): what
 * `npm run new` leaves there for the writer, and what search results and link previews show.
 */
function frontMatterMarkers(source: Source): Finding[] {
  const lines = source.text.split('\n');
  if (lines[0] !== '---') return [];
  const end = lines.indexOf('---', 1);
  return lines
    .slice(1, end === -1 ? 1 : end)
    .flatMap((text, index) => markersIn(text, index + 2, source.file, MARKERS));
}

export function placeholderFindings(source: Source): Finding[] {
  if (source.format === 'script' && !mayHoldMarker(source.text)) return [];
  if (source.format === 'markdown') {
    const inBody = placeholderBodyFindings(source);
    return [...frontMatterMarkers(source), ...inBody].sort((a, b) => a.line - b.line);
  }
  return placeholderBodyFindings(source);
}

function placeholderBodyFindings(source: Source): Finding[] {
  const findings =
    source.format === 'script'
      ? scriptTexts(source).flatMap(({line, text}) => markersIn(text, line, source.file, MARKERS))
      : readBlocks(source.text).flatMap((block) =>
          markersIn(proseText(block.text), block.line, source.file, [
            ...MARKERS,
            PLACEHOLDER_BLOCK,
          ]),
        );
  return findings.sort((a, b) => a.line - b.line);
}

export const placeholderText: Check = {
  rule: RULE,
  description:
    'No prose holds TODO, FIXME, TBD, XXX, lorem ipsum, "coming soon" or a bracketed gap such as [insert name].',
  scope: 'page',
  run: (sources) => sources.flatMap(placeholderFindings),
};
