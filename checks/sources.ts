/**
 * The pages the content checks read: every Markdown/MDX file of the docs, the blog, the release
 * notes and the React pages, the code files React pages show (read as the fenced block each
 * renders as, see ./codeFiles.ts), plus the TypeScript that holds page text (src/pages, src/data,
 * and src/lib for the messages the tools and forms show). Each source knows its kind and, for
 * blog posts and release notes, the date it was published, which the timeline checks compare
 * with the release history.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {CODE_FILE_FENCE_LINES, codeFileAsMarkdown, listCodeFiles} from './codeFiles';
import {frontMatterText, listMarkdownFiles} from './markdown';

export type SourceKind = 'doc' | 'blog' | 'release' | 'page';

export type Source = {
  /** Path from the site root, with `/`, as findings name it. */
  file: string;
  kind: SourceKind;
  /** `markdown` for .md/.mdx, `script` for .ts/.tsx whose strings and JSX hold page text. */
  format: 'markdown' | 'script';
  text: string;
  /** Publication date (YYYY-MM-DD) of a blog post or release note. */
  date?: string;
  /** Front matter of a Markdown page, parsed; {} when it has none or it does not parse. */
  frontMatter: Record<string, unknown>;
  /**
   * Lines `text` has before the file's first line: the opening fence of a code file read as
   * Markdown. checks/index.ts moves findings back by as many, so they name the file's own line.
   */
  linesBefore?: number;
};

/** Folders of TypeScript whose strings are page text a reader sees. */
const SCRIPT_ROOTS = ['src/pages', 'src/data', 'src/lib'];

function kindOf(file: string): SourceKind {
  if (file.startsWith('docs/')) return 'doc';
  if (file.startsWith('blog/')) return 'blog';
  if (file.startsWith('releases/')) return 'release';
  return 'page';
}

function parseFrontMatter(text: string): Record<string, unknown> {
  try {
    const data = load(frontMatterText(text));
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  } catch {
    return {}; // The build reports malformed front matter with a better message.
  }
}

/**
 * Whether a file is an MDX partial: a file or folder whose name starts with `_` is never a page
 * of its own (Docusaurus skips it), only text imported into pages.
 */
export function isPartial(file: string): boolean {
  return file.split('/').some((segment) => segment.startsWith('_'));
}

/** The date a post or release note was published: front matter first, then its file name. */
export function publicationDate(
  file: string,
  frontMatter: Record<string, unknown>,
): string | undefined {
  const declared = frontMatter.date;
  if (declared instanceof Date) return declared.toISOString().slice(0, 10);
  if (typeof declared === 'string' && /^\d{4}-\d{2}-\d{2}/.test(declared)) {
    return declared.slice(0, 10);
  }
  return /(?:^|\/)(\d{4}-\d{2}-\d{2})-/.exec(file)?.[1];
}

function listScripts(root: string, dirs: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (relative: string): void => {
    for (const entry of fs.readdirSync(path.join(root, relative), {withFileTypes: true})) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) found.push(child);
    }
  };
  for (const dir of dirs) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** Reads one file of the site as a source. */
export function readSource(root: string, file: string): Source {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const format = /\.mdx?$/.test(file) ? 'markdown' : 'script';
  const frontMatter = format === 'markdown' ? parseFrontMatter(text) : {};
  const kind = kindOf(file);
  const date =
    kind === 'blog' || kind === 'release' ? publicationDate(file, frontMatter) : undefined;
  return {file, kind, format, text, date, frontMatter};
}

/** A code file a page shows (./codeFiles.ts), as the Markdown of its code block. */
export function readCodeFile(root: string, file: string): Source {
  const text = codeFileAsMarkdown(file, fs.readFileSync(path.join(root, file), 'utf8'));
  return {
    file,
    kind: kindOf(file),
    format: 'markdown',
    text,
    frontMatter: {},
    linesBefore: CODE_FILE_FENCE_LINES,
  };
}

/** Every source of the site under `root`, Markdown first, in a stable order. */
export function loadSources(root: string): Source[] {
  const markdown = listMarkdownFiles(root, ['docs', 'blog', 'releases', 'src']);
  return [
    ...markdown.map((file) => readSource(root, file)),
    ...listCodeFiles(root).map((file) => readCodeFile(root, file)),
    ...listScripts(root, SCRIPT_ROOTS).map((file) => readSource(root, file)),
  ];
}
