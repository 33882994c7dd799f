// Shared setup for the end-to-end tests: serve build/ with the project's own server, drive the
// system Chromium with playwright-core, keep every request on this machine, and record page errors.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {startServer} from '../../scripts/serve.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = path.join(root, 'build');

/** Flags from DESIGN.md section 5: no sandbox as root, and no background calls to the outside. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate) => candidate && fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      'No Chromium found. Install the Debian package (apt-get install -y chromium) or set CHROME_PATH.',
    );
  }
  return found;
}

export const GITHUB_API = 'https://api.github.com/repos/crucible-ai/crucible';

/**
 * Starts the server and the browser once per test file (the bench passes another built site).
 * @returns {Promise<{baseUrl: string, browser: import('playwright-core').Browser, close: () => Promise<void>}>}
 */
export async function startSite({dir = buildDir} = {}) {
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir} has no built site: run \`npm run build\` before the end-to-end tests.`);
  }
  const {server, url} = await startServer({dir, port: 0, host: '127.0.0.1'});
  const browser = await chromium.launch({executablePath: chromiumPath(), args: CHROMIUM_FLAGS});
  return {
    baseUrl: url,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * A fresh browser context whose requests never leave the machine: the site is served locally,
 * the GitHub API answers with `stars` (or `github` decides), Google's tag script is a no-op,
 * and anything else external is aborted and recorded in `external`.
 */
export async function openContext(
  site,
  {stars = 9421, github, viewport = {width: 1280, height: 800}, storage} = {},
) {
  const context = await site.browser.newContext({viewport, serviceWorkers: 'block'});
  const external = [];
  const githubRequests = [];
  await context.route(
    (url) => !url.href.startsWith(site.baseUrl),
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(GITHUB_API)) {
        githubRequests.push(url);
        if (github) return github(route);
        return route.fulfill({json: {full_name: 'crucible-ai/crucible', stargazers_count: stars}});
      }
      if (url.startsWith('https://www.googletagmanager.com/')) {
        return route.fulfill({contentType: 'text/javascript', body: '/* tag manager stub */'});
      }
      external.push(url);
      return route.abort('blockedbyclient');
    },
  );
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
  }
  // Every Content-Security-Policy violation on any page of the context, with what was refused.
  const cspViolations = [];
  await context.exposeBinding('__recordCspViolation', ({page: source}, violation) =>
    cspViolations.push({page: source.url(), ...violation}),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__recordCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      }),
    );
  });
  const page = await context.newPage();
  const pageErrors = [];
  const consoleErrors = [];
  const consoleWarnings = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  return {
    context,
    page,
    external,
    githubRequests,
    pageErrors,
    consoleErrors,
    consoleWarnings,
    cspViolations,
  };
}

/**
 * Has every page of `context` call `snapshot()` at each React commit, through the hook React calls
 * for developer tools, and keep what it returns, in order, in `window.reactCommits`; the first is
 * the hydration's. `snapshot` runs in the page, so it can use only its own code.
 */
export async function recordReactCommits(context, snapshot) {
  await context.addInitScript(`(() => {
    const snapshot = ${snapshot.toString()};
    window.reactCommits = [];
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot() {
        window.reactCommits.push(snapshot());
      },
    };
  })()`);
}

/** Loads a path and waits until React has hydrated (the theme marks <html> then). */
export async function visit(page, baseUrl, pathname) {
  const response = await page.goto(baseUrl + pathname, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return response;
}

const axeSource = fs.readFileSync(path.join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Runs axe-core on the current page; returns the serious and critical violations. */
export async function seriousA11yViolations(page) {
  // Evaluated through the DevTools protocol, which the site's Content-Security-Policy does not
  // govern; a <script> tag with axe's source would be refused like any unhashed inline script.
  await page.evaluate(axeSource);
  const results = await page.evaluate(() =>
    // eslint-disable-next-line no-undef
    axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']},
    }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Polls a Node-side condition (e.g. recorded requests or console messages) for up to `ms`. */
export async function waitUntil(condition, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms: ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
