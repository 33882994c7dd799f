// Checks over build/ for /docs/api-reference/: every operation in static/openapi.json is in the
// server-rendered HTML (so search and readers without JavaScript see it) and in the page's table of
// contents, the spec file is served, and nothing on the page loads from another origin.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import * as cheerio from 'cheerio';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const html = fs.readFileSync(path.join(root, 'build/docs/api-reference/index.html'), 'utf8');
const spec = JSON.parse(fs.readFileSync(path.join(root, 'static/openapi.json'), 'utf8'));

const operations = Object.entries(spec.paths).flatMap(([route, item]) =>
  ['get', 'post', 'put', 'patch', 'delete']
    .filter((method) => item[method])
    .map((method) => ({route, method: method.toUpperCase(), ...item[method]})),
);

describe('API reference page', () => {
  it('renders a heading, method and path for every operation in the OpenAPI file', () => {
    assert.ok(operations.length >= 10, 'the spec documents the API');
    for (const operation of operations) {
      const anchor = operation.operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
      assert.match(html, new RegExp(`id="?${anchor}"?[ >]`), `${operation.operationId} heading`);
      assert.ok(html.includes(operation.summary), `${operation.operationId} summary`);
      assert.ok(html.includes(`<code>${operation.route}</code>`), `${operation.route} path`);
    }
  });

  it('lists every operation in the table of contents, under its section, linked to its heading', () => {
    const $ = cheerio.load(html);
    const tocLinks = $('.theme-doc-toc-desktop a.table-of-contents__link')
      .toArray()
      .map((link) => ({
        href: $(link).attr('href'),
        text: $(link).text(),
        // The entry this one is nested under: the link of the list item around its list.
        parent: $(link).parent('li').parent('ul').parent('li').children('a').attr('href'),
      }));
    assert.ok(tocLinks.length > 0, 'the page has a table of contents');

    // Each h3 and the h2 it sits under, in page order.
    const sectionOf = new Map();
    let section;
    for (const heading of $('.theme-doc-markdown').find('h2, h3').toArray()) {
      if (heading.tagName === 'h2') section = $(heading).attr('id');
      else sectionOf.set($(heading).attr('id'), section);
    }

    for (const operation of operations) {
      const heading = $(`[data-operation-id="${operation.operationId}"] > h3`);
      assert.equal(heading.length, 1, `${operation.operationId} has one heading`);
      const id = heading.attr('id');
      const entries = tocLinks.filter((link) => link.href === `#${id}`);
      assert.equal(entries.length, 1, `${operation.operationId} is in the table of contents once`);
      assert.equal(entries[0].text, operation.summary);
      assert.equal(entries[0].parent, `#${sectionOf.get(id)}`, `${operation.operationId} section`);
    }
    const nested = tocLinks.filter((link) => link.parent !== undefined);
    assert.equal(nested.length, operations.length, 'the nested entries are the operations');
    for (const link of tocLinks) {
      assert.equal($(`[id="${link.href.slice(1)}"]`).length, 1, `${link.href} is on the page`);
    }
  });

  it('serves the OpenAPI file it was rendered from', () => {
    const served = JSON.parse(fs.readFileSync(path.join(root, 'build/openapi.json'), 'utf8'));
    assert.equal(served.info.version, spec.info.version);
    assert.ok(html.includes('href="/openapi.json"') || html.includes('href=/openapi.json'));
  });

  // The site-wide analytics tag (spec: gtag on every page) is the only third party allowed.
  const ANALYTICS = ['https://www.google-analytics.com', 'https://www.googletagmanager.com'];

  it('loads no script, style or font from another origin apart from analytics', () => {
    const external = [
      ...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="?(https?:\/\/[^"\s>]+)/g),
    ]
      .map((match) => match[1])
      .filter((url) => !url.startsWith('https://www.crucible.dev'))
      .filter((url) => !ANALYTICS.some((origin) => url.startsWith(origin)));
    assert.deepEqual(external, []);
  });
});
