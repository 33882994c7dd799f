import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** The title and description of each card on the page, in order. */
const cards = (page) =>
  page.$$eval('article .card', (nodes) =>
    nodes.map((node) => ({
      title: node.querySelector('h2')?.textContent?.trim(),
      description: node.querySelector('p')?.textContent?.trim() ?? '',
    })),
  );

describe('category index cards', () => {
  // Docs pages no longer load every doc's description (plugins/lean-docs-data): a
  // category index brings its cards' descriptions with its own route data.
  it('describe each linked doc, whether the index is loaded or reached from a docs page', async () => {
    const {page, context, pageErrors, consoleErrors} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/category/guides/');
    const loaded = await cards(page);
    assert.ok(loaded.length >= 10, `${loaded.length} cards`);
    const rag = loaded.find((card) => /RAG/.test(card.title));
    assert.match(rag.description, /retriev/i);
    assert.deepEqual(
      loaded.filter((card) => card.description === ''),
      [],
      'cards without a description',
    );

    await visit(page, site.baseUrl, '/docs/intro/');
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/category/guides/"]').click();
    await page.waitForURL('**/docs/category/guides/');
    await page.locator('article .card').first().waitFor();
    assert.deepEqual(await cards(page), loaded);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
