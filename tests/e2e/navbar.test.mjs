import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, recordReactCommits, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const DROPDOWNS = {
  Products: [
    ['Red teaming', '/red-teaming/'],
    ['Guardrails', '/guardrails/'],
    ['Model security', '/model-security/'],
    ['MCP proxy', '/mcp/'],
    ['Evaluations', '/docs/getting-started/'],
  ],
  Company: [
    ['About', '/about/'],
    ['Blog', '/blog/'],
    ['Release notes', '/docs/releases/'],
    ['Press', '/press/'],
    ['Contact', '/contact/'],
    ['Careers', '/careers/'],
  ],
  Resources: [
    ['Docs', '/docs/intro/'],
    ['API reference', '/docs/api-reference/'],
    ['Foundation model reports', 'https://models.crucible.dev'],
    ['LLM security database', 'https://lmdb.crucible.dev'],
    ['GitHub', 'https://github.com/crucible-ai/crucible'],
    ['Discord community', 'https://discord.gg/crucible'],
  ],
};

describe('navbar on desktop', () => {
  for (const [label, links] of Object.entries(DROPDOWNS)) {
    it(`${label} opens on click and lists its links`, async () => {
      const {page, context, pageErrors} = await openContext(site);
      await visit(page, site.baseUrl, '/');
      const dropdown = page.locator('.navbar__item.dropdown', {
        has: page.getByRole('button', {name: label, exact: true}),
      });
      const menu = dropdown.locator('.dropdown__menu');
      assert.equal(await menu.isVisible(), false, `${label} menu is closed before the click`);
      await dropdown.getByRole('button', {name: label, exact: true}).click();
      await menu.waitFor({state: 'visible'});
      const items = await menu
        .locator('a')
        .evaluateAll((anchors) =>
          anchors.map((a) => [a.textContent.trim(), a.getAttribute('href')]),
        );
      assert.deepEqual(items, links);
      await page.mouse.click(5, 700);
      await menu.waitFor({state: 'hidden'});
      assert.deepEqual(pageErrors, []);
      await context.close();
    });
  }

  it('navigates to a page chosen from a dropdown', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    await page.getByRole('button', {name: 'Company', exact: true}).click();
    await page.locator('.dropdown__menu').getByRole('link', {name: 'About'}).click();
    await page.waitForURL(`${site.baseUrl}/about/`);
    assert.match(await page.title(), /\| Crucible$/);
    await context.close();
  });

  it('has Pricing, Log in to the hosted app, a search button and a skip link', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/intro/');
    const navbar = page.locator('nav.navbar');
    assert.equal(
      await navbar.getByRole('link', {name: 'Pricing'}).getAttribute('href'),
      '/pricing/',
    );
    assert.equal(
      await navbar.getByRole('link', {name: 'Log in'}).getAttribute('href'),
      'https://app.crucible.dev',
    );
    assert.equal(await navbar.getByRole('button', {name: /^Search/}).isVisible(), true);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    assert.equal(await skip.evaluate((el) => el === document.activeElement), true);
    await context.close();
  });

  it('hides on scroll down and comes back on scroll up', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/getting-started/');
    const navbarTop = () =>
      page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
    assert.ok((await navbarTop()) > 0, 'navbar visible at the top');
    // The theme hides the navbar on the second of two downward scroll events.
    await page.mouse.move(600, 400);
    await page.mouse.wheel(0, 300);
    await page.waitForFunction(() => window.scrollY >= 300);
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(
      () => document.querySelector('nav.navbar').getBoundingClientRect().bottom <= 0,
    );
    await page.mouse.wheel(0, -300);
    await page.waitForFunction(
      () => document.querySelector('nav.navbar').getBoundingClientRect().bottom > 0,
    );
    await context.close();
  });
});

