// html-validate (the standard and document rules) over every page of the build, as an outside
// validator sees it. Errors Docusaurus's own markup causes are excluded by rule and selector in
// tests/crawl/htmlValidateConfig.ts, each with its upstream cause; anything else, in our
// components, content or theme ejects, fails here with its file, line and rule.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const buildDir = path.resolve(path.dirname(here), '../../build');
const jiti = createJiti(here);
const {readBuiltPages} = jiti('../crawl/builtSite.ts');
const {formatFinding} = jiti('../crawl/htmlValidation.ts');
const {UPSTREAM_EXCLUSIONS} = jiti('../crawl/htmlValidateConfig.ts');

/** Validates the files in one worker per CPU (interleaved, so each gets every kind of page). */
async function validateBuild(files) {
  const workers = Math.max(1, Math.min(os.availableParallelism(), files.length));
  const shares = Array.from({length: workers}, (_, index) =>
    files.filter((_, position) => position % workers === index),
  );
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const worker = new Worker(new URL('../crawl/validationWorker.mjs', import.meta.url), {
            workerData: {buildDir, files: share},
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  return {
    findings: results.flatMap((result) => result.findings),
    usedExclusions: new Set(results.flatMap((result) => result.usedExclusions)),
  };
}

describe('html-validate over every built page', () => {
  const pages = readBuiltPages(buildDir);
  const validation = validateBuild(pages.map(({file}) => file));

  it('finds no error in our own components and content', async () => {
    const {findings} = await validation;
    assert.ok(pages.length > 500, `validated ${pages.length} pages`);
    assert.deepEqual(findings.map(formatFinding), []);
  });

  it('still needs every upstream exclusion (delete one that no longer excludes anything)', async () => {
    const {usedExclusions} = await validation;
    const unused = UPSTREAM_EXCLUSIONS.filter(({selector}) => !usedExclusions.has(selector));
    assert.deepEqual(
      unused.map(({rule, selector}) => `${rule} at ${selector}`),
      [],
      'Docusaurus no longer produces these errors: remove the exclusion and its upstream report',
    );
  });
});
