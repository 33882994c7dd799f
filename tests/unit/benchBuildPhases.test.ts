// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {buildCommand, buildPhases, GNU_TIME, peakRssMiB} from '@site/scripts/bench/buildPhases.mjs';

/** Lines as Docusaurus 3.10's perf logger prints them during a build (abridged). */
const LOG = `[PERF] Get locales to build - 1.12 seconds! - (Heap 56mb -> 76mb / Total 100mb)
[INFO] [en] Creating an optimized production build...
[PERF] Build > en > Load site > Load context - 591.69 ms - (Heap 76mb -> 74mb / Total 106mb)
[PERF] Build > en > Load site - 3.92 seconds! - (Heap 76mb -> 99mb / Total 132mb)
[PERF] Build > en > Creating rspack bundler configs - 214.30 ms - (Heap 99mb -> 108mb / Total 133mb)
[PERF] Build > en > Bundling with rspack - 23.25 seconds! - (Heap 108mb -> 320mb / Total 388mb)
[PERF] SSG Worker 2 - Task 53 - Rendering 10 pathnames - 407.67 ms - (Heap 121mb -> 130mb / Total 162mb)
[PERF] Build > en > SSG > Thread pool - 11.61 seconds! - (Heap 322mb -> 317mb / Total 388mb)
[PERF] Build > en > SSG - 11.84 seconds! - (Heap 320mb -> 318mb / Total 388mb)
[social-cards] 434 cards (434 rendered, 0 from cache) in 49.2 s, 19.5 MiB
[PERF] Build > en > postBuild() - 49.28 seconds! - (Heap 319mb -> 244mb / Total 353mb)
[PERF] Build > en > Broken links checker - 278.76 ms - (Heap 244mb -> 255mb / Total 353mb)
[PERF] Build > en - 88.83 seconds! - (Heap 76mb -> 255mb / Total 353mb)
[SUCCESS] Generated static files in "build".`;

describe("the bench's build figures", () => {
  it("reads the build's top-level steps from the perf logger, not the steps inside them", () => {
    const phases = buildPhases(LOG);
    expect(phases.map(({name}) => name)).toEqual([
      'Load site',
      'Creating rspack bundler configs',
      'Bundling with rspack',
      'SSG',
      'postBuild()',
      'Broken links checker',
    ]);
    // Milliseconds and seconds both come out in seconds.
    expect(phases.map(({seconds}) => Number(seconds.toFixed(3)))).toEqual([
      3.92, 0.214, 23.25, 11.84, 49.28, 0.279,
    ]);
  });

  it('names the process of `npm run build` each step ran in', () => {
    const twoProcesses = `[build] step 1 of 2: bundling
[PERF] Build > en > Load site - 3.92 seconds! - (Heap 76mb -> 99mb / Total 132mb)
[PERF] Build > en > Bundling with rspack - 23.25 seconds! - (Heap 108mb -> 320mb / Total 388mb)
[build] step 2 of 2: rendering the pages and the post-build steps
[PERF] Build > en > Load site - 4.10 seconds! - (Heap 76mb -> 99mb / Total 132mb)
[PERF] Build > en > SSG - 11.84 seconds! - (Heap 320mb -> 318mb / Total 388mb)`;
    expect(buildPhases(twoProcesses).map(({name, step}) => `${step} ${name}`)).toEqual([
      '1 Load site',
      '1 Bundling with rspack',
      '2 Load site',
      '2 SSG',
    ]);
    expect(buildPhases(LOG).every(({step}) => step === null)).toBe(true);
  });

  it('finds no step in a log without perf lines, so the bench says it could not read them', () => {
    expect(buildPhases('[INFO] [en] Creating an optimized production build...\n')).toEqual([]);
  });

  it('runs the build under GNU time, where installed, in the format the peak is read from', () => {
    const [command, args] = buildCommand();
    expect(args.slice(-2)).toEqual(['node', 'scripts/build.mjs']);
    if (command !== GNU_TIME) return;
    const format = args[args.indexOf('-f') + 1];
    // What GNU time prints for a peak of 2 MiB, read back.
    expect(peakRssMiB(`${format.replace('%M', '2048')}\n`)).toBe(2);
  });

  it("reads GNU time's peak memory in MiB, and nothing where time did not run", () => {
    expect(peakRssMiB('some warning\nPEAK_RSS_KIB 2398892\n')).toBeCloseTo(2342.67, 2);
    expect(peakRssMiB('[ERROR] the build failed\n')).toBeNull();
  });
});
