/**
 * @vitest-environment node
 *
 * The GitHub Actions workflows, read by GitHub's own parser (@actions/workflow-parser, from
 * actions/languageservices): each must load without an error, as GitHub would run it. And ci.yml
 * must do what `.ci/run` does: the same install, then every check `npm test` chains, each as its
 * own step with the id and output files the job summary reads. Add a check to `npm test` and this
 * fails until the workflow runs it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  convertWorkflowTemplate,
  NoOperationTraceWriter,
  parseWorkflow,
} from '@actions/workflow-parser';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {REPORTS_DIR, reportName, stepId, testScripts} from '@site/scripts/ci-summary/checkSteps';
import {parserFor} from '@site/scripts/ci-summary/parsers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const WORKFLOWS = fs
  .readdirSync(path.join(ROOT, '.github/workflows'))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => `.github/workflows/${name}`);

/** Every error GitHub's parser reports for a workflow file, as GitHub words it. */
async function workflowErrors(file: string): Promise<string[]> {
  const parsed = parseWorkflow({name: file, content: read(file)}, new NoOperationTraceWriter());
  if (!parsed.value) return parsed.context.errors.getErrors().map((error) => error.message);
  const template = await convertWorkflowTemplate(parsed.context, parsed.value);
  return (template.errors ?? []).map((error) => error.Message);
}

type Step = {
  id?: string;
  if?: string;
  run?: string;
  uses?: string;
  with?: Record<string, string | number>;
  env?: Record<string, string>;
};
type Job = {container?: {image: string}; steps: Step[]};
type Workflow = {on: Record<string, unknown>; jobs: Record<string, Job>};

function onlyJob(file: string): Job {
  const jobs = Object.values((load(read(file)) as Workflow).jobs);
  expect(jobs, `${file} has one job`).toHaveLength(1);
  return jobs[0];
}

const triggers = (file: string) => Object.keys((load(read(file)) as Workflow).on);
const uses = (steps: Step[], action: string) =>
  steps.find((step) => step.uses?.startsWith(`${action}@`));
/** The commands of a shell script, without its comments and blank lines. */
const commands = (script: string) =>
  script.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

describe("GitHub's parser", () => {
  it.each(WORKFLOWS)('reads %s without an error', async (file) => {
    expect(await workflowErrors(file)).toEqual([]);
  });

  it('names each typo in a workflow, at its line', async () => {
    expect(await workflowErrors('tests/fixtures/workflows/typos.yml')).toEqual([
      "tests/fixtures/workflows/typos.yml (Line: 5, Col: 3): Unexpected value 'pull_requests'",
      "tests/fixtures/workflows/typos.yml (Line: 14, Col: 9): Unexpected value 'runs'",
      "tests/fixtures/workflows/typos.yml (Line: 12, Col: 9): There's not enough info to determine what you meant. Add one of these properties: run, shell, uses, with, working-directory",
      "tests/fixtures/workflows/typos.yml (Line: 16, Col: 13): Unrecognized named-value: 'step'",
      "tests/fixtures/workflows/typos.yml (Line: 18, Col: 9): Unexpected value 'timeout-minute'",
    ]);
  });

  it('names the parts of a workflow that do not fit together', async () => {
    expect(await workflowErrors('tests/fixtures/workflows/wiring.yml')).toEqual([
      "tests/fixtures/workflows/wiring.yml (Line: 7, Col: 13): Invalid cron expression. Expected format: '* * * * *' (minute hour day month weekday)",
      "tests/fixtures/workflows/wiring.yml (Line: 15, Col: 13): The identifier 'bench' may not be used more than once within the same scope.",
      "tests/fixtures/workflows/wiring.yml (Line: 18, Col: 12): Job 'report' depends on unknown job 'benchmark'.",
    ]);
  });
});

