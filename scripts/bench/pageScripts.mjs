// The JavaScript a first visit to a page runs: every same-origin script the browser executes
// (entry bundle, runtime and route chunks, and chunks the page loads once started), not the
// chunks it prefetches for linked pages.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import createJiti from 'jiti';

// TypeScript, so loaded through jiti: which images zoom, loading medium-zoom once the page starts.
const {ZOOM_IMAGE_SELECTOR} = createJiti(fileURLToPath(import.meta.url))(
  '../../src/data/constants.ts',
);

/**
 * Counts the page's open requests from now on; `quiet()` resolves once none has been open for
 * `quietMs`.
 */
function trackRequests(page) {
  let open = 0;
  const idle = new Set();
  page.on('request', () => {
    open += 1;
  });
  for (const event of ['requestfinished', 'requestfailed']) {
    page.on(event, () => {
      open -= 1;
      for (const check of idle) check();
    });
  }
  return {
    quiet(quietMs = 500) {
      return new Promise((resolve) => {
        let timer;
        const check = () => {
          clearTimeout(timer);
          if (open > 0) return;
          timer = setTimeout(() => {
            if (open > 0) return;
            idle.delete(check);
            resolve();
          }, quietMs);
        };
        idle.add(check);
        page.on('request', () => clearTimeout(timer));
        check();
      });
    },
  };
}

/**
 * @param {{baseUrl: string}} site a site from tests/e2e/harness.mjs `startSite`
 * @returns {Promise<{files: string[], gzipBytes: number}>}
 */
export async function pageScripts(site, buildDir, route) {
  const {openContext, visit} = await import('../../tests/e2e/harness.mjs');
  const {page, context} = await openContext(site);
  const requests = trackRequests(page);
  const scripts = new Set();
  page.on('response', (response) => {
    const {origin, pathname} = new URL(response.url());
    const executed = response.request().resourceType() === 'script';
    if (origin === site.baseUrl && pathname.endsWith('.js') && executed) scripts.add(pathname);
  });
  await visit(page, site.baseUrl, route);
  // Chunks a page loads once it has started count too: the page menu's, and on a page with images
  // image zoom's, which loads after a delay. Waiting until the zoom is attached (where there are
  // images) and then until no request is open makes the figure the same on every run.
  await page.waitForFunction(
    (selector) => !document.querySelector(selector) || document.querySelector('.medium-zoom-image'),
    ZOOM_IMAGE_SELECTOR,
  );
  await requests.quiet();
  await context.close();
  const files = [...scripts];
  const gzipBytes = files.reduce(
    (total, src) =>
      total + zlib.gzipSync(fs.readFileSync(path.join(buildDir, src)), {level: 9}).length,
    0,
  );
  return {files, gzipBytes};
}
