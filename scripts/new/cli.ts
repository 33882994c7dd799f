/**
 * `npm run new -- post|doc|release …`: creates a blog post, a docs page or a release note with the
 * front matter and structure the site's checks expect. Run from the site root (npm does that).
 * The planners decide everything; this file only writes their files or, with --dry-run, prints them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseInvocation, USAGE, type Request} from './args';
import {localDate} from './dates';
import {editExcerpt} from './excerpt';
import {planDoc} from './doc';
import {ScaffoldError, type Plan} from './plan';
import {planPost} from './post';
import {planRelease} from './release';

async function plan(root: string, request: Request): Promise<Plan> {
  switch (request.kind) {
    case 'post':
      return planPost(root, {...request, date: request.date ?? localDate(new Date())});
    case 'doc':
      return planDoc(root, request);
    case 'release':
      return planRelease(root, request);
  }
}

function write(root: string, {writes}: Plan): void {
  for (const {file, text, summary, previous} of writes) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    // New files are opened with 'wx', so a file that appeared after planning is never overwritten.
    fs.writeFileSync(target, text, {flag: previous === undefined ? 'wx' : 'w'});
    console.log(`${file}: ${summary}`);
  }
}

function printDryRun({writes}: Plan): void {
  for (const {file, text, summary, previous} of writes) {
    console.log(`Would write ${file} (${summary}):\n`);
    console.log(previous === undefined ? text : `${editExcerpt(previous, text)}\n`);
  }
}

async function main(): Promise<void> {
  const root = process.cwd();
  const invocation = parseInvocation(process.argv.slice(2));
  if ('help' in invocation) {
    console.log(USAGE);
    return;
  }
  const result = await plan(root, invocation.request);
  if (invocation.dryRun) printDryRun(result);
  else write(root, result);
  console.log(result.nextSteps.map((step) => `- ${step}`).join('\n'));
}

main().catch((error: unknown) => {
  if (!(error instanceof ScaffoldError)) throw error;
  for (const problem of error.problems) console.error(`npm run new: ${problem}`);
  process.exitCode = 1;
});