describe('ci.yml runs what .ci/run runs', () => {
  const {container, steps} = onlyJob('.github/workflows/ci.yml');
  const checks = testScripts(
    (JSON.parse(read('package.json')) as {scripts: {test: string}}).scripts.test,
  );
  const install = steps.find((step) => step.id === 'install');

  it('runs on every push and pull request', () => {
    expect(triggers('.github/workflows/ci.yml')).toEqual(['push', 'pull_request']);
  });

  it('installs with .ci/install, as .ci/run does before it runs npm test', () => {
    expect(commands(read('.ci/run')).slice(-2)).toEqual(['.ci/install', 'npm test']);
    expect(commands(install?.run ?? '')).toContain('.ci/install');
    // Debian, whose chromium package .ci/install installs; Ubuntu's installs a snap.
    expect(container?.image).toMatch(/^node:\d+-(bookworm|trixie)$/);
  });

  it('runs each check of npm test as a step of its own, in the same order', () => {
    const scriptsRun = steps
      .flatMap((step) => [...(step.run ?? '').matchAll(/npm run (?:--silent )?([\w:-]+)/g)])
      .map((match) => match[1])
      .filter((script) => !script.startsWith('ci:'));
    expect(
      scriptsRun,
      'each `npm run` check in package.json\'s "test" needs its own step in .github/workflows/ci.yml',
    ).toEqual(checks);
  });

  it.each(checks)('runs %s with the step id and output files the summary reads', (script) => {
    const step = steps.find((candidate) => candidate.id === stepId(script));
    expect(step?.run).toMatch(new RegExp(`^npm run ${script}( |$)`));
    expect(step?.run).toContain(`| tee ${REPORTS_DIR}/${reportName(script, 'log')}`);
    if (parserFor(script).reads === 'json') {
      expect(step?.run).toContain(`${REPORTS_DIR}/${reportName(script, 'json')}`);
    }
  });

  it('runs every check after an earlier one failed, and the checks over build/ after a build', () => {
    const needsBuild = new Set(checks.slice(checks.indexOf('build') + 1));
    for (const script of checks) {
      const needed = needsBuild.has(script) ? 'build' : 'install';
      expect(steps.find((step) => step.id === stepId(script))?.if, script).toBe(
        `\${{ !cancelled() && steps.${needed}.outcome == 'success' }}`,
      );
    }
  });

  it("checks out the whole history, which the container's git may read, to date the pages", () => {
    expect(uses(steps, 'actions/checkout')?.with?.['fetch-depth']).toBe(0);
    expect(steps.map((step) => step.run)).toContain(
      'git config --global --add safe.directory "$GITHUB_WORKSPACE"',
    );
  });

  it("caches npm's downloads and the bundler's cache between runs", () => {
    expect(uses(steps, 'actions/setup-node')?.with?.cache).toBe('npm');
    const restore = uses(steps, 'actions/cache/restore');
    const save = uses(steps, 'actions/cache/save');
    expect(restore?.with?.path).toBe('node_modules/.cache\n.docusaurus\n');
    expect(save?.with?.path).toBe(restore?.with?.path);
    expect(save?.with?.key).toBe(restore?.with?.key);
    expect(steps.indexOf(restore!)).toBeLessThan(steps.findIndex((step) => step.id === 'build'));
  });

  it('uploads the built site for review, and ends with the summary of failures by file', () => {
    expect(uses(steps, 'actions/upload-artifact')?.with?.path).toBe('build/');
    const summary = steps.at(-1);
    expect(summary?.run).toBe('npm run --silent ci:summary');
    expect(summary?.env?.STEPS).toBe('${{ toJSON(steps) }}');
  });
});

describe('bench.yml', () => {
  const {steps} = onlyJob('.github/workflows/bench.yml');

  it('runs every week and on demand', () => {
    expect(triggers('.github/workflows/bench.yml')).toEqual(['schedule', 'workflow_dispatch']);
  });

  it('installs as CI does, with GNU time for the peak memory, runs npm run bench and keeps its table', () => {
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual([
      'git config --global --add safe.directory "$GITHUB_WORKSPACE"',
      '.ci/install',
      'apt-get update -qq\napt-get install -y -qq time >/dev/null\n',
      'mkdir -p bench-results\nnpm run bench -- --out bench-results/bench.txt\n',
      expect.stringContaining('cat bench-results/bench.txt'),
    ]);
    expect(uses(steps, 'actions/upload-artifact')?.with?.path).toBe('bench-results/bench.txt');
  });
});
