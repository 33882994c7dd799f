import {encodeHighlightTokens} from '../../src/utils/highlightTokens';
import {tokenizeCode} from './tokenize';

export type Options = {
  /** The languages the site's Prism loads (themeConfig.prism.additionalLanguages). */
  languages: readonly string[];
  /** themeConfig.prism.magicComments: blocks that use one are left to the browser. */
  magicComments: readonly {line?: string; block?: {start: string; end: string}}[];
};

/**
 * The `prebuiltTokens` prop for a code block (src/utils/highlightTokens.ts says what it holds), or
 * undefined when the block must be highlighted in the browser.
 *
 * The theme highlights the code it gets after stripping magic comments (highlight-next-line and
 * the like). The site's code uses none, and re-implementing the theme's stripping would be a
 * second copy of it, so code that mentions a magic comment gets no tokens and is highlighted in
 * the browser as before. The browser checks the tokens against the code anyway (length and hash),
 * so a block whose code differs from what was tokenized falls back the same way.
 */
export function prebuiltTokens(
  code: string,
  language: string,
  {languages, magicComments}: Options,
): string | undefined {
  const directives = magicComments.flatMap(({line, block}) => [line, block?.start, block?.end]);
  if (directives.some((directive) => directive && code.includes(directive))) return undefined;
  return encodeHighlightTokens(code, tokenizeCode(code, language, languages));
}
