import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const modal = (page) => page.locator('.DocSearch-Modal');
const hits = (page) => page.locator('.DocSearch-Hit');

async function openWith(page, key) {
  await page.keyboard.press(key);
  await modal(page).waitFor({state: 'visible'});
}

describe('search modal (local index)', () => {
  it('opens with Ctrl+K and with /, and closes with Escape', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/intro/');
    await openWith(page, 'Control+k');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    // Closing returns focus to the search button, where "/" is typed text, not a shortcut.
    await page.locator('main').click({position: {x: 5, y: 5}});
    await openWith(page, '/');
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('shows grouped, highlighted hits and Enter opens the first one, with no request leaving the machine', async () => {
    const {page, context, external, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/intro/');
    await openWith(page, 'Control+k');
    await page.keyboard.type('prompt injection');
    // Hits update per keystroke; wait for the full query's marks before reading them.
    await page
      .locator('.DocSearch-Hit mark', {hasText: /^injection$/i})
      .first()
      .waitFor();
    assert.ok(
      (await page.locator('.DocSearch-Hit-source').count()) >= 1,
      'hits are grouped under section titles',
    );
    assert.ok((await page.locator('.DocSearch-Hit mark').count()) >= 1, 'matches are marked');
    const before = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href !== before, {waitUntil: 'commit'});
    await page.locator('h1').first().waitFor();
    assert.match(
      await page.locator('main').innerText(),
      /injection/i,
      'the opened page is about the query',
    );
    assert.deepEqual(external, [], 'no request left the machine');
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('leads from "See all N results" to the search page, which lists them', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    await openWith(page, 'Control+k');
    await page.keyboard.type('red team');
    const seeAll = page.getByRole('link', {name: /^See all \d+ results$/});
    await seeAll.waitFor();
    const count = Number((await seeAll.textContent()).match(/\d+/)[0]);
    await seeAll.click();
    await page.waitForURL(/\/search\/\?q=red(\+|%20)team/);
    await page.getByText(new RegExp(`^${count} documents? found$`)).waitFor();
    assert.ok((await page.locator('main article').count()) > 0, 'results are listed');
    assert.equal(
      await page.getByText('Powered by', {exact: false}).count(),
      0,
      'no Algolia mention',
    );
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('never shows "No results" for a query that has results, even while typing or loading', async () => {
    const {page, context, pageErrors} = await openContext(site);
    // A slow index makes the first keystrokes wait for it, which is when a flash would show.
    await page.route('**/search-index.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await visit(page, site.baseUrl, '/docs/intro/');
    await openWith(page, 'Control+k');
    await page.evaluate(() => {
      window.sawNoResults = false;
      new MutationObserver(() => {
        const shown = document.querySelector('.DocSearch-NoResults');
        if (shown && getComputedStyle(shown).visibility !== 'hidden') window.sawNoResults = true;
      }).observe(document.documentElement, {childList: true, subtree: true, attributes: true});
    });
    await page.keyboard.type('scan-model --fail-on', {delay: 30});
    // The full query's hits: the scan-model flag reference is among them.
    await page.locator('.DocSearch-Hit a[href*="/docs/model-audit/usage/"]').first().waitFor();
    assert.equal(await page.evaluate(() => window.sawNoResults), false);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('ranks the search page exactly as the modal does', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    await openWith(page, 'Control+k');
    await page.keyboard.type('prompt injection');
    await page
      .locator('.DocSearch-Hit mark', {hasText: /^injection$/i})
      .first()
      .waitFor();
    const pathOf = (href) => new URL(href, site.baseUrl).pathname;
    const modalPages = (
      await page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.href))
    ).map(pathOf);
    await visit(page, site.baseUrl, '/search/?q=prompt%20injection');
    await page.locator('main article h2 a').first().waitFor();
    const pagePages = (
      await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.href))
    ).map(pathOf);
    const distinct = (list) => [...new Set(list)];
    const shown = distinct(modalPages);
    assert.ok(shown.length >= 3, `the modal shows several pages: ${shown.join(', ')}`);
    // The modal shows at most five pages per section; the page lists them all in the same order.
    assert.deepEqual(
      distinct(pagePages).filter((p) => shown.includes(p)),
      shown,
      'same pages in the same order',
    );
    await context.close();
  });

  it('shows a page’s further matching sections under its row, each opening its section', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/intro/');
    await openWith(page, 'Control+k');
    await page.keyboard.type('caching');
    const children = page.locator('.DocSearch-Hit--Child');
    await children.first().waitFor();
    const rows = await hits(page).evaluateAll((items) =>
      items.map((item) => ({
        child: item.classList.contains('DocSearch-Hit--Child'),
        href: item.querySelector('a').getAttribute('href'),
      })),
    );
    const first = rows.findIndex((row) => row.child);
    const parent = rows[first - 1];
    const pageOf = (href) => href.split('#')[0];
    assert.ok(first > 0, 'a page row comes before the sections');
    assert.equal(pageOf(rows[first].href), pageOf(parent.href), 'a section follows its own page');
    for (const row of rows.filter((row) => row.child)) {
      assert.match(row.href, /#[\w-]+$/, `${row.href} opens a section`);
    }
    assert.ok(
      (await children.locator('.DocSearch-Hit-Tree').count()) >= 1,
      'the tree line marks them as sections of the page',
    );
    await children.first().locator('a').click();
    await page.waitForURL((url) => url.hash.length > 1, {waitUntil: 'commit'});
    const hash = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await page.locator(`[id="${hash}"]`).waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('says so when nothing matches', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    await openWith(page, 'Control+k');
    // DocSearch suggests the sections an earlier query matched.
    await page.keyboard.type('sharing');
    await hits(page).first().waitFor();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('zqxjvvwk');
    await page.getByText('No results found for').waitFor();
    await page.getByText('Try searching for').waitFor();
    assert.ok(
      (await page.locator('.DocSearch-Prefill').count()) > 0,
      'suggested searches are offered',
    );
    await page.getByText('Believe this query should return results?').waitFor();
    assert.equal(await page.getByRole('link', {name: 'Let us know.'}).count(), 1);
    await context.close();
  });

  it('shows the failure texts when the index cannot load, and the modal still closes and reopens', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await page.route('**/search-index.json', (route) => route.abort('failed'));
    await visit(page, site.baseUrl, '/');
    await openWith(page, 'Control+k');
    await page.keyboard.type('caching');
    await page.getByText('Unable to fetch results').waitFor();
    assert.deepEqual(pageErrors, [], 'the failure is handled, not thrown');
    await page.getByText('You might want to check your network connection.').waitFor();
    await page.keyboard.press('Escape');
    await modal(page).waitFor({state: 'detached'});
    await openWith(page, 'Control+k');
    await context.close();
  });

  it('shows the failure texts on the search page when the index cannot load', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await page.route('**/search-index.json', (route) => route.abort('failed'));
    await visit(page, site.baseUrl, '/search/?q=caching');
    await page.getByRole('alert').getByText('Unable to fetch results').waitFor();
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('renders markup typed into the query as text', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    await page.evaluate(() => {
      window.injected = false;
    });
    await openWith(page, 'Control+k');
    await page.keyboard.type('<img src=x onerror="window.injected=true">');
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
    assert.equal(await page.evaluate(() => window.injected), false);
    assert.equal(await page.locator('.DocSearch-Modal img[src="x"]').count(), 0);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});
