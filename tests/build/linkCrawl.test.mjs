// An HTTP crawl of the built site with linkinator, served as production serves it
// (scripts/serve.mjs: the host's redirects and headers). Every link, asset and <head> URL the
// crawl meets from the home page, and every URL the pages' JSON-LD and the sitemap name, must
// answer; the pages name the site by its public address, which the crawl checks against the
// local build. Links to other sites are skipped: they are not ours, and the tests run offline.
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {startServer} from '../../scripts/serve.mjs';

const here = fileURLToPath(import.meta.url);
const buildDir = path.resolve(path.dirname(here), '../../build');
const jiti = createJiti(here);
const {SITE_URL} = jiti('../../src/data/site.ts');
const {readBuiltPages} = jiti('../crawl/builtSite.ts');
const {headUrls} = jiti('../crawl/links.ts');
const {parseSitemap} = jiti('../crawl/sitemap.ts');
const {crawlSite} = jiti('../crawl/crawlSite.ts');

/** What linkinator does not read itself: the URLs in JSON-LD and in the sitemap. */
function extraUrls() {
  const fromJsonLd = readBuiltPages(buildDir).flatMap(({route, html}) =>
    headUrls(html)
      .filter(({where}) => where.startsWith('JSON-LD'))
      .map(({url, where}) => ({
        url: new URL(url, `${SITE_URL}${route}`).href,
        foundOn: `${route} (${where})`,
      })),
  );
  const sitemap = parseSitemap(fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8'));
  return [...fromJsonLd, ...sitemap.map(({loc}) => ({url: loc, foundOn: 'sitemap.xml'}))];
}

describe('HTTP crawl of the served build', () => {
  let site;
  before(async () => {
    site = await startServer({dir: buildDir, port: 0, host: '127.0.0.1'});
  });
  after(() => site.server.close());

  it('finds no broken link, asset, <head> URL, JSON-LD URL or sitemap entry', async () => {
    const report = await crawlSite({baseUrl: site.url, siteUrl: SITE_URL, extraUrls: extraUrls()});
    assert.ok(report.checked > 1000, `checked ${report.checked} URLs`);
    assert.deepEqual(
      report.broken.map(
        ({url, status, foundOn}) => `${url} (${status || 'no answer'}) on ${foundOn}`,
      ),
      [],
    );
  });
});
