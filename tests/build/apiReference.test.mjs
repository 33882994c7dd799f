// Checks over build/ for /docs/api-reference/: every operation in static/openapi.json is in the
// server-rendered HTML (so search and readers without JavaScript see it), the spec file is served,
// and nothing on the page loads from another origin.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
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

  it('serves the OpenAPI file it was rendered from', () => {
    const served = JSON.parse(fs.readFileSync(path.join(root, 'build/openapi.json'), 'utf8'));
    assert.equal(served.info.version, spec.info.version);
    assert.ok(html.includes('href="/openapi.json"') || html.includes('href=/openapi.json'));
  });

  // The site-wide analytics tag (spec: gtag on every page) is the only third party allowed.
  const ANALYTICS = ['https://www.google-analytics.com', 'https://www.googletagmanager.com'];

  it('loads no script, style or font from another origin apart from analytics', () => {
    const external = [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="?(https?:\/\/[^"\s>]+)/g)]
      .map((match) => match[1])
      .filter((url) => !url.startsWith('https://www.crucible.dev'))
      .filter((url) => !ANALYTICS.some((origin) => url.startsWith(origin)));
    assert.deepEqual(external, []);
  });
});
