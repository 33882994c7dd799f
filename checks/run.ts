/**
 * `npm run check:content`: runs every content check over the site and prints each finding as
 * `file:line: message [rule]`, so editors can jump to it. Exits 1 when anything is found.
 * `npm run check:content -- <path> …` checks only the given files.
 */
import path from 'node:path';
import {checks, runChecks} from './index';
import {formatFinding, sortFindings} from './finding';
import {loadSources} from './sources';

const root = path.resolve(__dirname, '..');
const only = process.argv.slice(2).map((file) => path.relative(root, path.resolve(file)));
const sources = loadSources(root);
const findings = sortFindings(runChecks(sources)).filter(
  (finding) => only.length === 0 || only.includes(finding.file),
);

for (const finding of findings) console.log(formatFinding(finding));
const rules = checks.map((check) => check.rule).join(', ');
if (findings.length > 0) {
  console.error(`\n${findings.length} finding(s) from ${checks.length} checks (${rules}).`);
  process.exitCode = 1;
} else {
  console.log(`No findings from ${checks.length} checks (${rules}).`);
}
