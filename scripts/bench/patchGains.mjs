// `npm run bench -- --patch-gains`: what each dependency patch buys. Builds the site once with
// every patch and once with each patch switched off (DEPENDENCY_PATCHES_OFF), into scratch
// folders, then runs Lighthouse (mobile, performance only) on the home page and a docs page of
// every build in turn, round after round, so a machine that slows down mid-run slows every build
// alike. Reports medians: total blocking time, script evaluation (Lighthouse's bootup-time), and
// the gzip size of the main bundle. A gain is the difference between a patch's row and the
// "all patches" row; within a few milliseconds of it is noise, and the patch should go.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {startServer} from '../serve.mjs';
import {median, startLighthouse} from './lighthouse.mjs';

const PAGES = {home: '/', docs: '/docs/getting-started/'};

function build(root, outDir, off) {
  // Cold: the bundler's persistent cache would otherwise hand one build's patched modules to the next.
  for (const dir of ['.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  }
  const started = process.hrtime.bigint();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DEPENDENCY_PATCHES_OFF: off},
  });
  if (result.status !== 0) throw new Error(`the build with "${off || 'no'}" patches off failed`);
  return Number(process.hrtime.bigint() - started) / 1e9;
}

function mainBundleGzipKiB(outDir) {
  const dir = path.join(outDir, 'assets/js');
  const main = fs.readdirSync(dir).find((file) => /^main\.\w+\.js$/.test(file));
  return zlib.gzipSync(fs.readFileSync(path.join(dir, main)), {level: 9}).length / 1024;
}

/**
 * @param {{root: string, patchNames: readonly string[], runs: number}} options
 * @returns {Promise<string>} the table
 */
export async function measurePatchGains({root, patchNames, runs}) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'crucible-patch-gains-'));
  const variants = [{label: 'all patches', off: ''}].concat(
    patchNames.map((name) => ({label: `without ${name}`, off: name})),
  );
  try {
    for (const variant of variants) {
      variant.dir = path.join(scratch, variant.off || 'all');
      console.log(`building ${variant.label}…`);
      build(root, variant.dir, variant.off);
      variant.mainKiB = mainBundleGzipKiB(variant.dir);
      variant.server = await startServer({dir: variant.dir, port: 0, host: '127.0.0.1'});
      variant.samples = Object.fromEntries(
        Object.keys(PAGES).map((page) => [page, {tbt: [], scripts: []}]),
      );
    }
    const lighthouse = await startLighthouse();
    try {
      for (let round = 1; round <= runs; round++) {
        console.log(`Lighthouse round ${round} of ${runs}…`);
        for (const variant of variants) {
          for (const [page, route] of Object.entries(PAGES)) {
            const lhr = await lighthouse.run(variant.server.url + route, ['performance']);
            variant.samples[page].tbt.push(lhr.audits['total-blocking-time'].numericValue);
            variant.samples[page].scripts.push(lhr.audits['bootup-time'].numericValue);
          }
        }
      }
    } finally {
      lighthouse.close();
    }
  } finally {
    for (const variant of variants) variant.server?.server.close();
    fs.rmSync(scratch, {recursive: true, force: true});
  }

  const ms = (values) => `${median(values).toFixed(0)} ms`;
  const header = [
    'build',
    'main.js gzip',
    ...Object.keys(PAGES).flatMap((p) => [`${p} TBT`, `${p} script eval`]),
  ];
  const lines = variants.map((variant) => [
    variant.label,
    `${variant.mainKiB.toFixed(1)} KiB`,
    ...Object.keys(PAGES).flatMap((page) => [
      ms(variant.samples[page].tbt),
      ms(variant.samples[page].scripts),
    ]),
  ]);
  const widths = header.map((_, i) => Math.max(header[i].length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [
    `Dependency patch gains: medians of ${runs} Lighthouse mobile runs per page and build`,
    format(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...lines.map(format),
  ].join('\n');
}
