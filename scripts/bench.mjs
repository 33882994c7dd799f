#!/usr/bin/env node
// `npm run bench`: the site's speed and size, measured, never asserted in tests.
//   1. cold production build time (caches cleared first)
//   2. JavaScript a first visit downloads per page type, gzip-compressed
//   3. Lighthouse mobile scores for key pages, served by scripts/serve.mjs (with compression)
// Prints a table with each figure against its target; exits 0 either way (figures, not gates).
//
//   node scripts/bench.mjs [--skip-build] [--skip-lighthouse]
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {startServer} from './serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const {values: args} = parseArgs({
  options: {'skip-build': {type: 'boolean'}, 'skip-lighthouse': {type: 'boolean'}},
});

const TARGETS = {buildSeconds: 25, docsJsKiB: 200, lighthouseMobile: 95};

/** Page types and the page that stands for each. */
const PAGES = {
  home: '/',
  'doc page': '/docs/getting-started/',
  'blog post': '/blog/indirect-prompt-injection-in-rag/',
  'blog list': '/blog/',
  'marketing page': '/red-teaming/',
};

const rows = [];
const row = (metric, value, target, ok) =>
  rows.push({metric, value, target, verdict: ok ? 'ok' : 'MISS'});

function coldBuild() {
  for (const dir of ['.docusaurus', 'node_modules/.cache', 'build']) {
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) throw new Error('the build failed; see its output above');
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  row(
    'cold build',
    `${seconds.toFixed(1)} s`,
    `≤ ${TARGETS.buildSeconds} s`,
    seconds <= TARGETS.buildSeconds,
  );
}

/** Scripts a first visit to `route` loads: <script src> plus <link rel=preload|prefetch as=script>. */
function scriptsOf(route) {
  const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  const srcs = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) srcs.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="preload"[^>]+href="([^"]+\.js)"[^>]*>/g))
    srcs.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+href="([^"]+\.js)"[^>]+rel="preload"[^>]*>/g))
    srcs.add(match[1]);
  return [...srcs].filter((src) => src.startsWith('/'));
}

function jsBytes() {
  for (const [type, route] of Object.entries(PAGES)) {
    const gzipped = scriptsOf(route).reduce((total, src) => {
      const file = path.join(buildDir, src);
      return total + zlib.gzipSync(fs.readFileSync(file), {level: 9}).length;
    }, 0);
    const kib = gzipped / 1024;
    const target = type === 'doc page' ? `≤ ${TARGETS.docsJsKiB} KiB` : '';
    row(
      `JS on first visit, ${type} (gzip)`,
      `${kib.toFixed(1)} KiB`,
      target,
      type !== 'doc page' || kib <= TARGETS.docsJsKiB,
    );
  }
}

async function lighthouseScores() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const {server, url} = await startServer({dir: buildDir, port: 0, host: '127.0.0.1'});
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const [type, route] of Object.entries({
      home: PAGES.home,
      'doc page': PAGES['doc page'],
      'blog post': PAGES['blog post'],
    })) {
      const result = await lighthouse(
        url + route,
        {port: chrome.port, output: 'json', logLevel: 'error'},
        {
          extends: 'lighthouse:default',
          settings: {
            formFactor: 'mobile',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            blockedUrlPatterns: ['*googletagmanager.com*', '*api.github.com*', '*algolia*'],
          },
        },
      );
      const categories = result.lhr.categories;
      const scores = Object.fromEntries(
        Object.entries(categories).map(([key, c]) => [key, Math.round(c.score * 100)]),
      );
      row(
        `Lighthouse mobile, ${type}`,
        `perf ${scores.performance} · a11y ${scores.accessibility} · bp ${scores['best-practices']} · seo ${scores.seo}`,
        `perf ≥ ${TARGETS.lighthouseMobile}`,
        scores.performance >= TARGETS.lighthouseMobile,
      );
    }
  } finally {
    chrome.kill();
    server.close();
  }
}

if (!args['skip-build']) coldBuild();
else if (!fs.existsSync(path.join(buildDir, 'index.html')))
  throw new Error('--skip-build needs an existing build/');
jsBytes();
if (!args['skip-lighthouse']) await lighthouseScores();

const width = (key) => Math.max(key.length, ...rows.map((r) => String(r[key]).length));
const cols = ['metric', 'value', 'target', 'verdict'];
const line = (r) => cols.map((c) => String(r[c]).padEnd(width(c))).join('  ');
console.log(`\n${line(Object.fromEntries(cols.map((c) => [c, c])))}`);
console.log(cols.map((c) => '-'.repeat(width(c))).join('  '));
for (const r of rows) console.log(line(r));
