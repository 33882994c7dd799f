// The host config the build writes for Netlify (plugins/deploy-config), read back from build/:
// robots.txt points at a sitemap of indexable pages only, every redirect the site declares is an
// HTTP 301, every top-level entry has one Cache-Control, and the Content-Security-Policy allows
// every inline script a page runs, by hash, and nothing else inline.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
} from '../../plugins/deploy-config/hostRules.mjs';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const buildDir = path.join(root, 'build');
const jiti = createJiti(here);
const {redirects} = jiti('../../src/data/redirects.ts');
const {SITE_URL} = jiti('../../src/data/site.ts');

const read = (name) => fs.readFileSync(path.join(buildDir, name), 'utf8');
const headerRules = parseHeadersFile(read('_headers'));
const redirectRules = parseRedirectsFile(read('_redirects'));
const header = (pathname, name) =>
  new Map(headersFor(headerRules, pathname).map(([key, value]) => [key.toLowerCase(), value])).get(
    name.toLowerCase(),
  );

/** Built pages, without the client-side redirect pages (the host answers those with a 301). */
const pages = fs
  .readdirSync(buildDir, {recursive: true})
  .filter((name) => name.endsWith('.html'))
  .map((name) => ({name, html: fs.readFileSync(path.join(buildDir, name), 'utf8')}))
  .filter(({html}) => !/<meta http-equiv="?refresh/i.test(html));

const sitemapUrls = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap by its absolute URL', () => {
    assert.match(read('robots.txt'), new RegExp(`^Sitemap: ${SITE_URL}/sitemap\\.xml$`, 'm'));
  });

  it('the sitemap leaves out search, redirect pages and the security page parts', () => {
    const paths = sitemapUrls.map((url) => new URL(url).pathname);
    const unwanted = paths.filter(
      (pathname) =>
        pathname === '/search/' ||
        pathname.startsWith('/security/components/') ||
        redirects.some(({from}) => pathname.replace(/\/$/, '') === from),
    );
    assert.deepEqual(unwanted, []);
    assert.ok(paths.includes('/docs/intro/') && paths.includes('/pricing/'), 'pages are listed');
  });
});

describe('the _redirects file', () => {
  it('answers every redirect in src/data/redirects.ts with a forced 301', () => {
    for (const {from, to} of redirects) {
      assert.ok(
        redirectRules.some(
          (rule) => rule.from === from && rule.to === to && rule.status === 301 && rule.force,
        ),
        `no 301 from ${from} to ${to}`,
      );
    }
  });

  it("sends each page's index.html spelling to its clean URL", () => {
    const sources = new Set(redirectRules.map((rule) => rule.from));
    const missing = pages
      .filter(({name}) => name.endsWith('index.html'))
      .map(({name}) => `/${name.split(path.sep).join('/')}`)
      .filter((file) => !sources.has(file));
    assert.deepEqual(missing, []);
  });
});

describe('the _headers file', () => {
  it('gives every top-level entry of the build exactly one Cache-Control', () => {
    const uncovered = fs
      .readdirSync(buildDir, {withFileTypes: true})
      .filter((entry) => !entry.name.startsWith('_'))
      .map((entry) => `/${entry.name}${entry.isDirectory() ? '/x' : ''}`)
      // /index.html is never served: the host answers it with a 301 to /.
      .filter((pathname) => !redirectRules.some((rule) => rule.force && rule.from === pathname))
      .filter((pathname) => header(pathname, 'Cache-Control') === undefined);
    assert.deepEqual(uncovered, [], 'add the file to GENERATED_FILES in plugins/deploy-config');
    assert.match(header('/assets/js/main.js', 'Cache-Control'), /immutable/);
    assert.match(header('/search-index.json', 'Cache-Control'), /must-revalidate/);
    assert.match(header('/docs/intro/', 'Cache-Control'), /must-revalidate/);
  });

  it('allows by hash every inline script a page runs, and no inline script otherwise', () => {
    const scriptSources = header('/', 'Content-Security-Policy')
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      .split(' ')
      .slice(1);
    assert.ok(
      !scriptSources.includes("'unsafe-inline'") && !scriptSources.includes("'unsafe-eval'"),
    );
    const unhashed = new Set();
    for (const {name, html} of pages) {
      for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes) || /type=("?)application\/ld\+json\1/.test(attributes))
          continue;
        const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
        if (!scriptSources.includes(hash)) unhashed.add(`${name}: ${body.slice(0, 60)}`);
      }
    }
    assert.deepEqual([...unhashed], []);
  });
});
