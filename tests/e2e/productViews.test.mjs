// The product views where visitors meet them: in the hero of the home page and the product pages,
// and in the docs that describe each output. A view is seen without scrolling on a laptop, follows
// the hero's text on a phone, never makes a page scroll sideways, leaves the hero's text as the
// largest thing painted, and shows a failing cell's reasons to keyboard and mouse users alike.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, seriousA11yViolations, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** Pages whose hero shows a product view, and the command its caption names. */
const HERO_VIEWS = {
  '/': 'crucible view',
  '/red-teaming/': 'crucible redteam report',
  '/llm-vulnerability-scanner/': 'crucible redteam report',
  '/guardrails/': 'crucible guardrails',
  '/model-security/': 'crucible scan-model',
  '/mcp/': 'crucible mcp proxy',
};

/** Docs pages that reuse a view in their text. */
const DOCS_VIEWS = {
  '/docs/usage/web-ui/': 'crucible view',
  '/docs/red-team/quickstart/': 'crucible redteam report',
  '/docs/guides/testing-guardrails/': 'crucible guardrails',
  '/docs/model-audit/usage/': 'crucible scan-model',
  '/docs/integrations/mcp/': 'crucible mcp proxy',
};

/** Boxes of the hero's parts: its text column, last action and view (caption, first table row). */
function heroBoxes() {
  const box = (element) => {
    if (!element) return null;
    const {left, right, top, bottom} = element.getBoundingClientRect();
    return {left, right, top, bottom};
  };
  const header = document.querySelector('main header');
  const figure = header?.querySelector('figure');
  const actions = header?.querySelectorAll('h1 ~ div a, h1 ~ div button, h1 ~ div code');
  return {
    viewport: {width: innerWidth, height: innerHeight},
    heading: box(header?.querySelector('h1')),
    lastAction: box(actions?.[actions.length - 1]),
    figure: box(figure),
    caption: figure?.querySelector('figcaption')?.textContent ?? '',
    captionBox: box(figure?.querySelector('figcaption')),
    firstRow: box(figure?.querySelector('tbody tr')),
  };
}

describe('hero views on a 1350 px laptop screen', () => {
  for (const [pathname, command] of Object.entries(HERO_VIEWS)) {
    it(`${pathname} shows its sample output of ${command} above the fold`, async () => {
      const {page, context} = await openContext(site, {viewport: {width: 1350, height: 800}});
      await visit(page, site.baseUrl, pathname);
      const boxes = await page.evaluate(heroBoxes);
      assert.ok(boxes.figure, 'the hero has a product view');
      assert.match(boxes.caption, new RegExp(`^Sample output of ${command}`));
      // The caption and the first row of results are on screen before any scrolling.
      assert.ok(boxes.captionBox.top >= 0, JSON.stringify(boxes));
      assert.ok(boxes.firstRow.bottom <= boxes.viewport.height, JSON.stringify(boxes));
      await context.close();
    });
  }

  it('puts the home page’s results grid beside the quick start, not under it', async () => {
    const {page, context} = await openContext(site, {viewport: {width: 1350, height: 800}});
    await visit(page, site.baseUrl, '/');
    const boxes = await page.evaluate(heroBoxes);
    assert.ok(boxes.figure.left >= boxes.heading.right, JSON.stringify(boxes));
    assert.ok(boxes.figure.top < boxes.lastAction.bottom, JSON.stringify(boxes));
    await context.close();
  });
});

describe('hero views on a 390 px phone', () => {
  for (const pathname of Object.keys(HERO_VIEWS)) {
    it(`${pathname} shows its view after the hero's text and buttons`, async () => {
      const {page, context} = await openContext(site, {viewport: {width: 390, height: 844}});
      await visit(page, site.baseUrl, pathname);
      const boxes = await page.evaluate(heroBoxes);
      assert.ok(boxes.figure.top >= boxes.lastAction.bottom, JSON.stringify(boxes));
      assert.ok(boxes.figure.right <= 390, JSON.stringify(boxes));
      await context.close();
    });
  }
});

