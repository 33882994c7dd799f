// Where a build's time and memory go: its steps, read from Docusaurus's perf logger
// (DOCUSAURUS_PERF_LOGGER=true), which prints one line per step
// (`[PERF] Build > en > SSG - 11.84 seconds! - (Heap …)`), and its peak memory, from GNU time.
import fs from 'node:fs';

/** GNU time (Debian's `time` package), which reports a command's peak memory. */
export const GNU_TIME = '/usr/bin/time';

/**
 * The command and arguments that run `docusaurus build`: under GNU time where it is installed, so
 * that `peakRssMiB` can read the peak memory from what the build writes to stderr.
 * @returns {[string, string[]]}
 */
export function buildCommand() {
  return fs.existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', 'PEAK_RSS_KIB %M', 'npx', 'docusaurus', 'build']]
    : ['npx', ['docusaurus', 'build']];
}

/** The variable that turns Docusaurus's perf logger on. */
export const PERF_LOGGER_ENV = {DOCUSAURUS_PERF_LOGGER: 'true'};

const PHASE_LINE = /^\[PERF\] Build > [^>]+ > ([^>]+?) - ([\d.]+) (ms|seconds)\b/;

/**
 * The top-level steps of a locale's build (loading the site, bundling, static rendering, the
 * post-build hooks, the broken-link check), in the order they ended, with their seconds. Steps
 * inside a step (`Build > en > SSG > Thread pool`) are left out, so the figures add up to the
 * build. An empty list means the log holds no perf lines in this format: the logger was off, or
 * Docusaurus changed how it prints them.
 */
export function buildPhases(log) {
  const phases = [];
  for (const line of log.split('\n')) {
    const match = PHASE_LINE.exec(line.trim());
    if (!match) continue;
    const [, name, value, unit] = match;
    phases.push({name, seconds: unit === 'ms' ? Number(value) / 1000 : Number(value)});
  }
  return phases;
}

/** The peak resident memory GNU time prints with `-f 'PEAK_RSS_KIB %M'`, in MiB; null without. */
export function peakRssMiB(stderr) {
  const match = /PEAK_RSS_KIB (\d+)/.exec(stderr);
  return match ? Number(match[1]) / 1024 : null;
}
