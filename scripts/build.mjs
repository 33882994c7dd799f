#!/usr/bin/env node
// `npm run build`: `docusaurus build` in two processes, bundling then rendering, so the build's
// peak memory is the larger of the two instead of their sum (scripts/build/twoProcessBuild.mjs
// says why and how each step is checked). Arguments go to both: `npm run build -- --out-dir out`.
//
//   node scripts/build.mjs [docusaurus build arguments]
import {spawnSync} from 'node:child_process';
import {createRequire} from 'node:module';
import {buildSteps, outDirOf} from './build/twoProcessBuild.mjs';

/** The `docusaurus` command of the installed @docusaurus/core, run with this Node. */
const DOCUSAURUS_CLI = createRequire(import.meta.url).resolve(
  '@docusaurus/core/bin/docusaurus.mjs',
);

const args = process.argv.slice(2);
const outDir = outDirOf(args, process.cwd());

for (const step of buildSteps(args, process.env)) {
  console.log(`[build] ${step.name}`);
  const result = spawnSync(process.execPath, [DOCUSAURUS_CLI, ...step.args], {
    stdio: 'inherit',
    env: step.env,
  });
  if (result.error) throw result.error;
  if (result.signal) console.error(`[build] ${step.name} was stopped by ${result.signal}.`);
  if (result.status !== 0) process.exit(result.status ?? 1);
  const problem = step.check?.(outDir);
  if (problem) {
    console.error(`[build] ${problem}`);
    process.exit(1);
  }
}
