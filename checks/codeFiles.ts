/**
 * The code files React pages show with `import example from './Example.part.yaml?highlight'`
 * (plugins/build-time-highlighting/codeFiles.ts). Each renders as one code block, so the checks
 * read it as the Markdown of that block: a fenced block in the file's language.
 */
import fs from 'node:fs';
import path from 'node:path';
import {codeFileLanguage, shownCode} from '../plugins/build-time-highlighting/codeFiles';

/** A line `import example from './Example.part.yaml?highlight';` (or `'@site/…?highlight'`). */
const HIGHLIGHT_IMPORT = /^import\s+[\w$]+\s+from\s+(['"])([^'"]+)\?highlight\1;?$/gm;

/** The code files imported with `?highlight` from the scripts under `root`/src, sorted, from `root` with `/`. */
export function listCodeFiles(root: string): string[] {
  const srcDir = path.join(root, 'src');
  if (!fs.existsSync(srcDir)) return [];
  const files = new Set<string>();
  const scripts = (fs.readdirSync(srcDir, {recursive: true}) as string[]).filter((file) =>
    /\.(ts|tsx)$/.test(file),
  );
  for (const script of scripts) {
    const text = fs.readFileSync(path.join(srcDir, script), 'utf8');
    for (const [, , specifier] of text.matchAll(HIGHLIGHT_IMPORT)) {
      const file = specifier.startsWith('@site/')
        ? specifier.slice('@site/'.length)
        : path.relative(root, path.resolve(srcDir, path.dirname(script), specifier));
      files.add(file.split(path.sep).join('/'));
    }
  }
  return [...files].sort();
}

/**
 * A code file as the Markdown of the fenced block it renders as. The opening fence is one line
 * more than the file has: the file's line n is line n + 1 here (CODE_FILE_FENCE_LINES).
 */
export function codeFileAsMarkdown(file: string, text: string): string {
  // A fence longer than any backtick run in the code, so no line of it can close the block.
  const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return `${fence}${codeFileLanguage(file)}\n${shownCode(text)}\n${fence}\n`;
}

/** Lines codeFileAsMarkdown adds before the file's first line. */
export const CODE_FILE_FENCE_LINES = 1;
