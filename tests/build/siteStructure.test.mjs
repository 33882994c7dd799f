// The built site as a crawler finds it: every page reachable by links from the home page, the
// URLs each page names in its <head> and JSON-LD served exactly as spelled (a strict host answers
// /docs/intro or /404.html/ with a 404), and a sitemap whose every entry is served and dated.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const buildDir = path.join(root, 'build');
const jiti = createJiti(here);
const {SITE_URL} = jiti('../../src/data/site.ts');
const {gitHistory} = jiti('../../src/utils/gitHistory.ts');
const {readBuiltPages, servesAsSpelled} = jiti('../crawl/builtSite.ts');
const {misspeltSiteUrls, unreachableRoutes} = jiti('../crawl/links.ts');
const {parseSitemap, sitemapProblems} = jiti('../crawl/sitemap.ts');

/** Pages no link leads to, on purpose. */
const UNLINKED = [
  // The not-found page: the host answers every unknown URL with it (noindex).
  '/404.html',
  // The search page is opened by the search box ("See all N results"), a script, not a link;
  // it lists nothing without a query (noindex).
  '/search/',
  // The spec routes each section of the security page on its own; the sections are shown on
  // /security/, which links the reader there (noindex).
  /^\/security\/components\/\w+\/$/,
];

const pages = readBuiltPages(buildDir);
const serves = (pathname) => servesAsSpelled(buildDir, pathname);

describe('links between the built pages', () => {
  it('reach every page from the home page, except the few no link is meant to reach', () => {
    const allowed = (route) =>
      UNLINKED.some((entry) => (typeof entry === 'string' ? entry === route : entry.test(route)));
    const unreachable = unreachableRoutes(pages, SITE_URL).filter((route) => !allowed(route));
    assert.deepEqual(
      unreachable,
      [],
      'link these pages from the navigation, the footer or a page that sells them',
    );
  });

  it('keep the allow-list to pages that exist', () => {
    const routes = pages.map(({route}) => route);
    for (const entry of UNLINKED) {
      assert.ok(
        routes.some((route) => (typeof entry === 'string' ? entry === route : entry.test(route))),
        `${entry} matches no built page: drop it from UNLINKED`,
      );
    }
  });
});

describe('URLs in each page’s head and JSON-LD', () => {
  it('name only URLs of this site that it serves as spelled', () => {
    const problems = pages.flatMap((page) => misspeltSiteUrls(page, SITE_URL, serves));
    assert.deepEqual(problems, []);
  });
});

describe('the sitemap', () => {
  const entries = parseSitemap(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
  // Dates come from git history; a shallow clone builds without them (docusaurus.config.ts).
  const datesExpected = gitHistory(root) === 'full';

  it('lists pages, each served at its URL and, with full git history, dated', () => {
    assert.ok(entries.length > 500, `${entries.length} entries`);
    const problems = sitemapProblems(entries, {
      siteUrl: SITE_URL,
      serves,
      requireLastmod: datesExpected,
      today: new Date().toISOString().slice(0, 10),
    });
    assert.deepEqual(problems, []);
  });

  it('leaves out the pages marked noindex', () => {
    const noindex = new Set(
      pages
        .filter(({html}) => /<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/i.test(html))
        .map(({route}) => `${SITE_URL}${route}`),
    );
    assert.ok(noindex.size >= 9, 'the search page and the security page sections are noindex');
    assert.deepEqual(
      entries.filter(({loc}) => noindex.has(loc)).map(({loc}) => loc),
      [],
    );
  });
});
