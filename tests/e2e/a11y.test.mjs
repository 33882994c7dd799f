import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {openContext, seriousA11yViolations, startSite, visit} from './harness.mjs';
import {LANDED_ROUTES} from '../build/landedRoutes.mjs';

let site;
before(async () => {
  site = await startSite();
});
after(() => site.close());

/** One page of every type the site has; each must load cleanly and pass axe. */
const PAGE_TYPES = {
  home: '/',
  'product page': '/red-teaming/',
  'company page': '/about/',
  'pricing table': '/pricing/',
  'contact form': '/contact/',
  'feedback form': '/feedback/',
  'HTTP config generator': '/http-config-generator/',
  'security overview': '/security/',
  'security section page': '/security/components/Stats/',
  'event page': '/events/defcon-2025/',
  'disclosure policy': '/responsible-disclosure-policy/',
  'config validator': '/validator/',
  'search results': '/search/?q=red+team',
  'legal Markdown page': '/privacy/',
  'doc page': '/docs/getting-started/',
  'providers index table': '/docs/providers/',
  'provider page': '/docs/providers/http/',
  'generated category index': '/docs/category/usage/',
  'docs tag list': '/docs/tags/',
  'blog list': '/blog/',
  'blog post': '/blog/indirect-prompt-injection-in-rag/',
  'blog tags': '/blog/tags/',
  'blog archive': '/blog/archive/',
  'blog authors': '/blog/authors/',
  'release notes list': '/releases/',
  'vulnerability scanner page': '/llm-vulnerability-scanner/',
  'API reference': '/docs/api-reference/',
  'red-team plugin table': '/docs/red-team/plugins/',
  'red-team strategy tables': '/docs/red-team/strategies/',
  'red-team plugin page': '/docs/red-team/plugins/bola/',
  'red-team sidebar category index': '/docs/category/red-teaming/',
  'guide page': '/docs/guides/evaluate-rag/',
  'integration page': '/docs/integrations/github-action/',
  'doc page with a task list (labelled checkboxes)':
    '/docs/red-team/troubleshooting/best-practices/',
  'doc page with the results grid': '/docs/usage/web-ui/',
  'doc page with a red-team report': '/docs/red-team/quickstart/',
  'doc page with a guardrail result': '/docs/guides/testing-guardrails/',
  'doc page with a model-scan report': '/docs/model-audit/usage/',
  'doc page with an MCP proxy log': '/docs/integrations/mcp/',
  'not found': '/no-such-page/',
};

describe('every page type', () => {
  for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
    it(`${type} (${pathname}) loads without errors or serious accessibility violations`, async () => {
      const {page, context, pageErrors, consoleErrors, external} = await openContext(site);
      await visit(page, site.baseUrl, pathname);
      const violations = await seriousA11yViolations(page);
      assert.deepEqual(violations, [], JSON.stringify(violations, null, 2));
      assert.deepEqual(pageErrors, [], 'uncaught page errors');
      // The not-found page's document request itself logs a 404.
      const unexpected = consoleErrors.filter(
        (text) => !(pathname === '/no-such-page/' && text.includes('404')),
      );
      assert.deepEqual(unexpected, [], 'console errors');
      assert.deepEqual(
        external,
        [],
        'requests to hosts other than this site, GitHub and the tag manager',
      );
      await context.close();
    });
  }
});

/** Every page outside the docs and the blogs: few enough to check one by one, and hand-built. */
const SITE_PAGES = LANDED_ROUTES.filter(
  (route) =>
    !/^\/(docs|blog|releases)\//.test(route) &&
    !Object.values(PAGE_TYPES).includes(route) &&
    route !== '/search/',
);

describe('every marketing, company, legal and event page', () => {
  it('has no serious accessibility violations on any of them', async () => {
    assert.ok(SITE_PAGES.length >= 10, `checks the site pages (${SITE_PAGES.length})`);
    const {page, context} = await openContext(site);
    const failures = {};
    for (const pathname of SITE_PAGES) {
      await visit(page, site.baseUrl, pathname);
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) failures[pathname] = violations;
    }
    assert.deepEqual(failures, {}, JSON.stringify(failures, null, 2));
    await context.close();
  });
});

describe('phone-width layout', () => {
  it('never makes a page wider than a 390 px screen', async () => {
    const {page, context} = await openContext(site, {viewport: {width: 390, height: 844}});
    const tooWide = {};
    for (const pathname of [...SITE_PAGES, ...Object.values(PAGE_TYPES)]) {
      await visit(page, site.baseUrl, pathname);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) tooWide[pathname] = width;
    }
    assert.deepEqual(tooWide, {}, 'pages that scroll sideways on a phone');
    await context.close();
  });
});
