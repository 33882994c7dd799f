/**
 * `npm run check:content`: runs every content check over the site and prints each finding as
 * `file:line: message [rule]`, so editors can jump to it. Exits 1 when anything is found.
 * `npm run check:content -- <path> …` reports only on the given files: checks whose scope is a
 * page run on those files alone, and checks that compare pages still read the whole site.
 */
import path from 'node:path';
import {checks, runCheck} from './index';
import {formatFinding, sortFindings} from './finding';
import {loadSources} from './sources';

const root = path.resolve(__dirname, '..');
const only = process.argv.slice(2).map((file) => path.relative(root, path.resolve(file)));
const sources = loadSources(root);
const given = only.length === 0 ? sources : sources.filter((source) => only.includes(source.file));

const unknown = only.filter((file) => !sources.some((source) => source.file === file));
for (const file of unknown) {
  console.error(
    `${file}: not one of the ${sources.length} files the content checks read (checks/sources.ts lists where they look)`,
  );
}

const findings = sortFindings(
  checks.flatMap((check) => runCheck(check, check.scope === 'page' ? given : sources)),
).filter((finding) => only.length === 0 || only.includes(finding.file));

for (const finding of findings) console.log(formatFinding(finding));
const rules = checks.map((check) => check.rule).join(', ');
if (findings.length > 0) {
  console.error(`\n${findings.length} finding(s) from ${checks.length} checks (${rules}).`);
  process.exitCode = 1;
} else {
  console.log(`No findings from ${checks.length} checks (${rules}).`);
}
if (unknown.length > 0) process.exitCode = 1;
