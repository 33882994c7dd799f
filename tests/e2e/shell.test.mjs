import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, openContext, startSite, visit, waitUntil} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

const starCount = (page) => page.getByTestId('github-stars-count');
const showsStars = (page, text) =>
  page.waitForFunction(
    (expected) =>
      document.querySelector('[data-testid="github-stars-count"]')?.textContent === expected,
    text,
  );

describe('GitHub stars widget', () => {
  it('shows the fetched count as N.Nk and caches it for the next page load', async () => {
    const {page, context, githubRequests, consoleErrors} = await openContext(site, {stars: 12_345});
    await visit(page, site.baseUrl, '/');
    await showsStars(page, '12.3k');
    const cache = JSON.parse(
      await page.evaluate(() => localStorage.getItem('crucible.githubStars')),
    );
    assert.equal(cache.count, '12.3k');
    assert.ok(Math.abs(cache.timestamp - Date.now()) < 60_000, 'cache timestamp is now');
    await visit(page, site.baseUrl, '/pricing/');
    assert.equal(await starCount(page).textContent(), '12.3k');
    assert.equal(githubRequests.length, 1, 'the second page load used the cache');
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it('shows a plain number below 1000', async () => {
    const {page, context} = await openContext(site, {stars: 742});
    await visit(page, site.baseUrl, '/');
    await showsStars(page, '742');
    await context.close();
  });

  it('fetches again when the cached count is older than 24 hours', async () => {
    const stale = JSON.stringify({count: '7.7k', timestamp: Date.now() - 86_400_001});
    const {page, context, githubRequests} = await openContext(site, {
      stars: 9999,
      storage: {'crucible.githubStars': stale},
    });
    await visit(page, site.baseUrl, '/');
    await showsStars(page, '10.0k');
    assert.equal(githubRequests.length, 1);
    await context.close();
  });

  it('drops a cached count it would never write, shows 8.6k and keeps the page its width', async () => {
    const forged = JSON.stringify({count: '9'.repeat(5000), timestamp: Date.now()});
    const {page, context, pageErrors} = await openContext(site, {
      github: () => new Promise(() => {}), // the API never answers: only the cache could change 8.6k
      storage: {'crucible.githubStars': forged},
    });
    await visit(page, site.baseUrl, '/');
    await page.waitForFunction(() => localStorage.getItem('crucible.githubStars') === null);
    assert.equal(await starCount(page).textContent(), '8.6k');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('aborts after 5 seconds without an answer and keeps the default 8.6k', async () => {
    let sentAt = 0;
    const {page, context, githubRequests, consoleErrors, pageErrors} = await openContext(site, {
      github: () => {
        sentAt = Date.now(); // when the request left, not when the page finished hydrating
        return new Promise(() => {}); // the API never answers
      },
    });
    const failed = new Promise((resolve) =>
      page.on('requestfailed', (request) => {
        if (request.url().includes('api.github.com')) resolve(Date.now());
      }),
    );
    await visit(page, site.baseUrl, '/');
    assert.equal(githubRequests.length, 1);
    const abortedAt = await failed;
    assert.ok(abortedAt - sentAt >= 4000, `aborted after ${abortedAt - sentAt} ms`);
    assert.equal(await starCount(page).textContent(), '8.6k');
    assert.deepEqual(consoleErrors, [], 'an abort is not logged');
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('keeps the default and logs when the API fails', async () => {
    const {page, context, consoleErrors, consoleWarnings} = await openContext(site, {
      github: (route) => route.fulfill({status: 403, json: {message: 'API rate limit exceeded'}}),
    });
    await visit(page, site.baseUrl, '/');
    // The browser reports the 403 itself; the widget adds one warning of its own, not an error,
    // since the page still shows a count.
    await waitUntil(() => consoleWarnings.some((text) => text.includes('GitHub star count')));
    assert.equal(await starCount(page).textContent(), '8.6k');
    assert.equal(consoleWarnings.filter((text) => text.includes('GitHub star count')).length, 1);
    assert.equal(consoleErrors.filter((text) => text.includes('GitHub star count')).length, 0);
    await context.close();
  });
});

describe('announcement bar', () => {
  it('stays dismissed after a reload once closed', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    const bar = page.getByRole('banner').filter({hasText: 'Crucible 0.87.0 is out'});
    await bar.waitFor({state: 'visible'});
    await bar.getByRole('button', {name: 'Close'}).click();
    await bar.waitFor({state: 'detached'});
    await visit(page, site.baseUrl, '/docs/intro/');
    assert.equal(await page.getByText('Crucible 0.87.0 is out').count(), 0);
    await context.close();
  });
});

describe('keyboard-navigation marker', () => {
  it('is set on Tab and cleared by a mouse press', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/docs/intro/');
    const marked = () =>
      page.evaluate(() => document.body.classList.contains('navigation-with-keyboard'));
    assert.equal(await marked(), false);
    await page.keyboard.press('Tab');
    assert.equal(await marked(), true);
    await page.mouse.down();
    await page.mouse.up();
    assert.equal(await marked(), false);
    await context.close();
  });
});

describe('image zoom', () => {
  const POST = '/blog/indirect-prompt-injection-in-rag/';
  const zoomOpen = (page) =>
    page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));

  async function openZoom(page) {
    const image = page.locator('.markdown img').first();
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector('.markdown img')?.classList.contains('medium-zoom-image'),
    );
    // medium-zoom ignores close requests until its opening animation has ended.
    const opened = image.evaluate(
      (img) =>
        new Promise((resolve) => img.addEventListener('medium-zoom:opened', resolve, {once: true})),
    );
    await image.click();
    await opened;
    assert.equal(await zoomOpen(page), true);
  }

  it('opens on click and closes on Escape', async () => {
    const {page, context, pageErrors} = await openContext(site);
    await visit(page, site.baseUrl, POST);
    await openZoom(page);
    const background = await page
      .locator('.medium-zoom-overlay')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(background, 'rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
    assert.deepEqual(pageErrors, []);
    await context.close();
  });

  it('stays open for a small scroll and closes after scrolling more than 40 px', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, POST);
    await openZoom(page);
    const y = await page.evaluate(() => window.scrollY);
    await page.evaluate((top) => window.scrollTo(0, top + 30), y);
    await page.waitForTimeout(100);
    assert.equal(await zoomOpen(page), true, 'still open after 30 px');
    await page.evaluate((top) => window.scrollTo(0, top + 45), y);
    await page.waitForFunction(() => !document.body.classList.contains('medium-zoom--opened'));
    await context.close();
  });
});

