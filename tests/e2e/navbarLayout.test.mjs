// The navbar's controls as a visitor sees them, from a 360 px phone to a wide desktop: each one
// whole, inside the screen and clear of the others, with the widest star count the widget shows.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const PHONE_WIDTHS = [360, 390];
const WIDTHS = [...PHONE_WIDTHS, 768, 997, 1350];
const PAGES = ['/', '/docs/intro/'];

// Formats as "999.9k", the longest text the stars widget shows (starCount.ts caps the count).
const WIDEST_STARS = 999_900;
const WIDEST_STARS_TEXT = '999.9k';

/**
 * Every visible control of the navbar's top bar (not the closed phone menu or a closed dropdown),
 * with its box and the parts of it that do not show whole: a descendant box that sticks out of the
 * control, or an element whose content is wider than its box (truncated or clipped text).
 */
function visibleControls() {
  const inner = document.querySelector('nav.navbar .navbar__inner');
  const box = (element) => {
    const {left, right, top, bottom, width, height} = element.getBoundingClientRect();
    return {left, right, top, bottom, width, height};
  };
  const describe = (element) =>
    element.getAttribute('aria-label') ||
    element.textContent.trim() ||
    element.className.toString() ||
    element.tagName;
  return [...inner.querySelectorAll('a, button')]
    .filter((element) => element.checkVisibility({visibilityProperty: true}))
    .filter((element) => element.getClientRects().length > 0 && box(element).width > 0)
    .map((element) => {
      const own = box(element);
      const cutOff = [element, ...element.querySelectorAll('*')]
        // Visually hidden text (1 px, clipped) is there for screen readers only.
        .filter((part) => box(part).width > 1 && box(part).height > 1)
        .filter((part) => part.checkVisibility({visibilityProperty: true}))
        .filter((part) => {
          const {left, right, top, bottom} = box(part);
          const sticksOut =
            left < own.left - 0.5 ||
            right > own.right + 0.5 ||
            top < own.top - 0.5 ||
            bottom > own.bottom + 0.5;
          const overflows = part.scrollWidth > part.clientWidth;
          return sticksOut || overflows;
        })
        .map(describe);
      return {name: describe(element), box: own, cutOff};
    });
}

function overlap(a, b) {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  // Half a pixel of tolerance: neighbours laid out side by side meet at fractional positions.
  return across > 0.5 && down > 0.5;
}

describe('navbar layout', () => {
  for (const width of WIDTHS) {
    for (const pathname of PAGES) {
      it(`at ${width} px on ${pathname}, every control shows whole, on screen and apart`, async () => {
        const {page, context} = await openContext(site, {
          viewport: {width, height: 800},
          stars: WIDEST_STARS,
        });
        await visit(page, site.baseUrl, pathname);
        const count = page.locator('.navbar__inner').getByTestId('github-stars-count');
        await page.waitForFunction(
          (text) =>
            document.querySelector('.navbar__inner [data-testid="github-stars-count"]')
              ?.textContent === text,
          WIDEST_STARS_TEXT,
        );

        const controls = await page.evaluate(visibleControls);
        const names = controls.map((control) => control.name);
        for (const expected of ['Crucible', 'Search', `Star${WIDEST_STARS_TEXT}`]) {
          assert.ok(
            names.some((name) => name.includes(expected)),
            `${expected} is in the bar: ${names}`,
          );
        }

        const viewport = await page.evaluate(() => ({
          width: document.documentElement.clientWidth,
          height: window.innerHeight,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }));
        assert.ok(viewport.sideways <= 0, `the page scrolls sideways by ${viewport.sideways} px`);

        for (const {name, box, cutOff} of controls) {
          assert.ok(
            box.left >= 0 && box.right <= viewport.width && box.top >= 0,
            `${name} lies outside the screen: ${JSON.stringify(box)}`,
          );
          assert.deepEqual(cutOff, [], `parts of ${name} are cut off`);
        }
        for (const [index, a] of controls.entries()) {
          for (const b of controls.slice(index + 1)) {
            assert.ok(!overlap(a.box, b.box), `${a.name} and ${b.name} overlap`);
          }
        }

        // The count itself, whole and inside its button.
        const stars = page.locator('.navbar__inner [data-testid="github-stars"]');
        const [countBox, starsBox, countOverflow] = await Promise.all([
          count.boundingBox(),
          stars.boundingBox(),
          count.evaluate((element) => element.scrollWidth - element.clientWidth),
        ]);
        assert.ok(countOverflow <= 0, `the star count is clipped by ${countOverflow} px`);
        assert.ok(
          countBox.x >= starsBox.x && countBox.x + countBox.width <= starsBox.x + starsBox.width,
          'the star count sticks out of its button',
        );
        await context.close();
      });
    }
  }

  for (const width of PHONE_WIDTHS) {
    it(`at ${width} px, the bar's controls keep their names`, async () => {
      const {page, context} = await openContext(site, {
        viewport: {width, height: 800},
        stars: WIDEST_STARS,
      });
      await visit(page, site.baseUrl, '/docs/intro/');
      const bar = page.locator('.navbar__inner');
      for (const control of [
        bar.getByRole('button', {name: 'Toggle navigation bar', exact: true}),
        bar.getByRole('link', {name: 'Crucible logo Crucible', exact: true}),
        bar.getByRole('button', {name: 'Search (Control+k)', exact: true}),
        bar.getByRole('link', {
          name: `Star ${WIDEST_STARS_TEXT} GitHub stars for Crucible`,
          exact: true,
        }),
      ]) {
        await control.waitFor({state: 'visible'});
      }
      await context.close();
    });
  }
});
