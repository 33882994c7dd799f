import {useEffect} from 'react';

/**
 * Calls `onVisible` when `element` is wholly in view, checked when it mounts and whenever it
 * scrolls into view. Browsers without IntersectionObserver never call it.
 */
export function useWhenVisible(element: Element | null, onVisible: () => void): void {
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      {threshold: 1},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, onVisible]);
}