describe('redirects and not found', () => {
  for (const [from, to] of [
    ['/docs', '/docs/intro/'],
    ['/docs/category/troubleshooting/', '/docs/usage/troubleshooting/'],
  ]) {
    it(`${from} redirects to ${to}`, async () => {
      const {page, context} = await openContext(site);
      await page.goto(site.baseUrl + from);
      await page.waitForURL(site.baseUrl + to);
      await context.close();
    });
  }

  it('/vegas-contact redirects to the external booking page, by HTTP and by its fallback page', async () => {
    // The host answers with a 301 (a browser follows it to the outside, where the test cannot go).
    const response = await fetch(`${site.baseUrl}/vegas-contact/`, {redirect: 'manual'});
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), 'https://meet.crucible.dev/vegas/');
    // A host without the rules serves the client-side page, which sends the browser on.
    const fallback = fs.readFileSync(path.join(buildDir, 'vegas-contact/index.html'), 'utf8');
    assert.match(fallback, /https:\/\/meet\.crucible\.dev\/vegas\//);
  });

  it('shows the not-found page for an unknown path', async () => {
    const {page, context} = await openContext(site);
    const response = await visit(page, site.baseUrl, '/no-such-page/');
    assert.equal(response.status(), 404);
    assert.equal(await page.getByRole('heading', {level: 1}).textContent(), 'Page Not Found');
    await context.close();
  });
});

describe('analytics', () => {
  it('configures gtag with IP anonymisation and sends page_view on client navigation', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    const config = await page.evaluate(() =>
      window.dataLayer.map((args) => Array.from(args)).find((args) => args[0] === 'config'),
    );
    assert.deepEqual(config[2], {anonymize_ip: true});
    await page.locator('footer').getByRole('link', {name: 'Pricing'}).click();
    await page.waitForURL(`${site.baseUrl}/pricing/`);
    await page.waitForFunction(() =>
      window.dataLayer.some((args) => args[0] === 'event' && args[1] === 'page_view'),
    );
    const pagePath = await page.evaluate(() =>
      window.dataLayer
        .map((args) => Array.from(args))
        .findLast((args) => args[0] === 'set' && args[1] === 'page_path'),
    );
    assert.equal(pagePath[2], '/pricing/');
    await context.close();
  });
});

