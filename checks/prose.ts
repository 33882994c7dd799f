/**
 * Reading the prose of a Markdown/MDX page: its body without front matter, code and comments, cut
 * into the blocks a reader sees (headings, paragraphs, list items, table rows, quotes), and the
 * words of a block without its markup. The writing checks (headings, placeholders, thin pages,
 * duplicated paragraphs, image alt text) read pages through this module.
 *
 * It reads lines, as `markdown.ts` does, rather than building a full MDX syntax tree: the checks
 * need only block boundaries and a few inline forms, and the duplicate check reads every page of
 * the site on every run, where a full MDX parse of the site costs several seconds and this costs
 * a few milliseconds. Every function keeps offsets: text it removes becomes spaces, line breaks
 * stay, so a position in its output is the same line and column in the page.
 */
import {extractFencedBlocks} from './markdown';

export type BlockKind = 'heading' | 'paragraph' | 'list-item' | 'table' | 'quote';

export type Block = {
  kind: BlockKind;
  /** 1-based line of the block's first line in the page. */
  line: number;
  /** The block's lines joined with `\n`, markers (`##`, `-`, `>`, `|`) turned into spaces. */
  text: string;
  /** Heading level, 1–6; 0 for other blocks. */
  depth: number;
};

/** `text` with every character but line breaks turned into a space. */
export function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

/** The 1-based line of `index` in `text`. */
export function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
    line++;
  }
  return line;
}

