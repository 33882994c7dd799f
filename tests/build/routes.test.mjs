// Checks over build/: the routes that have landed exist as pages, the sitemap lists them, the
// redirect pages point where the spec says, and both blogs publish their feeds.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {LANDED_ROUTES, REDIRECTS} from './landedRoutes.mjs';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const SITE_URL = 'https://www.crucible.dev';

const htmlOf = (route) => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');

describe('build output', () => {
  it('has a page for every landed spec route, titled "… | Crucible"', () => {
    const missing = LANDED_ROUTES.filter(
      (route) => !fs.existsSync(path.join(buildDir, route, 'index.html')),
    );
    assert.deepEqual(missing, [], `routes missing from build/: ${missing.join(', ')}`);
    for (const route of LANDED_ROUTES) {
      const title = htmlOf(route).match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
      assert.ok(title, `${route} has a <title>`);
      assert.ok(
        title === 'Crucible | Test your prompts' || title.endsWith(' | Crucible'),
        `${route} title "${title}"`,
      );
    }
  });

  it('serves every page in English', () => {
    // The HTML is minified, so attribute quotes are optional.
    for (const route of LANDED_ROUTES)
      assert.ok(/<html[^>]* lang="?en"?[\s>]/.test(htmlOf(route)), route);
  });

  it('lists the landed routes in the sitemap with absolute, trailing-slash URLs', () => {
    const sitemap = fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
    const urls = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    // Pages marked noindex stay out: the security page's sections, routed one by one, repeat
    // /security/, and the search page lists results, not content.
    const sectionRoute = (route) =>
      route.startsWith('/security/components/') || route === '/search/';
    const missing = LANDED_ROUTES.filter(
      (route) => !sectionRoute(route) && !urls.has(SITE_URL + route),
    );
    assert.deepEqual(missing, [], `missing from sitemap.xml: ${missing.join(', ')}`);
    const listed = LANDED_ROUTES.filter(
      (route) => sectionRoute(route) && urls.has(SITE_URL + route),
    );
    assert.deepEqual(listed, [], 'noindex routes stay out of the sitemap');
    for (const route of LANDED_ROUTES.filter(sectionRoute)) {
      assert.match(
        htmlOf(route),
        /<meta[^>]*name="?robots"? content="noindex, follow"/,
        `${route} is noindex`,
      );
    }
    for (const url of urls)
      assert.ok(url.endsWith('/') || url.endsWith('.html'), `${url} has a trailing slash`);
  });

  it('writes a redirect page for each client-side redirect', () => {
    for (const [from, to] of REDIRECTS) {
      const file = path.join(buildDir, from, 'index.html');
      assert.ok(fs.existsSync(file), `${from} has a redirect page`);
      const html = fs.readFileSync(file, 'utf8');
      assert.ok(
        html.includes(`<meta http-equiv="refresh" content="0; url=${to}">`),
        `${from} refreshes to ${to}`,
      );
      assert.ok(
        html.includes(`window.location.href = '${to}'`),
        `${from} redirects by script to ${to}`,
      );
    }
  });

  it('publishes RSS and Atom feeds for the blog and the release notes, each with its own title', () => {
    for (const [dir, title] of [
      ['blog', 'Crucible blog'],
      ['releases', 'Crucible release notes'],
    ]) {
      for (const feed of ['rss.xml', 'atom.xml']) {
        const xml = fs.readFileSync(path.join(buildDir, dir, feed), 'utf8');
        assert.ok(xml.includes(`<title>${title}</title>`), `${dir}/${feed} is titled ${title}`);
      }
    }
  });

  it('has a 404 page', () => {
    assert.match(fs.readFileSync(path.join(buildDir, '404.html'), 'utf8'), /Page Not Found/);
  });
});

describe('local search in the build', () => {
  it('ships a search index and no page preconnects to an Algolia host', () => {
    assert.ok(
      fs.existsSync(path.join(buildDir, 'search-index.json')),
      'build/search-index.json exists',
    );
    for (const route of LANDED_ROUTES) {
      const html = htmlOf(route);
      assert.ok(!/algolia\.(net|com)/i.test(html), `${route} links or preconnects to Algolia`);
      // Prose may say "powered by GPT-4.1"; what must not appear is an Algolia credit or logo.
      assert.ok(
        !/(?:Powered|Search) by\s*Algolia|DocSearch-Logo|aria-label="?Algolia/i.test(html),
        `${route} credits Algolia`,
      );
    }
  });

  it('loads the search modal and the index client only when a reader opens search', () => {
    const scriptsDir = path.join(buildDir, 'assets/js');
    const [main] = fs.readdirSync(scriptsDir).filter((name) => /^main\.[0-9a-f]+\.js$/.test(name));
    const code = fs.readFileSync(path.join(scriptsDir, main), 'utf8');
    assert.ok(code.includes('DocSearch-Button'), 'the main bundle renders the search button');
    // DocSearch's modal keys its stored searches by this prefix; the client says when a query is cut.
    assert.ok(
      !code.includes('__DOCSEARCH_RECENT_SEARCHES__'),
      "DocSearch's modal is in the main bundle",
    );
    assert.ok(
      !code.includes('words were searched'),
      'the local search client is in the main bundle',
    );
  });

  it("styles DocSearch's button and modal, with the site's overrides after DocSearch's own rules", () => {
    const cssDir = path.join(buildDir, 'assets/css');
    const css = fs
      .readdirSync(cssDir)
      .map((name) => fs.readFileSync(path.join(cssDir, name), 'utf8'))
      .join('\n');
    const own = css.search(/\.DocSearch-Button-Keys\{[^}]*display:flex/);
    const override = css.search(/\.DocSearch-Button-Keys\{display:none\}/);
    assert.ok(/\.DocSearch-Modal\{/.test(css), "DocSearch's modal styles are in the stylesheet");
    assert.ok(
      own >= 0 && override > own,
      "src/css/custom.css's button fix comes after DocSearch's rule",
    );
  });

  it('lets browsers add the search page as a search engine (OpenSearch)', () => {
    const xml = fs.readFileSync(path.join(buildDir, 'opensearch.xml'), 'utf8');
    assert.ok(xml.includes(`template="${SITE_URL}/search/?q={searchTerms}"`), xml);
    assert.match(
      htmlOf('/'),
      /<link rel="?search"? type="?application\/opensearchdescription\+xml"?[^>]*href="?\/opensearch\.xml/,
    );
  });
});
