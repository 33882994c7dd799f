// Hostile input against the built site, as a penetration tester would try it: markup in page text
// that search shows and stores, blocked or corrupt browser storage, a malformed URL fragment, and a
// query longer than search reads. Nothing may run script, crash a page or leave search dead.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openContext, startSite, visit} from './harness.mjs';

const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {buildIndex} = load('../../plugins/local-search/buildIndex.ts');

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const PAYLOAD = '<img src=x onerror="window.injected=true">';

/** An index with one page whose heading and text show a payload as an example, as a red-team page would. */
function plantedIndex() {
  const page = {
    path: '/docs/planted/',
    lvl0: 'Docs',
    title: `Payload examples ${PAYLOAD}`,
    label: '',
    description: '',
    keywords: '',
    codeIds: '',
    docusaurus_tag: 'docs-default-current',
    language: 'en',
    sections: [
      {anchor: '', lvl2: '', lvl3: '', type: 'lvl1', text: `The attack ${PAYLOAD} is shown.`},
    ],
  };
  return JSON.stringify(buildIndex([page]));
}

async function openSearch(page) {
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Modal').waitFor();
}

describe('hostile input', () => {
  it('shows markup from page text as text, in hits and in recent searches, and never runs it', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await page.route('**/search-index.json', (route) =>
      route.fulfill({contentType: 'application/json', body: plantedIndex()}),
    );
    await visit(page, site.baseUrl, '/');
    await page.evaluate(() => {
      window.injected = false;
    });
    await openSearch(page);
    await page.keyboard.type('payload examples');
    const hit = page.locator('.DocSearch-Hit').first();
    await hit.waitFor();
    assert.match(await hit.innerText(), /<img src=x onerror="window\.injected=true">/);
    // Opening the hit stores it as a recent search, rendered from the stored hit on the next open.
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/docs\/planted\//);
    await visit(page, site.baseUrl, '/');
    await page.evaluate(() => {
      window.injected = false;
    });
    await openSearch(page);
    const recent = page.locator('.DocSearch-Hit', {hasText: 'Payload examples'}).first();
    await recent.waitFor();
    assert.match(await recent.innerText(), /<img src=x/);
    assert.equal(await page.locator('.DocSearch-Modal img[src="x"]').count(), 0);
    assert.equal(await page.evaluate(() => window.injected), false);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('opens search when the browser blocks site data', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await page.addInitScript(() =>
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      }),
    );
    await visit(page, site.baseUrl, '/docs/intro/');
    await openSearch(page);
    await page.keyboard.type('caching');
    await page.locator('.DocSearch-Hit').first().waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('opens search over corrupt recent searches, clearing only the bad entries', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', '1');
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__local', '{"bad": [1,2');
      localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', '[{"hierarchy": null}]');
      localStorage.setItem('unrelated', 'kept');
    });
    await visit(page, site.baseUrl, '/docs/intro/');
    await openSearch(page);
    await page.keyboard.type('caching');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const keys = await page.evaluate(() => Object.keys(localStorage));
    assert.ok(keys.includes('unrelated'), 'other entries stay');
    assert.ok(!keys.includes('__DOCSEARCH_FAVORITE_SEARCHES__local'), 'the bad entry is gone');
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('survives a malformed URL fragment, typed or clicked', async () => {
    const {page, context} = await openContext(site);
    await page.goto(`${site.baseUrl}/docs/intro/#%E0%A4%A`);
    await page.locator('h1').first().waitFor();
    // The link goes in after hydration: injected earlier, React's hydration can drop it.
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '#%E0%A4%A';
      link.id = 'malformed';
      link.textContent = 'malformed';
      document.querySelector('main').prepend(link);
    });
    await page.click('#malformed');
    await page.locator('h1').first().waitFor();
    assert.equal(await page.getByText('This page crashed.').count(), 0);
    await context.close();
  });

  it('answers a pasted error message longer than search reads, and says which words it searched', async () => {
    const {page, context, pageErrors} = await openContext(site);
    const pasted = `redteam.injectVar is required when the prompt uses more than one var ${'x'.repeat(250)}`;
    await visit(page, site.baseUrl, `/search/?q=${encodeURIComponent(pasted)}`);
    await page.locator('main article h2 a').first().waitFor();
    await page.getByText(/^Only the first \d+ words were searched/).waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});
