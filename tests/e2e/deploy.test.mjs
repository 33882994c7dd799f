// The site as the host serves it: scripts/serve.mjs applies the `_headers` and `_redirects` the
// build writes for Netlify, so these pages run under the production Content-Security-Policy.
// Each page type is visited and used; any refused script, style, request or frame, and any
// console error, fails the test.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, startSite, visit} from './harness.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** One page of each type, and what a visitor does there. */
const PAGES = [
  {
    path: '/',
    async use(page) {
      // The results grid's only script: a click keeps a failing cell's reasons open.
      await page.getByRole('button', {name: 'Why it failed'}).first().click();
    },
  },
  // The product view's rate bars are drawn with style attributes.
  {path: '/guardrails/'},
  {path: '/docs/intro/'},
  {path: '/docs/api-reference/'},
  {path: '/docs/red-team/plugins/'},
  {path: '/docs/tags/'},
  {path: '/blog/'},
  {path: '/blog/indirect-prompt-injection-in-rag/'},
  {path: '/releases/crucible-0-70-0/'},
  {path: '/pricing/'},
  {path: '/red-teaming/'},
  {path: '/security/'},
  {path: '/contact/'},
  {path: '/search/?q=jailbreak'},
  {
    path: '/validator/',
    async use(page) {
      await page
        .getByRole('textbox')
        .first()
        .fill('prompts:\n  - Hello {{name}}\nproviders: [echo]\n');
      await page.getByRole('button', {name: 'Validate', exact: true}).click();
      await page
        .getByRole('status')
        .getByText(/problem/i)
        .waitFor();
    },
  },
  {
    path: '/http-config-generator/',
    async use(page) {
      await page
        .getByRole('textbox')
        .first()
        .fill(`curl https://api.example.com/chat -d '{"q":"hi"}'`);
      await page
        .getByRole('button', {name: /generate/i})
        .first()
        .click();
    },
  },
  {
    path: '/docs/getting-started/',
    async use(page) {
      await page.keyboard.press('Control+k');
      // The modal loads on first use: type once it is there, or the keys go nowhere.
      await page.locator('.DocSearch-Modal').waitFor({state: 'visible'});
      await page.keyboard.type('prompt injection');
      await page.locator('.DocSearch-Hit').first().waitFor();
    },
  },
  {path: '/no-such-page/', status: 404},
];

describe('every page type under the production headers', () => {
  for (const {path, use, status = 200} of PAGES) {
    it(`${path} runs with no CSP violation and no console error`, async () => {
      const {page, context, cspViolations, consoleErrors, pageErrors} = await openContext(site);
      const response = await visit(page, site.baseUrl, path);
      assert.equal(response.status(), status);
      const headers = response.headers();
      assert.match(headers['content-security-policy'] ?? '', /script-src 'self'/);
      assert.match(headers['content-security-policy'], /frame-ancestors 'none'/);
      assert.match(headers['strict-transport-security'] ?? '', /max-age=/);
      assert.equal(headers['x-content-type-options'], 'nosniff');
      await use?.(page);
      // Let lazy chunks, idle prefetching and analytics settle before judging.
      await page.waitForLoadState('networkidle');
      assert.deepEqual(cspViolations, []);
      assert.deepEqual(
        consoleErrors.filter((text) => !(status === 404 && /404/.test(text))),
        [],
      );
      assert.deepEqual(pageErrors, []);
      await context.close();
    });
  }
});

describe('redirects and caching as the host sends them', () => {
  const request = (pathname) => fetch(site.baseUrl + pathname, {redirect: 'manual'});

  it('answers a declared redirect with a 301 to its target, query string kept', async () => {
    const response = await request('/docs/providers/palm?from=old');
    assert.equal(response.status, 301);
    assert.equal(response.headers.get('location'), '/docs/providers/google/?from=old');
  });

  it("sends a page's index.html and .html spellings to its clean URL", async () => {
    for (const pathname of ['/docs/intro/index.html', '/docs/intro.html']) {
      const response = await request(pathname);
      assert.equal(response.status, 301, pathname);
      assert.equal(response.headers.get('location'), '/docs/intro/');
    }
  });

  it('keeps hashed bundles a year and makes pages revalidate', async () => {
    const html = await (await request('/')).text();
    const bundle = /<script src="?(\/assets\/js\/main\.[^" >]+)/.exec(html)[1];
    assert.match(
      (await request(bundle)).headers.get('cache-control'),
      /max-age=31536000, immutable/,
    );
    assert.match((await request('/docs/intro/')).headers.get('cache-control'), /must-revalidate/);
    assert.match(
      (await request('/search-index.json')).headers.get('cache-control'),
      /must-revalidate/,
    );
  });

  it('never serves the host config files themselves', async () => {
    assert.equal((await request('/_headers')).status, 404);
    assert.equal((await request('/_redirects')).status, 404);
  });
});
