import {startTransition, useEffect, useState, type ReactNode} from 'react';
import Root from '@theme-original/Root';
import type {Props} from '@theme/Root';
// The context `useIsBrowser()` reads. Docusaurus does not export it publicly; if it moves, this
// import fails the build rather than the wrapper silently doing nothing.
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

/**
 * The original root, under a `useIsBrowser()` that turns true in a transition.
 *
 * Docusaurus turns it true in an ordinary update right after hydration, so everything that waits
 * for the browser renders in one task that nothing can interrupt: on the API reference, the copy
 * and word-wrap buttons of every code block, about 230 components, while the page becomes
 * interactive. In a transition React renders that work in slices of a few milliseconds, after the
 * page's urgent updates (the navbar's mobile menu, a code block finding that it scrolls) and
 * yielding to any tap or key press in between. What renders is unchanged.
 */
export default function RootWrapper({children}: Props): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return (
    <BrowserContext.Provider value={isBrowser}>
      <Root>{children}</Root>
    </BrowserContext.Provider>
  );
}