describe('navbar on mobile', () => {
  it('uses the hamburger at 996 px and the desktop bar at 997 px', async () => {
    for (const [width, mobile] of [
      [996, true],
      [997, false],
    ]) {
      const {page, context} = await openContext(site, {viewport: {width, height: 800}});
      await visit(page, site.baseUrl, '/');
      const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
      assert.equal(await toggle.isVisible(), mobile, `hamburger at ${width} px`);
      assert.equal(
        await page.locator('.navbar__items .dropdown').first().isVisible(),
        !mobile,
        `desktop dropdowns at ${width} px`,
      );
      await context.close();
    }
  });

  it('does not render the navbar items again as a phone-width page becomes interactive', async () => {
    // Once hydrated, the navbar starts rendering its mobile menu; the items themselves are memoized
    // (src/theme/NavbarItem), so their links keep the props React gave them while hydrating. React
    // swaps a DOM node's props object whenever its component renders again. The props are read in
    // React's first commit, the hydration's, through the hook React calls for developer tools.
    const {page, context, pageErrors} = await openContext(site, {
      viewport: {width: 390, height: 844},
    });
    await recordReactCommits(context, () =>
      [...document.querySelectorAll('.navbar__inner a')].map((link) => [
        link,
        link[Object.keys(link).find((key) => key.startsWith('__reactProps$'))],
      ]),
    );
    const itemNames = new Set(['Pricing', 'Log in']);
    for (const [dropdown, entries] of Object.entries(DROPDOWNS)) {
      itemNames.add(dropdown);
      for (const [name] of entries) itemNames.add(name);
    }
    for (const route of ['/', '/docs/getting-started/']) {
      await visit(page, site.baseUrl, route);
      // The menu's panel appears in the same update that used to render the items again.
      await page.locator('.navbar-sidebar').waitFor({state: 'attached'});
      const links = await page.evaluate(() => {
        const propsOf = (node) =>
          node[Object.keys(node).find((key) => key.startsWith('__reactProps$'))];
        return window.reactCommits[0].map(([link, props]) => ({
          name: link.textContent.trim(),
          renderedAgain: !link.isConnected || propsOf(link) !== props,
        }));
      });
      const items = links.filter(({name}) => itemNames.has(name));
      assert.equal(items.length, itemNames.size, `every navbar item's link on ${route}`);
      assert.deepEqual(
        items.filter(({renderedAgain}) => renderedAgain).map(({name}) => name),
        [],
        `navbar links rendered again on ${route}`,
      );
    }
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('opens a sidebar with the docs menu and "Back to main menu"', async () => {
    const {page, context, pageErrors} = await openContext(site, {
      viewport: {width: 390, height: 844},
    });
    await visit(page, site.baseUrl, '/docs/installation/');
    const sidebar = page.locator('.navbar-sidebar');
    // The docs menu's items are rendered when it is first opened, not while the page starts
    // (src/theme/DocSidebar/Mobile).
    await page.waitForTimeout(500);
    assert.equal(await sidebar.locator('.theme-doc-sidebar-menu a').count(), 0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await sidebar.waitFor({state: 'visible'});
    const back = sidebar.getByRole('button', {name: /Back to main menu/});
    await back.waitFor({state: 'visible'});
    assert.equal(
      await sidebar.getByRole('link', {name: 'Getting started'}).first().isVisible(),
      true,
    );
    await back.click();
    await sidebar.getByRole('button', {name: 'Products'}).waitFor({state: 'visible'});
    await sidebar.getByRole('button', {name: 'Products'}).click();
    await sidebar.getByRole('link', {name: 'Red teaming', exact: true}).click();
    await page.waitForURL(`${site.baseUrl}/red-teaming/`);
    await sidebar.waitFor({state: 'hidden'});
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('closes the menu when a docs link in it is followed, again after client-side navigation', async () => {
    // The menu's items keep one click handler across renders (src/theme/DocSidebarItems), which
    // must still be the current one after client-side navigation.
    const {page, context, pageErrors} = await openContext(site, {
      viewport: {width: 390, height: 844},
    });
    await visit(page, site.baseUrl, '/docs/installation/');
    const sidebar = page.locator('.navbar-sidebar');
    for (const [name, path] of [
      ['Getting started', '/docs/getting-started/'],
      ['Installation', '/docs/installation/'],
    ]) {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await sidebar.waitFor({state: 'visible'});
      await sidebar.getByRole('link', {name, exact: true}).first().click();
      await page.waitForURL(`${site.baseUrl}${path}`);
      await sidebar.waitFor({state: 'hidden'});
    }
    assert.deepEqual(pageErrors, []);
    await context.close();
  });
});
