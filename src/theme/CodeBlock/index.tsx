/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/index.tsx), which the theme
 * marks safe to eject. Changes are fenced; see src/theme/README.md.
 */
import React, {isValidElement, Suspense, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
// BEGIN SWIZZLED CODE
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockHighlightContext} from './highlightContext';
// END SWIZZLED CODE
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

// BEGIN SWIZZLED CODE
declare module '@theme/CodeBlock' {
  interface Props {
    /** Highlighting done at build time (plugins/build-time-highlighting), as MDX passes it. */
    readonly prebuiltTokens?: string;
  }
}
// END SWIZZLED CODE

export default function CodeBlock({
  children: rawChildren,
  // BEGIN SWIZZLED CODE
  prebuiltTokens,
  // END SWIZZLED CODE
  ...props
}: Props): ReactNode {
  // The Prism theme on SSR is always the default theme but the site theme can
  // be in a different mode. React hydration doesn't update DOM styles that come
  // from SSR. Hence force a re-render after mounting to apply the current
  // relevant styles.
  const isBrowser = useIsBrowser();
  // BEGIN SWIZZLED CODE
  // When the colour mode cannot change (no switch, system preference ignored) the browser's Prism
  // theme is the one the server used, so the re-render would only highlight every block twice.
  const {
    colorMode: {disableSwitch, respectPrefersColorScheme},
  } = useThemeConfig();
  const remountKey = disableSwitch && !respectPrefersColorScheme ? undefined : String(isBrowser);
  // END SWIZZLED CODE
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  // BEGIN SWIZZLED CODE
  const block = (
    <CodeBlockComp key={remountKey} {...props}>
      {children as string}
    </CodeBlockComp>
  );
  if (prebuiltTokens !== undefined) {
    return (
      <CodeBlockHighlightContext.Provider value={{prebuiltTokens}}>
        {block}
      </CodeBlockHighlightContext.Provider>
    );
  }
  // Without tokens from the build the block loads Prism (CodeBlock/Content/Highlight). The
  // boundary sits here, around the whole block, so that while a server-rendered block waits for
  // Prism none of it hydrates: the theme's word-wrap effect would otherwise measure a <pre> that
  // is not attached yet. Blocks rendered in the browser show their code as plain text meanwhile.
  // Only these blocks get a boundary: React streams a large boundary's content separately from
  // the page, which would send every long prebuilt block twice.
  return (
    <Suspense
      fallback={
        <CodeBlockHighlightContext.Provider value={{plainText: true}}>
          {block}
        </CodeBlockHighlightContext.Provider>
      }
    >
      {block}
    </Suspense>
  );
  // END SWIZZLED CODE
}
