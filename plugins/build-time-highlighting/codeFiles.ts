import path from 'node:path';
import {prebuiltTokens, type Options} from './prebuiltTokens';

/** The import query that asks for a code file highlighted at build time. */
export const HIGHLIGHT_QUERY = /^\?highlight$/;

/**
 * What `import example from './Example.part.yaml?highlight'` gives a page: the props
 * src/components/HighlightedCode hands to the theme's CodeBlock, as a fenced block in MDX would.
 */
export type HighlightedCodeFile = {
  /** The file's text, as MDX passes a fenced block's code (the theme drops one final line break). */
  code: string;
  /** Prism's name for the file's language, from its extension. */
  language: string;
  /** The build's highlighting of the code the block shows, or undefined to leave it to the browser. */
  prebuiltTokens?: string;
};

/**
 * The file extensions a highlighted code file may have, per language of the site's Prism
 * (CODE_LANGUAGES in src/data/constants.ts, plus Prism's plain `text` for program output). A unit
 * test holds the languages to CODE_LANGUAGES.
 */
export const CODE_FILE_EXTENSIONS = {
  bash: ['.sh'],
  javascript: ['.js', '.mjs', '.cjs'],
  json: ['.json'],
  liquid: ['.liquid'],
  python: ['.py'],
  typescript: ['.ts'],
  yaml: ['.yaml', '.yml'],
  text: ['.txt'],
} satisfies Record<string, readonly `.${string}`[]>;

/** The language of a code file, from its extension; throws for an extension with none. */
export function codeFileLanguage(file: string): string {
  const extension = path.extname(file).toLowerCase();
  const match = Object.entries(CODE_FILE_EXTENSIONS).find(([, extensions]) =>
    (extensions as readonly string[]).includes(extension),
  );
  if (!match) {
    const known = Object.values(CODE_FILE_EXTENSIONS).flat().join(', ');
    throw new Error(
      `${file}: cannot tell the language of a "${extension || '(no extension)'}" file imported with ?highlight; name it with one of ${known} (plugins/build-time-highlighting/codeFiles.ts maps them to languages)`,
    );
  }
  return match[0];
}

/**
 * The code the theme's CodeBlock shows, and so highlights, for `code` (parseLines in
 * @docusaurus/theme-common): without one final line break, and with \r\n line ends read as \n,
 * since it splits the lines to look for magic comments and joins them with \n.
 */
export function shownCode(code: string): string {
  return code
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .join('\n');
}

/** A code file highlighted as a page imports it with `?highlight`. */
export function highlightCodeFile(
  file: string,
  code: string,
  options: Options,
): HighlightedCodeFile {
  const language = codeFileLanguage(file);
  return {code, language, prebuiltTokens: prebuiltTokens(shownCode(code), language, options)};
}
