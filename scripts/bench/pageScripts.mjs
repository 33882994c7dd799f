// The JavaScript a first visit to a page runs: every same-origin script the browser executes
// (entry bundle, runtime and route chunks, and chunks the page loads once started), not the
// chunks it prefetches for linked pages.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import zlib from 'node:zlib';
import createJiti from 'jiti';

// TypeScript, so loaded through jiti: how long after a page starts its images get their zoom.
const {IMAGE_ZOOM_ATTACH_DELAY_MS} = createJiti(fileURLToPath(import.meta.url))(
  '../../src/data/constants.ts',
);

/**
 * @param {{baseUrl: string}} site a site from tests/e2e/harness.mjs `startSite`
 * @returns {Promise<{files: string[], gzipBytes: number}>}
 */
export async function pageScripts(site, buildDir, route) {
  const {openContext, visit} = await import('../../tests/e2e/harness.mjs');
  const {page, context} = await openContext(site);
  const scripts = new Set();
  page.on('response', (response) => {
    const {origin, pathname} = new URL(response.url());
    const executed = response.request().resourceType() === 'script';
    if (origin === site.baseUrl && pathname.endsWith('.js') && executed) scripts.add(pathname);
  });
  await visit(page, site.baseUrl, route);
  // Chunks a page loads once it has started count too (the page menu's, and image zoom's on a page
  // with images, which loads after a delay): waiting past the delay for the network to settle makes
  // the figure the same on every run, however fast the page hydrated.
  await page.waitForTimeout(IMAGE_ZOOM_ATTACH_DELAY_MS);
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...scripts];
  const gzipBytes = files.reduce(
    (total, src) =>
      total + zlib.gzipSync(fs.readFileSync(path.join(buildDir, src)), {level: 9}).length,
    0,
  );
  return {files, gzipBytes};
}
