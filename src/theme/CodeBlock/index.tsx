/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/CodeBlock/index.tsx), which the theme
 * marks safe to eject. Changes are fenced; see src/theme/README.md.
 */
import React, {isValidElement, type ReactNode} from 'react';
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

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
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
  // The build's tokens go to the content through context, not as a DOM-bound prop.
  const {prebuiltTokens, ...contentProps} = props;
  // END SWIZZLED CODE
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  return (
    // BEGIN SWIZZLED CODE
    <CodeBlockHighlightContext.Provider value={prebuiltTokens}>
      <CodeBlockComp key={remountKey} {...contentProps}>
        {children as string}
      </CodeBlockComp>
    </CodeBlockHighlightContext.Provider>
    // END SWIZZLED CODE
  );
}
