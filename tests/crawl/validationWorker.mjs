// Validates a share of the built pages in a worker thread: html-validate is synchronous work of
// about 100 ms a page, so tests/build/htmlValidation.test.mjs spreads the site over one worker
// per CPU. Posts back the findings and the selectors of the upstream exclusions that applied.
import fs from 'node:fs';
import path from 'node:path';
import {parentPort, workerData} from 'node:worker_threads';
import createJiti from 'jiti';

const {createValidator, validatePage} = createJiti(import.meta.url)('./htmlValidation.ts');

const validator = createValidator();
const findings = [];
const usedExclusions = new Set();
for (const file of workerData.files) {
  const html = fs.readFileSync(path.join(workerData.buildDir, file), 'utf8');
  const result = await validatePage(validator, html, file);
  findings.push(...result.findings);
  for (const exclusion of result.excludedBy) usedExclusions.add(exclusion.selector);
}
parentPort.postMessage({findings, usedExclusions: [...usedExclusions]});
