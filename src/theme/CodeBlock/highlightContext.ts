import {createContext, useContext} from 'react';

export type CodeBlockHighlight = {
  /** The tokens the build made for this block (plugins/build-time-highlighting), if any. */
  prebuiltTokens?: string;
  /**
   * Show the code unhighlighted instead of loading Prism: set for the stand-in a code block shows
   * while the highlighter loads.
   */
  plainText?: boolean;
};

/** How the code block being rendered gets its highlighting, from CodeBlock to its Highlight. */
export const CodeBlockHighlightContext = createContext<CodeBlockHighlight>({});

export function useCodeBlockHighlight(): CodeBlockHighlight {
  return useContext(CodeBlockHighlightContext);
}