describe('pages with a view on a 360 px phone', () => {
  it('scroll only down: wide tables scroll inside their own box', async () => {
    const {page, context} = await openContext(site, {viewport: {width: 360, height: 740}});
    const tooWide = {};
    const boxes = {};
    for (const pathname of [...Object.keys(HERO_VIEWS), ...Object.keys(DOCS_VIEWS)]) {
      await visit(page, site.baseUrl, pathname);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) tooWide[pathname] = width;
      // Some table is wider than the screen, and its box scrolls instead of the page.
      boxes[pathname] = await page.evaluate(() =>
        [...document.querySelectorAll('figure [role="group"]')].some(
          (box) => box.scrollWidth > box.clientWidth,
        ),
      );
    }
    assert.deepEqual(tooWide, {}, 'pages wider than a 360 px screen');
    assert.ok(Object.values(boxes).some(Boolean), 'no table needed its own scrolling');
    await context.close();
  });
});

describe('the hero’s text stays the largest paint', () => {
  for (const viewport of [
    {width: 1350, height: 800},
    {width: 390, height: 844},
  ]) {
    it(`on every page with a hero view at ${viewport.width} px`, async () => {
      const {page, context} = await openContext(site, {viewport});
      const inView = {};
      for (const pathname of Object.keys(HERO_VIEWS)) {
        await visit(page, site.baseUrl, pathname);
        inView[pathname] = await page.evaluate(
          () =>
            new Promise((resolve) => {
              new PerformanceObserver((list) => {
                const last = list.getEntries().at(-1);
                resolve(
                  last?.element
                    ? `${last.element.tagName} in figure: ${Boolean(last.element.closest('figure'))}`
                    : 'none',
                );
              }).observe({type: 'largest-contentful-paint', buffered: true});
            }),
        );
      }
      for (const [pathname, element] of Object.entries(inView)) {
        assert.match(element, /in figure: false$/, `${pathname}: ${element}`);
      }
      await context.close();
    });
  }
});

describe('a failing cell of the results grid', () => {
  /** The reasons of the first failing cell: their box, and whether they show at all. */
  const reasons = (page) =>
    page.evaluate(() => {
      const button = [...document.querySelectorAll('figure button')].find(
        (candidate) => candidate.textContent === 'Why it failed',
      );
      const list = document.getElementById(button.getAttribute('aria-describedby'));
      const {width, height} = list.getBoundingClientRect();
      return {shown: width > 50 && height > 10, text: list.textContent};
    });

  it('shows its reasons when the keyboard reaches its button, and hides them after', async () => {
    const {page, context} = await openContext(site, {viewport: {width: 1350, height: 800}});
    await visit(page, site.baseUrl, '/');
    assert.equal((await reasons(page)).shown, false, 'reasons hidden before focus');
    await page.getByRole('link', {name: 'Red team your app'}).focus();
    let focused = '';
    for (let presses = 0; presses < 6 && focused !== 'Why it failed'; presses++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    }
    assert.equal(focused, 'Why it failed', 'Tab from the hero reaches the first failing cell');
    const shown = await reasons(page);
    assert.equal(shown.shown, true);
    assert.match(shown.text, /llm-rubric scored 0\.50, below 0\.8/);
    assert.deepEqual(await seriousA11yViolations(page), [], 'axe with the reasons shown');
    await page.keyboard.press('Tab');
    assert.equal((await reasons(page)).shown, false, 'reasons hidden once focus moves on');
    await context.close();
  });

  it('shows its reasons while the pointer is over the cell, and keeps them after a tap', async () => {
    const {page, context} = await openContext(site, {viewport: {width: 390, height: 844}});
    await visit(page, site.baseUrl, '/docs/usage/web-ui/');
    const cell = page.locator('figure td', {has: page.getByRole('button')}).first();
    await cell.hover();
    assert.equal((await reasons(page)).shown, true, 'shown on hover');
    await page.mouse.move(0, 0);
    assert.equal((await reasons(page)).shown, false, 'hidden when the pointer leaves');
    await cell.getByRole('button').click();
    await page.locator('h1').click();
    assert.equal((await reasons(page)).shown, true, 'still shown after a tap elsewhere');
    await context.close();
  });
});

describe('docs pages that describe an output', () => {
  for (const [pathname, command] of Object.entries(DOCS_VIEWS)) {
    it(`${pathname} shows sample output of ${command} in its text`, async () => {
      const {page, context} = await openContext(site);
      await visit(page, site.baseUrl, pathname);
      const caption = await page.locator('article figure figcaption').first().textContent();
      assert.match(caption, new RegExp(`^Sample output of ${command}`));
      await context.close();
    });
  }
});
