// Lighthouse in the system Chromium, mobile, as the bench runs it: third-party hosts blocked, so
// a run measures only the site's own code.
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const BLOCKED = ['*googletagmanager.com*', '*api.github.com*', '*algolia*'];

/** Starts Chromium and returns `run(url, categories)` → Lighthouse result, and `close()`. */
export async function startLighthouse() {
  const {default: lighthouse} = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  return {
    async run(url, categories = ['performance', 'accessibility', 'best-practices', 'seo']) {
      const result = await lighthouse(
        url,
        {port: chrome.port, output: 'json', logLevel: 'error'},
        {
          extends: 'lighthouse:default',
          settings: {formFactor: 'mobile', onlyCategories: categories, blockedUrlPatterns: BLOCKED},
        },
      );
      return result.lhr;
    },
    close: () => chrome.kill(),
  };
}

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
