/**
 * Reading Markdown and MDX sources the way the content checks need them: which files there are,
 * their fenced code blocks and inline code spans with line numbers, and their front matter.
 *
 * Fences follow CommonMark closely enough for the docs: three or more backticks or tildes, an info
 * string such as `yaml title="crucibleconfig.yaml"`, a closing fence of the same character that is
 * at least as long, and any indentation (fences inside list items and JSX are common in MDX, and
 * MDX has no indented code blocks). Lines inside a fence are never read as fences, so a
 * four-backtick Markdown sample that shows a fenced block is not itself parsed as one.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Folders whose Markdown and MDX are checked, relative to the site root (src: pages, partials). */
export const DOC_ROOTS = ['docs', 'blog', 'releases', 'src'] as const;

export type FencedBlock = {
  /** 1-based line of the opening fence in the file. */
  line: number;
  /** The opening fence itself, e.g. "```" or "````". */
  fence: string;
  /** The first word of the info string, e.g. "yaml"; empty when there is none. */
  lang: string;
  /** The rest of the info string, e.g. `title="crucibleconfig.yaml"`. */
  meta: string;
  /** The lines between the fences, with the opening fence's indentation removed. */
  content: string;
  /** False when the file ends before a closing fence. */
  closed: boolean;
  /** 1-based line of the closing fence, or of the file's last line when the block is not closed. */
  endLine: number;
};

const OPENING_FENCE = /^([ \t]*)(`{3,}|~{3,})(.*)$/;

function stripIndent(line: string, width: number): string {
  let index = 0;
  while (index < width && index < line.length && (line[index] === ' ' || line[index] === '\t')) {
    index++;
  }
  return line.slice(index);
}

/** Every fenced code block of a Markdown/MDX text, in order. */
export function extractFencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const blocks: FencedBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const open = OPENING_FENCE.exec(lines[index]);
    // A backtick fence's info string may not contain backticks (```a``` is inline code).
    if (!open || (open[2][0] === '`' && open[3].includes('`'))) {
      index++;
      continue;
    }
    const [, indent, fence, rawInfo] = open;
    const info = rawInfo.trim();
    const space = info.search(/\s/);
    const closing = new RegExp(`^[ \\t]*${fence[0]}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !closing.test(lines[end])) {
      body.push(stripIndent(lines[end], indent.length));
      end++;
    }
    blocks.push({
      line: index + 1,
      fence,
      lang: space === -1 ? info : info.slice(0, space),
      meta: space === -1 ? '' : info.slice(space).trim(),
      content: body.join('\n'),
      closed: end < lines.length,
      endLine: Math.min(end, lines.length - 1) + 1,
    });
    index = end + 1;
  }
  return blocks;
}

/** The .md and .mdx files under `dirs` of `root`, as sorted paths relative to `root` with `/`. */
export function listMarkdownFiles(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, relative), {withFileTypes: true});
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && /\.mdx?$/i.test(entry.name)) found.push(child);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/** An inline code span of a Markdown page, outside fenced blocks. */
export type InlineCode = {
  /** 1-based line where the span starts. */
  line: number;
  /** The code between the backticks, with CommonMark's one-space padding removed. */
  code: string;
};

/**
 * Every inline code span of a Markdown/MDX text, skipping fenced blocks and front matter. Spans
 * may use one or more backticks (``a `b` c``) and may wrap onto the next line of a paragraph.
 */
export function extractInlineCode(markdown: string): InlineCode[] {
  const lines = markdown.split(/\r\n|\r|\n/);
  const fenced = new Set<number>();
  for (const block of extractFencedBlocks(markdown)) {
    const last = block.line + block.content.split('\n').length + (block.closed ? 1 : 0);
    for (let line = block.line; line <= last; line++) fenced.add(line);
  }
  const frontMatterEnd = frontMatterLines(lines);
  const spans: InlineCode[] = [];
  // Paragraphs are joined so that a span wrapped over two lines is still one span.
  let paragraph: {start: number; text: string} | null = null;
  const flush = () => {
    if (!paragraph) return;
    const {start, text} = paragraph;
    for (const match of text.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)) {
      let code = match[2].replace(/\n/g, ' ');
      if (/^ .* $/.test(code) && code.trim() !== '') code = code.slice(1, -1);
      const line = start + text.slice(0, match.index).split('\n').length - 1;
      spans.push({line, code});
    }
    paragraph = null;
  };
  lines.forEach((text, index) => {
    const line = index + 1;
    if (line <= frontMatterEnd || fenced.has(line) || text.trim() === '') {
      flush();
      return;
    }
    if (paragraph) paragraph.text += `\n${text}`;
    else paragraph = {start: line, text};
  });
  flush();
  return spans;
}

/** How many lines the front matter block takes at the top of a page (0 when there is none). */
function frontMatterLines(lines: readonly string[]): number {
  if (lines[0] !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end === -1 ? 0 : end + 1;
}

/** The raw front matter text of a page, or '' when it has none. */
export function frontMatterText(markdown: string): string {
  const lines = markdown.split(/\r\n|\r|\n/);
  const end = frontMatterLines(lines);
  return end === 0 ? '' : lines.slice(1, end - 1).join('\n');
}
