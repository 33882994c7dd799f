// How much JavaScript a first visit to each type of page runs, gzip-compressed: every same-origin
// script the browser executes, as `npm run bench` counts it. Sizes are exact, so these are
// ceilings, not timings: each is the size measured when it was last lowered, rounded up to the
// next KiB, so a change that makes any page type heavier fails here. Lower a ceiling when a page
// gets lighter; the bench holds the docs page to its 200 KiB target.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {PAGES} from '../../scripts/bench/pages.mjs';
import {pageScripts} from '../../scripts/bench/pageScripts.mjs';
import {buildDir, startSite} from './harness.mjs';

/** KiB of gzip-compressed script per page type (measured 28 November 2026). */
const CEILINGS_KIB = {
  home: 192,
  'doc page': 216,
  'blog post': 213,
  'blog list': 222,
  'marketing page': 194,
  pricing: 182,
  'API reference': 227,
};

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

describe('JavaScript a first visit runs', () => {
  it('has a ceiling for every page type the bench measures', () => {
    assert.deepEqual(Object.keys(CEILINGS_KIB).sort(), Object.keys(PAGES).sort());
  });

  for (const [type, route] of Object.entries(PAGES)) {
    it(`stays within ${CEILINGS_KIB[type]} KiB gzip on a ${type} (${route})`, async () => {
      const {files, gzipBytes} = await pageScripts(site, buildDir, route);
      const kib = gzipBytes / 1024;
      assert.ok(
        kib <= CEILINGS_KIB[type],
        `${route} runs ${kib.toFixed(1)} KiB of script in ${files.length} files: ${files.join(', ')}`,
      );
    });
  }
});