describe('code highlighting', () => {
  const bashTokens = (page) =>
    page.locator('pre code.language-bash .token, pre.language-bash code .token').count();

  it('is in the static HTML of a page with code', async () => {
    const {page, context} = await openContext(site);
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(`${site.baseUrl}/docs/getting-started/`);
    assert.ok((await bashTokens(page)) > 0, 'no highlighted bash tokens before any script ran');
    await context.close();
  });

  it('is built into the page, so reading docs never loads the highlighter', async () => {
    const {page, context} = await openContext(site);
    // The highlighter sets up a global Prism when it loads (src/theme/prism-include-languages).
    const prismLoaded = () => page.evaluate(() => typeof window.Prism !== 'undefined');
    await visit(page, site.baseUrl, '/');
    // Coloured tokens are there without any highlighter running in the page.
    await page.locator('pre.language-yaml .token.atrule').first().waitFor();
    assert.equal(await prismLoaded(), false, 'the home page loaded Prism');
    await visit(page, site.baseUrl, '/about/');
    await page.locator('main a[href="/docs/getting-started/"]').first().click();
    await page.waitForURL(`${site.baseUrl}/docs/getting-started/`);
    // Bash is one of the extra languages, not one prism-react-renderer bundles.
    await page.locator('pre.language-bash .token.function').first().waitFor();
    assert.equal(await prismLoaded(), false, 'a docs page loaded Prism');
    await context.close();
  });

  it('highlights the examples the API reference computes at build time too', async () => {
    const {page, context, pageErrors, consoleErrors} = await openContext(site);
    // The API reference builds its example requests and responses from the OpenAPI file.
    await visit(page, site.baseUrl, '/docs/api-reference/');
    const example = page.locator('pre.language-json').first();
    assert.ok(
      (await example.locator('.token.property').count()) > 0,
      'the example lost its colours',
    );
    // Hydrated: the copy button reacts.
    await example.hover();
    await page.locator('button[aria-label="Copy code to clipboard"]').first().click();
    await page.locator('button[aria-label="Copied"]').first().waitFor();
    assert.equal(await page.evaluate(() => typeof window.Prism), 'undefined');
    assert.deepEqual([...pageErrors, ...consoleErrors], []);
    await context.close();
  });

  it('keeps the server-rendered code blocks instead of rendering them a second time', async () => {
    const {page, context} = await openContext(site);
    await page.addInitScript(() => {
      window.replacedCodeBlocks = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node.nodeType === Node.ELEMENT_NODE && node.querySelector('pre code')) {
              window.replacedCodeBlocks += 1;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await visit(page, site.baseUrl, '/docs/getting-started/');
    // The theme re-rendered code blocks in an effect after hydration; give effects time to run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    assert.equal(await page.evaluate(() => window.replacedCodeBlocks), 0);
    await context.close();
  });
});

describe('link prefetching', () => {
  it('on a phone, does not take the links of the closed menu for links on screen', async () => {
    const {page, context} = await openContext(site, {viewport: {width: 390, height: 844}});
    // Docusaurus prefetches a link's page once an IntersectionObserver reports the link, so
    // record every link any observer reports while the page loads and hydrates.
    await page.addInitScript(() => {
      window.reportedLinks = [];
      const Original = window.IntersectionObserver;
      window.IntersectionObserver = class extends Original {
        constructor(callback, options) {
          super((entries, observer) => {
            for (const entry of entries) {
              if (entry.isIntersecting || entry.intersectionRatio > 0) {
                window.reportedLinks.push(entry.target);
              }
            }
            callback(entries, observer);
          }, options);
        }
      };
    });
    await visit(page, site.baseUrl, '/docs/getting-started/');
    // The menu mounts once the page knows it is on a phone; observers report on the next frames.
    await page.waitForFunction(() => document.querySelectorAll('.navbar-sidebar a[href]').length);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const [menuLinks, reportedMenuLinks] = await page.evaluate(() => [
      document.querySelectorAll('.navbar-sidebar a[href]').length,
      window.reportedLinks.filter((link) => link.closest('.navbar-sidebar')).length,
    ]);
    // The closed menu holds every link of the docs sidebar.
    assert.ok(menuLinks > 10, 'the closed menu was not rendered');
    assert.equal(reportedMenuLinks, 0, 'links of the closed menu were reported as on screen');
    await context.close();
  });

  it('still adds prefetch links for linked pages once the page has loaded', async () => {
    const {page, context} = await openContext(site);
    await visit(page, site.baseUrl, '/');
    await page.waitForFunction(() => document.querySelectorAll('link[rel="prefetch"]').length > 0);
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.href),
    );
    assert.ok(
      hrefs.every((href) => href.endsWith('.js') || href.endsWith('.css')),
      hrefs.join('\n'),
    );
    await context.close();
  });
});