/** Lines of the front matter block (0 when there is none), as `markdown.ts` reads it. */
function frontMatterEnd(lines: readonly string[]): number {
  if (lines[0] !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end === -1 ? 0 : end + 1;
}

const MDX_COMMENT = /\{\/\*[\s\S]*?\*\/\}/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;

/**
 * The page with its front matter, fenced code blocks, MDX comments (`{/* truncate *\/}`) and HTML
 * comments blanked, one line for each line of the page.
 */
export function pageBody(markdown: string): string {
  const lines = markdown.split(/\r\n|\r|\n/);
  const hidden = new Array<boolean>(lines.length).fill(false);
  for (let index = 0; index < frontMatterEnd(lines); index++) hidden[index] = true;
  for (const block of extractFencedBlocks(markdown)) {
    for (let line = block.line; line <= block.endLine; line++) hidden[line - 1] = true;
  }
  return lines
    .map((line, index) => (hidden[index] ? '' : line))
    .join('\n')
    .replace(MDX_COMMENT, blank)
    .replace(HTML_COMMENT, blank);
}

/** Inline code spans of one or more backticks, which may wrap onto the next line of a block. */
const INLINE_CODE = /(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g;

/** `text` with its inline code spans blanked. */
export function blankInlineCode(text: string): string {
  return text.replace(INLINE_CODE, blank);
}

const ATX_HEADING = /^( {0,3})(#{1,6})(?=[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const LIST_MARKER = /^([ \t]*)([-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const QUOTE_MARKER = /^[ \t]*(?:>[ \t]?)+/;
const TABLE_ROW = /^[ \t]*\|/;
/** MDX import/export statements: a block of their own, up to the next blank line. */
const ESM = /^(?:import|export)\b/;
/** Docusaurus admonition fences (`:::note`, `:::`): they wrap prose but are not prose. */
const DIRECTIVE = /^[ \t]*:::/;

/** `line` with the match of `marker` at its start blanked. */
function blankMarker(line: string, marker: RegExp): string {
  const match = marker.exec(line);
  return match ? blank(match[0]) + line.slice(match[0].length) : line;
}

/** A heading line with its `#` marks, and any closing `#` sequence, blanked. */
function headingText(line: string): string {
  const closing = /[ \t]#+[ \t]*$/.exec(line);
  const body = closing ? line.slice(0, closing.index) + blank(closing[0]) : line;
  return blankMarker(body, ATX_HEADING);
}

/** A table row with its pipes blanked; a delimiter row (`| --- | :-: |`) becomes all blank. */
function tableRowText(line: string): string {
  if (/^[ \t|:-]+$/.test(line)) return blank(line);
  return line.replace(/\|/g, ' ');
}

/**
 * The prose blocks of a page, in order. Code, front matter, comments, imports and exports,
 * admonition fences and thematic breaks are left out; JSX stays inside the blocks it is written
 * in, for `proseText` to remove.
 */
export function readBlocks(markdown: string): Block[] {
  const lines = pageBody(markdown).split('\n');
  const blocks: Block[] = [];
  let open: Block | null = null;
  const close = () => {
    if (open) blocks.push(open);
    open = null;
  };
  const start = (kind: BlockKind, index: number, text: string, depth = 0) => {
    close();
    open = {kind, line: index + 1, text, depth};
  };
  let inEsm = false;

  lines.forEach((line, index) => {
    if (line.trim() === '') {
      close();
      inEsm = false;
      return;
    }
    if (inEsm) return;
    const current: Block | null = open;
    if (!current && ESM.test(line)) {
      inEsm = true;
      return;
    }
    if (DIRECTIVE.test(line)) return close();
    if (current?.kind === 'paragraph' && SETEXT_UNDERLINE.test(line)) {
      current.kind = 'heading';
      current.depth = line.trim()[0] === '=' ? 1 : 2;
      return close();
    }
    if (THEMATIC_BREAK.test(line)) return close();
    const heading = ATX_HEADING.exec(line);
    if (heading) {
      start('heading', index, headingText(line), heading[2].length);
      return close();
    }
    if (TABLE_ROW.test(line)) {
      if (current?.kind === 'table') current.text += `\n${tableRowText(line)}`;
      else start('table', index, tableRowText(line));
      return;
    }
    if (QUOTE_MARKER.test(line)) {
      const text = blankMarker(line, QUOTE_MARKER);
      if (current?.kind === 'quote') current.text += `\n${text}`;
      else start('quote', index, text);
      return;
    }
    if (LIST_MARKER.test(line)) return start('list-item', index, blankMarker(line, LIST_MARKER));
    // Any other line continues the open paragraph or list item, or starts a paragraph.
    if (current && current.kind !== 'heading' && current.kind !== 'table') {
      current.text += `\n${line}`;
    } else {
      start('paragraph', index, line);
    }
  });
  close();
  return blocks;
}

/**
 * A JSX or HTML tag, whose attribute values may hold `>` inside quotes or braces. Each alternative
 * takes one character or one whole quoted or braced value, so a tag that never closes costs
 * linear time.
 */
const TAG =
  /<\/?[A-Za-z][\w.:-]*(?:\s(?:\s|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s"'{}>/]|\/(?!>))*)?\/?>/g;
/** An MDX expression such as `{props.count}`, with at most one level of nested braces. */
const EXPRESSION = /\{(?:[^{}]|\{[^{}]*\})*\}/g;
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;
/** The `](destination)` or `][label]` part of a link; its text stays. */
const LINK_TARGET = /\]\([^)]*\)|\]\[[^\]]*\]/g;
const AUTOLINK = /<(?:https?|mailto):[^>\s]*>/g;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z]+);/gi;

/**
 * The words a reader sees in a block: its text with images, link destinations, autolinks, JSX
 * tags, MDX expressions and HTML entities blanked, and inline code too unless `keepCode`.
 */
export function proseText(text: string, {keepCode = false} = {}): string {
  const withoutCode = keepCode ? text : blankInlineCode(text);
  return withoutCode
    .replace(IMAGE, blank)
    .replace(AUTOLINK, blank)
    .replace(TAG, blank)
    .replace(EXPRESSION, blank)
    .replace(LINK_TARGET, blank)
    .replace(ENTITY, blank);
}

/** Words of prose: runs of letters and digits with inner apostrophes or hyphens, holding a letter. */
export function words(text: string): string[] {
  return (text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []).filter((word) =>
    /\p{L}/u.test(word),
  );
}
