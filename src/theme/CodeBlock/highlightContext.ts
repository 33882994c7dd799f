import {createContext, useContext} from 'react';

/**
 * The tokens the build made for the code block being rendered (plugins/build-time-highlighting),
 * passed from CodeBlock's `prebuiltTokens` prop to the Highlight that renders its content.
 */
export const CodeBlockHighlightContext = createContext<string | undefined>(undefined);

export function usePrebuiltTokens(): string | undefined {
  return useContext(CodeBlockHighlightContext);
}
