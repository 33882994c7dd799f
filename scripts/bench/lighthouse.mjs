// Lighthouse in the system Chromium, mobile, as the bench runs it: third-party hosts blocked, so
// a run measures only the site's own code.
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_FLAGS, chromiumPath} from '../../tests/e2e/harness.mjs';

const BLOCKED = ['*googletagmanager.com*', '*api.github.com*', '*algolia*'];

/** Starts Chromium and returns `run(url, categories)` → Lighthouse result, and `close()`. */
export async function startLighthouse() {
  const {default: lighthouse} = await import('lighthouse');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROMIUM_FLAGS,
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
