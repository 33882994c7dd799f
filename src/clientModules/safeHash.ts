import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Keeps a malformed URL fragment (`#%E0%A4%A`) from crashing the page. Docusaurus decodes the
 * fragment after every navigation to scroll to it, without a guard, so a link or a typed URL with
 * bad percent-encoding showed "This page crashed — URI malformed". The fragment is re-encoded so
 * it reads as the literal text it was, before the router sees it: on load, when the browser
 * navigates by hash (popstate), and when a link with such a fragment is clicked. Upstream report:
 * src/theme/README.md, "Upstream reports".
 */

/** The fragment with every `%` escaped when it does not decode, or null when it is fine. */
export function repairHash(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  try {
    decodeURIComponent(hash.slice(1));
    return null;
  } catch {
    return `#${hash.slice(1).replace(/%/g, '%25')}`;
  }
}

function repairLocation(): void {
  const repaired = repairHash(window.location.hash);
  if (repaired !== null) {
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${repaired}`,
    );
  }
}

function onClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  if (link.pathname !== window.location.pathname) return;
  const repaired = repairHash(link.hash);
  if (repaired === null) return;
  // The router would navigate to the malformed fragment; the browser goes to the repaired one.
  event.preventDefault();
  event.stopImmediatePropagation();
  window.location.hash = repaired;
}

if (ExecutionEnvironment.canUseDOM) {
  repairLocation();
  // Registered before the router's own listener, so the router reads the repaired location.
  window.addEventListener('popstate', repairLocation);
  document.addEventListener('click', onClick, {capture: true});
}

const safeHash: ClientModule = {};
export default safeHash;
