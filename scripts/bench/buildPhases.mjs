// Where a build's time and memory go: its steps, read from Docusaurus's perf logger
// (DOCUSAURUS_PERF_LOGGER=true), which prints one line per step
// (`[PERF] Build > en > SSG - 11.84 seconds! - (Heap …)`), and its peak memory, from GNU time.
import fs from 'node:fs';

/** GNU time (Debian's `time` package), which reports a command's peak memory. */
export const GNU_TIME = '/usr/bin/time';

/**
 * The command and arguments that run the site's build as `npm run build` does (scripts/build.mjs,
 * run from the site's folder): under GNU time where it is installed, so that `peakRssMiB` can read
 * the peak memory from what the build writes to stderr. GNU time reports the largest of the
 * processes the build runs, which is the build's peak: they run one after the other.
 * @returns {[string, string[]]}
 */
export function buildCommand() {
  const build = ['node', ['scripts/build.mjs']];
  return fs.existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', 'PEAK_RSS_KIB %M', build[0], ...build[1]]]
    : build;
}

/** The variable that turns Docusaurus's perf logger on. */
export const PERF_LOGGER_ENV = {DOCUSAURUS_PERF_LOGGER: 'true'};

const PHASE_LINE = /^\[PERF\] Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds)\b/;
/** The line scripts/build.mjs prints as each of its processes starts. */
const STEP_LINE = /^\[build\] step (\d+) of \d+/;

/**
 * The top-level steps of a locale's build (loading the site, bundling, static rendering, the
 * post-build hooks, the broken-link check), in the order they ended, with their seconds and the
 * process of scripts/build.mjs they ran in (`step`, null in a log without its lines). Steps
 * inside a step (`Build > en > SSG > Thread pool`) are left out, so the figures add up to the
 * build. An empty list means the log holds no perf lines in this format: the logger was off, or
 * Docusaurus changed how it prints them.
 */
export function buildPhases(log) {
  const phases = [];
  let step = null;
  for (const line of log.split('\n')) {
    const stepMatch = STEP_LINE.exec(line.trim());
    if (stepMatch) step = Number(stepMatch[1]);
    const match = PHASE_LINE.exec(line.trim());
    if (!match) continue;
    const [, name, value, unit] = match;
    phases.push({name, seconds: unit === 'ms' ? Number(value) / 1000 : Number(value), step});
  }
  return phases;
}

/** The peak resident memory GNU time prints with `-f 'PEAK_RSS_KIB %M'`, in MiB; null without. */
export function peakRssMiB(stderr) {
  const match = /PEAK_RSS_KIB (\d+)/.exec(stderr);
  return match ? Number(match[1]) / 1024 : null;
}
