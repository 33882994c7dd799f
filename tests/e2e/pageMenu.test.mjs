// The page menu beside the title of docs pages, posts and release notes (src/components/PageMenu)
// as a visitor uses it: copy the page as Markdown in one click, open the list from the keyboard,
// follow its links; and the Markdown copy it points at, served as Markdown. Served with the
// host's headers, so any Content-Security-Policy violation fails the test.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, openContext, seriousA11yViolations, startSite, visit} from './harness.mjs';

const SITE_URL = 'https://www.crucible.dev';
const DOC = '/docs/getting-started/';
const DOC_MARKDOWN = '/docs/getting-started.md';

/** The chunk the menu's code is built into: loaded only by pages that show the menu. */
const menuChunk = fs
  .readdirSync(path.join(buildDir, 'assets/js'))
  .find((name) =>
    fs
      .readFileSync(path.join(buildDir, 'assets/js', name), 'utf8')
      .includes('Copy page as Markdown'),
  );

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** A context that may use the clipboard, with the menu of `pathname` loaded. */
async function withMenu(pathname, options = {}) {
  const opened = await openContext(site, options);
  await opened.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: site.baseUrl,
  });
  const scripts = [];
  opened.page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await visit(opened.page, site.baseUrl, pathname);
  return {...opened, scripts};
}

const copyButton = (page) => page.getByRole('button', {name: 'Copy page', exact: true});
const toggle = (page) => page.getByRole('button', {name: 'More ways to use this page'});

describe('the page menu', () => {
  it('is built into a chunk of its own', () => {
    assert.ok(menuChunk, 'no script in build/assets/js holds the menu');
    const main = fs
      .readdirSync(path.join(buildDir, 'assets/js'))
      .filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    assert.notDeepEqual(main, [menuChunk]);
  });

  it('copies a docs page as Markdown in one click, and says so', async () => {
    const {page, context, pageErrors, cspViolations} = await withMenu(DOC);
    await copyButton(page).click();
    await page.getByRole('status').filter({hasText: 'Page copied as Markdown'}).waitFor();
    assert.equal(await copyButton(page).count(), 0, 'the button reads "Copied" for a while');
    assert.ok(await page.getByRole('button', {name: 'Copied'}).isVisible());
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, fs.readFileSync(path.join(buildDir, DOC_MARKDOWN), 'utf8'));
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(cspViolations, []);
    await context.close();
  });

  it('opens from the keyboard, reaches each item with Tab, and closes with Escape', async () => {
    const {page, context, cspViolations} = await withMenu(DOC);
    await toggle(page).focus();
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
    await page.keyboard.press('Enter');
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'true');
    const names = [];
    for (let step = 0; step < 4; step++) {
      await page.keyboard.press('Tab');
      names.push(await page.evaluate(() => document.activeElement?.textContent?.trim()));
    }
    assert.deepEqual(names, [
      'Copy page as Markdown',
      'View as Markdown (opens in a new tab)',
      'Open in ChatGPT (opens in a new tab)',
      'Open in Claude (opens in a new tab)',
    ]);
    await page.keyboard.press('Escape');
    assert.equal(await toggle(page).getAttribute('aria-expanded'), 'false');
    assert.ok(await toggle(page).evaluate((button) => button === document.activeElement));
    assert.equal(await page.getByRole('link', {name: /View as Markdown/}).isVisible(), false);
    assert.deepEqual(cspViolations, []);
    await context.close();
  });

  it('links the Markdown copy, and asks ChatGPT and Claude to read it', async () => {
    const {page, context} = await withMenu(DOC);
    await toggle(page).click();
    const href = (name) => page.getByRole('link', {name}).getAttribute('href');
    assert.equal(await href(/View as Markdown/), DOC_MARKDOWN);
    for (const [name, prefix] of [
      ['Open in ChatGPT', 'https://chatgpt.com/?q='],
      ['Open in Claude', 'https://claude.ai/new?q='],
    ]) {
      const link = await href(new RegExp(name));
      assert.ok(link.startsWith(prefix), link);
      assert.match(
        decodeURIComponent(link.slice(prefix.length)),
        /^Read https:\/\/www\.crucible\.dev\/docs\/getting-started\.md /,
      );
      assert.equal(
        await page.getByRole('link', {name: new RegExp(name)}).getAttribute('target'),
        '_blank',
      );
    }
    const alternate = await page
      .locator('link[rel="alternate"][type="text/markdown"]')
      .getAttribute('href');
    assert.equal(alternate, `${SITE_URL}${DOC_MARKDOWN}`);
    await context.close();
  });

  it('leaves the page free of serious accessibility violations, open and closed', async () => {
    const {page, context} = await withMenu(DOC);
    await copyButton(page).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await toggle(page).click();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  it('fits a 360 px screen, its list too', async () => {
    const {page, context} = await withMenu(DOC, {viewport: {width: 360, height: 740}});
    await toggle(page).click();
    const boxes = await Promise.all(
      [copyButton(page), toggle(page), page.getByRole('link', {name: /Open in Claude/})].map(
        (locator) => locator.boundingBox(),
      ),
    );
    for (const box of boxes) assert.ok(box.x >= 0 && box.x + box.width <= 360, JSON.stringify(box));
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
    await context.close();
  });

  it('is on posts, release notes and category indexes, not on lists or other pages, which never load it', async () => {
    for (const pathname of [
      '/blog/indirect-prompt-injection-in-rag/',
      '/releases/crucible-0-87-0/',
      '/docs/category/usage/',
    ]) {
      const {page, context, scripts} = await withMenu(pathname);
      await copyButton(page).waitFor();
      assert.ok(
        scripts.some((script) => script.endsWith(menuChunk)),
        pathname,
      );
      const alternate = page.locator('link[rel="alternate"][type="text/markdown"]');
      assert.equal(await alternate.getAttribute('href'), `${SITE_URL}${pathname.slice(0, -1)}.md`);
      await context.close();
    }
    for (const pathname of ['/blog/', '/releases/', '/pricing/', '/']) {
      const {page, context, scripts} = await withMenu(pathname);
      await page.waitForLoadState('networkidle');
      assert.equal(await copyButton(page).count(), 0, pathname);
      assert.ok(
        !scripts.some((script) => script.endsWith(menuChunk)),
        `${pathname} loads the menu`,
      );
      await context.close();
    }
  });
});

describe('the Markdown copies', () => {
  it('are served as Markdown in UTF-8, with the site’s security headers', async () => {
    const response = await fetch(`${site.baseUrl}${DOC_MARKDOWN}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.ok(response.headers.get('content-security-policy'));
    assert.match(await response.text(), /^# Getting started\n/);
  });
});
