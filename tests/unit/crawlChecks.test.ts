/**
 * @vitest-environment node
 *
 * The crawler's view of a built site (tests/build/siteStructure.test.mjs, linkCrawl.test.mjs),
 * on a small fixture site with one of each defect the checks exist for: a page no link reaches,
 * head and JSON-LD URLs without their trailing slash or with one too many, a broken link, a
 * missing image, and sitemap entries that are undated, misdated or not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {startServer} from '@site/scripts/serve.mjs';
import {SITE_URL} from '@site/src/data/site';
import {readBuiltPages, routeOf, servesAsSpelled} from '@site/tests/crawl/builtSite';
import {headUrls, misspeltSiteUrls, unreachableRoutes} from '@site/tests/crawl/links';
import {parseSitemap, sitemapProblems} from '@site/tests/crawl/sitemap';
import {crawlSite} from '@site/tests/crawl/crawlSite';

const site = path.resolve(import.meta.dirname, '../fixtures/crawl/build');
const pages = readBuiltPages(site);
const serves = (pathname: string) => servesAsSpelled(site, pathname);

describe('the built pages', () => {
  it('are served at their routes, without the client-side redirect pages', () => {
    expect(pages.map(({route}) => route)).toEqual([
      '/404.html',
      '/about/',
      '/docs/intro/',
      '/',
      '/orphan/',
    ]);
    expect(routeOf(path.join('docs', 'intro', 'index.html'))).toBe('/docs/intro/');
  });

  it('are served only as spelled: pages with their slash, files by their name', () => {
    expect(['/', '/about/', '/404.html', '/img/logo.svg'].every(serves)).toBe(true);
    expect(['/about', '/404.html/', '/missing/', '/../package.json'].some(serves)).toBe(false);
  });
});

describe('reachability by links', () => {
  it('finds the page no chain of links from the home page reaches', () => {
    expect(unreachableRoutes(pages, SITE_URL)).toEqual(['/404.html', '/orphan/']);
  });
});

describe('URLs in the head and JSON-LD', () => {
  it('reads link and meta URLs and every URL in JSON-LD, but not preconnect hints', () => {
    const about = pages.find(({route}) => route === '/about/')!;
    expect(headUrls(about.html)).toEqual([
      {where: '<link rel="canonical">', url: `${SITE_URL}/about`},
      {where: 'JSON-LD "@context"', url: 'https://schema.org'},
      {where: 'JSON-LD "item"', url: `${SITE_URL}/about`},
      {where: 'JSON-LD "item"', url: `${SITE_URL}/gone/`},
    ]);
    const home = pages.find(({route}) => route === '/')!;
    expect(headUrls(home.html).map(({url}) => url)).toEqual([`${SITE_URL}/`]);
  });

  it('names each URL of the site that is not served as spelled, and the page and tag naming it', () => {
    expect(pages.flatMap((page) => misspeltSiteUrls(page, SITE_URL, serves))).toEqual([
      expect.stringMatching(
        /^\/404\.html: <link rel="canonical"> names .*\/404\.html\/, which is not served as spelled/,
      ),
      expect.stringMatching(/^\/about\/: <link rel="canonical"> names .*\/about, which/),
      expect.stringMatching(/^\/about\/: JSON-LD "item" names .*\/about, which/),
      expect.stringMatching(/^\/about\/: JSON-LD "item" names .*\/gone\/, which/),
    ]);
  });
});

describe('the sitemap', () => {
  const entries = parseSitemap(fs.readFileSync(path.join(site, 'sitemap.xml'), 'utf8'));
  const options = {siteUrl: SITE_URL, serves, today: '2026-11-25'};

  it('finds each entry that is undated, misdated, not served or on another site', () => {
    expect(entries).toHaveLength(6);
    expect(sitemapProblems(entries, {...options, requireLastmod: true})).toEqual([
      `${SITE_URL}/about/: no <lastmod>`,
      `${SITE_URL}/docs/intro/: <lastmod>last week</lastmod> is not a W3C date`,
      `${SITE_URL}/orphan/: <lastmod>2999-01-01</lastmod> is in the future`,
      `${SITE_URL}/nowhere/: the site does not serve it`,
      `https://example.com/elsewhere/: not a URL of ${SITE_URL}`,
    ]);
  });

  it('checks only the locations when dates are not expected (a shallow clone)', () => {
    expect(sitemapProblems(entries, {...options, requireLastmod: false})).toHaveLength(2);
  });
});

describe('HTTP crawl with linkinator', () => {
  let server: {server: import('node:http').Server; url: string};
  beforeAll(async () => {
    server = await startServer({dir: site, port: 0, host: '127.0.0.1'});
  });
  afterAll(() => server.server.close());

  it('reports broken links, assets and head URLs where they are, and the extra URLs it is given', async () => {
    const report = await crawlSite({
      baseUrl: server.url,
      siteUrl: SITE_URL,
      extraUrls: [
        {url: `${SITE_URL}/gone/`, foundOn: '/about/ (JSON-LD "item")'},
        {url: `${SITE_URL}/about/`, foundOn: 'sitemap.xml'},
      ],
    });
    expect(
      report.broken.map(({url, status, foundOn}) => `${url} ${status} ${foundOn}`).sort(),
    ).toEqual([
      // The not-found page answers each broken URL, and its canonical URL is broken too.
      '/404.html/ 404 /gone/',
      '/404.html/ 404 /missing/',
      '/gone/ 404 /about/ (JSON-LD "item")',
      '/img/missing.png 404 /docs/intro/',
      '/missing/ 404 /',
    ]);
    expect(report.checked).toBeGreaterThan(5);
  });
});
