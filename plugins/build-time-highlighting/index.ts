import type {Code, Root} from 'mdast';
import {prebuiltTokens, type Options} from './prebuiltTokens';

export type {Options};

/** Fenced blocks get this prop; src/theme/CodeBlock hands it to the code block's content. */
export const PREBUILT_TOKENS_PROP = 'prebuiltTokens';

/**
 * Remark plugin: highlights each fenced code block at build time and attaches the tokens to the
 * block, so the page shows highlighted code without shipping Prism to the browser. A block that
 * uses a magic comment is left to the browser (./prebuiltTokens.ts says why).
 */
export default function remarkBuildTimeHighlighting(options: Options) {
  return async (root: Root): Promise<void> => {
    const {visit} = await import('unist-util-visit');
    visit(root, 'code', (node: Code) => {
      // The theme falls back to "text" (no grammar, plain tokens) without a language.
      const tokens = prebuiltTokens(node.value, node.lang ?? 'text', options);
      if (tokens === undefined) return;
      node.data ??= {};
      node.data.hProperties = {...node.data.hProperties, [PREBUILT_TOKENS_PROP]: tokens};
    });
  };
}
