// What a first visit costs the visitor's browser, in figures that do not swing between runs.
//
// How much JavaScript a first visit to each type of page runs, gzip-compressed: every same-origin
// script the browser executes, as `npm run bench` counts it. Sizes are exact, so these are
// ceilings, not timings: each is the size measured when it was last lowered, rounded up to the
// next KiB, so a change that makes any page type heavier fails here. Lower a ceiling when a page
// gets lighter; the bench holds the docs page to its 200 KiB target.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {PAGES} from '../../scripts/bench/pages.mjs';
import {pageScripts} from '../../scripts/bench/pageScripts.mjs';
import {buildDir, openContext, recordReactCommits, startSite, visit} from './harness.mjs';

/** KiB of gzip-compressed script per page type (measured 29 November 2026). */
const CEILINGS_KIB = {
  home: 178,
  'doc page': 197,
  'blog post': 202,
  'blog list': 207,
  'marketing page': 179,
  pricing: 168,
  'API reference': 208,
};

/** Whether the build could date docs pages: the rule docusaurus.config.ts applies (TypeScript). */
const {gitHistory} = createJiti(fileURLToPath(import.meta.url))('../../src/utils/gitHistory.ts');
const fullGitHistory = gitHistory(path.resolve(buildDir, '..')) === 'full';

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

describe('work a first visit does while the page starts', () => {
  // A page's first Intl.DateTimeFormat loads the browser's date-format data: 20 to 35 ms in one
  // task on the development machine, four times that on a throttled phone, for one printed date.
  // The dates of docs pages and posts are printed without it (src/utils/formatDate.ts).
  it('makes no Intl.DateTimeFormat on a docs page, a blog post or the blog list', async () => {
    for (const route of [PAGES['doc page'], PAGES['blog post'], PAGES['blog list']]) {
      const {page, context} = await openContext(site);
      await context.addInitScript(() => {
        window.__dateFormats = 0;
        Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
          construct(target, args) {
            window.__dateFormats += 1;
            return Reflect.construct(target, args);
          },
        });
      });
      await visit(page, site.baseUrl, route);
      // Docs pages show "Last updated" only when built from a checkout with full git history
      // (src/utils/gitHistory.ts); then they must show it, or this would check nothing there.
      const dates = await page.locator('article time').allTextContents();
      if (route !== PAGES['doc page'] || fullGitHistory) {
        assert.ok(dates.length > 0, `${route} shows no date`);
      }
      for (const date of dates) assert.match(date, /^[A-Z][a-z]{2,8} \d{1,2}, \d{4}$/);
      assert.equal(await page.evaluate(() => window.__dateFormats), 0, route);
      await context.close();
    }
  });
  // Docusaurus renders what waits for the browser (useIsBrowser) right after hydration; the
  // site's root (src/theme/Root) lets it happen in a transition, which React renders in short
  // slices after the urgent updates instead of in one long task. React never renders a transition
  // together with an ordinary update, so the commit that opens the phone navbar's menu panel comes
  // first, without the code blocks' buttons; in one ordinary update they would come together.
  it("adds the code blocks' buttons in a render of their own, after the urgent updates", async () => {
    const {page, context, pageErrors} = await openContext(site, {
      viewport: {width: 390, height: 844},
    });
    await recordReactCommits(context, () => ({
      menuPanel: document.querySelector('.navbar-sidebar') !== null,
      buttons: document.querySelectorAll('.theme-code-block button').length,
    }));
    await visit(page, site.baseUrl, PAGES['API reference']);
    const blocks = await page.locator('.theme-code-block').count();
    assert.ok(blocks > 10, `the API reference shows ${blocks} code blocks`);
    // Every block gets its copy button, once the transition is done.
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('button[aria-label="Copy code to clipboard"]').length === count,
      blocks,
    );
    const commits = await page.evaluate(() => window.reactCommits);
    const menuCommit = commits.findIndex(({menuPanel}) => menuPanel);
    const buttonsCommit = commits.findIndex(({buttons}) => buttons > 0);
    assert.ok(menuCommit !== -1, 'the menu panel appears');
    assert.ok(
      buttonsCommit > menuCommit,
      `the buttons came in commit ${buttonsCommit}, the menu panel in ${menuCommit} (of ${commits.length})`,
    );
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});

describe('image zoom', () => {
  // medium-zoom is loaded only by pages with a Markdown image (src/clientModules/imageZoom.ts).
  it('is loaded by a post with an image and not by a docs page without one', async () => {
    const zoomScripts = async (route) => {
      const {files} = await pageScripts(site, buildDir, route);
      return files.filter((file) =>
        fs.readFileSync(path.join(buildDir, file), 'utf8').includes('medium-zoom-overlay'),
      );
    };
    assert.deepEqual(await zoomScripts(PAGES['doc page']), []);
    assert.equal((await zoomScripts(PAGES['blog post'])).length, 1);
  });
});
