// `npm run build` runs `docusaurus build` as two processes, one after the other: the first bundles
// and exits, the second renders the pages and runs the post-build steps on that bundle. The
// bundler (rspack) keeps about 1.1 GB of native memory until its process ends, so in one process
// the rendering threads and the post-build steps are added on top of it: 2.0 GB at the peak,
// against 1.4-1.5 GB for the larger of the two processes (measured on 29 November 2026; see
// ARCHITECTURE.md). The output is byte for byte the same.
//
// It uses two switches Docusaurus reads in `buildLocale` (core/lib/commands/build/buildLocale.js):
// DOCUSAURUS_EXIT_AFTER_BUNDLING and DOCUSAURUS_SKIP_BUNDLING. They are not documented, so each
// step checks that its switch took effect and stops the build with a message when it did not.
// Delete this script, and make `npm run build` plain `docusaurus build` again, when a single
// process stays within the memory budget.
import fs from 'node:fs';
import path from 'node:path';

/** The switches the two steps set; a caller who sets one is running Docusaurus by hand. */
export const STEP_SWITCHES = [
  'DOCUSAURUS_EXIT_AFTER_BUNDLING',
  'DOCUSAURUS_SKIP_BUNDLING',
  'DOCUSAURUS_EXIT_AFTER_LOADING',
  'DOCUSAURUS_RETURN_AFTER_LOADING',
  'DOCUSAURUS_KEEP_SERVER_BUNDLE',
];

/** Left by the first step in the output folder; a second step that bundles again deletes it. */
export const BUNDLED_MARKER = '.bundled-by-step-1';

/** Where Docusaurus writes the server bundle, relative to the output folder. */
export const SERVER_BUNDLE = path.join('__server', 'server.bundle.js');

/**
 * The output folder of `docusaurus build <args>`: `--out-dir` (either spelling) relative to the
 * site folder (the first argument that is not an option), else `build` in it.
 */
export function outDirOf(args, cwd) {
  let siteDir = '.';
  let outDir = 'build';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--out-dir') outDir = args[++i] ?? outDir;
    else if (arg.startsWith('--out-dir=')) outDir = arg.slice('--out-dir='.length);
    else if (arg === '--config' || arg === '--locale') i++;
    else if (!arg.startsWith('-') && siteDir === '.') siteDir = arg;
  }
  return path.resolve(cwd, siteDir, outDir);
}

/**
 * The `docusaurus` arguments and environment of each process that runs `docusaurus build <args>`
 * for a caller with `env`: the two steps, or one plain build when the caller already set one of
 * Docusaurus's switches.
 */
export function buildSteps(args, env) {
  const docusaurusArgs = ['build', ...args];
  const setByCaller = STEP_SWITCHES.filter((name) => env[name] !== undefined);
  if (setByCaller.length > 0) {
    return [
      {
        name: `one process (${setByCaller.join(', ')} set by the caller)`,
        args: docusaurusArgs,
        env,
      },
    ];
  }
  return [
    {
      name: 'step 1 of 2: bundling',
      args: docusaurusArgs,
      env: {...env, DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'},
      check: checkBundlingStep,
    },
    {
      name: 'step 2 of 2: rendering the pages and the post-build steps',
      args: docusaurusArgs,
      env: {...env, DOCUSAURUS_SKIP_BUNDLING: 'true'},
      check: checkRenderingStep,
    },
  ];
}

const UPSTREAM = 'core/lib/commands/build/buildLocale.js';

/**
 * After step 1: the server bundle is there (rendering deletes it, so a step that rendered the pages
 * too would have removed it). Leaves the marker step 2 is checked with. Returns an error message,
 * or null.
 */
export function checkBundlingStep(outDir) {
  if (!fs.existsSync(path.join(outDir, SERVER_BUNDLE))) {
    return (
      `Step 1 left no server bundle in ${path.join(outDir, SERVER_BUNDLE)}, so it did not stop after ` +
      `bundling: Docusaurus no longer reads DOCUSAURUS_EXIT_AFTER_BUNDLING (see ${UPSTREAM}). ` +
      'Run `npx docusaurus build` in one process and update scripts/build/twoProcessBuild.mjs.'
    );
  }
  fs.writeFileSync(
    path.join(outDir, BUNDLED_MARKER),
    'Written by scripts/build.mjs; deleted by it.\n',
  );
  return null;
}

/**
 * After step 2: the marker is still there (bundling empties the output folder first, so a step
 * that bundled again would have deleted it) and the pages were rendered. Removes the marker.
 * Returns an error message, or null.
 */
export function checkRenderingStep(outDir) {
  const marker = path.join(outDir, BUNDLED_MARKER);
  if (!fs.existsSync(marker)) {
    return (
      'Step 2 bundled the site again (it emptied the output folder): Docusaurus no longer reads ' +
      `DOCUSAURUS_SKIP_BUNDLING (see ${UPSTREAM}). The build is complete but took twice the ` +
      'bundling; update scripts/build/twoProcessBuild.mjs.'
    );
  }
  fs.rmSync(marker);
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    return `Step 2 rendered no home page (${path.join(outDir, 'index.html')} is missing).`;
  }
  return null;
}
