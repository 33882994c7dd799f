import type {Code, Root} from 'mdast';
import {encodeHighlightTokens} from '../../src/utils/highlightTokens';
import {tokenizeCode} from './tokenize';

export type Options = {
  /** The languages the site's Prism loads (themeConfig.prism.additionalLanguages). */
  languages: readonly string[];
  /** themeConfig.prism.magicComments: blocks that use one are left to the browser. */
  magicComments: readonly {line?: string; block?: {start: string; end: string}}[];
};

/** Fenced blocks get this prop; src/theme/CodeBlock hands it to the code block's content. */
export const PREBUILT_TOKENS_PROP = 'prebuiltTokens';

/**
 * Remark plugin: highlights each fenced code block at build time and attaches the tokens to the
 * block (src/utils/highlightTokens.ts says how), so the page shows highlighted code without
 * shipping Prism to the browser.
 *
 * The theme highlights the code it gets after stripping magic comments (highlight-next-line and
 * the like). This site's content uses none, and re-implementing the theme's stripping would be a
 * second copy of it, so a block that mentions a magic comment gets no tokens and is highlighted in
 * the browser as before. The browser checks the tokens against the code anyway (length and hash),
 * so a block whose code differs from what was tokenized falls back the same way.
 */
export default function remarkBuildTimeHighlighting({languages, magicComments}: Options) {
  const directives = magicComments.flatMap(({line, block}) =>
    [line, block?.start, block?.end].filter((directive): directive is string => !!directive),
  );
  return async (root: Root): Promise<void> => {
    const {visit} = await import('unist-util-visit');
    visit(root, 'code', (node: Code) => {
      if (directives.some((directive) => node.value.includes(directive))) return;
      // The theme falls back to "text" (no grammar, plain tokens) without a language.
      const tokens = tokenizeCode(node.value, node.lang ?? 'text', languages);
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        [PREBUILT_TOKENS_PROP]: encodeHighlightTokens(node.value, tokens),
      };
    });
  };
}
