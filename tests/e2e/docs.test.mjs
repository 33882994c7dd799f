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

describe('docs sidebars', () => {
  /** The hrefs of the docs sidebar's links on the page. */
  const sidebarLinks = (page) =>
    page.$$eval('.theme-doc-sidebar-menu a[href]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
  /** Client-side navigation, as a link click makes it, without needing a link on the page. */
  const navigate = (page, path) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

  // Each layout route carries only its own sidebar (plugins/lean-docs-data), so a page must
  // show its sidebar whether loaded directly or reached from a page of another sidebar.
  it("show each page's own sidebar, loaded directly or reached from another sidebar", async () => {
    const {page, context, pageErrors, consoleErrors} = await openContext(site);
    const expectations = [
      ['/docs/getting-started/', '/docs/installation/', '/docs/red-team/architecture/'],
      ['/docs/red-team/architecture/', '/docs/category/red-teaming/', '/docs/installation/'],
      ['/docs/category/red-teaming/', '/docs/red-team/architecture/', '/docs/installation/'],
      ['/docs/enterprise/authentication/', '/docs/enterprise/audit-logging/', '/docs/intro/'],
    ];
    for (const [path, present, absent] of expectations) {
      await visit(page, site.baseUrl, path);
      const loaded = await sidebarLinks(page);
      assert.ok(loaded.includes(present), `${path} loaded: no ${present} in its sidebar`);
      assert.ok(!loaded.includes(absent), `${path} loaded: ${absent} in its sidebar`);
    }
    // Now each page reached from the one before it, without a page load.
    await visit(page, site.baseUrl, '/docs/intro/');
    for (const [path, present, absent] of [...expectations, expectations[0]]) {
      await navigate(page, path);
      await page.waitForFunction(
        ([href, gone]) => {
          const hrefs = [...document.querySelectorAll('.theme-doc-sidebar-menu a[href]')].map(
            (link) => link.getAttribute('href'),
          );
          return hrefs.includes(href) && !hrefs.includes(gone);
        },
        [present, absent],
      );
      assert.equal(new URL(page.url()).pathname, path);
    }
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
