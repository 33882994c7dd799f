// @vitest-environment node
/**
 * The spelling and Markdown style checks of `npm run lint` (cspell.config.yaml,
 * .markdownlint-cli2.yaml): each tool runs from node_modules over a fixture with known mistakes
 * and must print exactly those, with file, line and what to change. `npm run lint` runs the same
 * tools over the whole site.
 */
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';
import {describe, expect, it} from 'vitest';
import {dataWords} from '@site/checks/dataWords';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/fixtures/prose';
const TOOL_TIMEOUT_MS = 60_000;

type ToolRun = {exitCode: number; lines: string[]};

/** Runs a package's command-line entry with Node from the repository root, as npm scripts do. */
async function runTool(entry: string, args: string[]): Promise<ToolRun> {
  const command = [path.join(ROOT, 'node_modules', entry), ...args];
  const output = (stdout: string, stderr: string) => `${stdout}\n${stderr}`.split('\n');
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, command, {cwd: ROOT});
    return {exitCode: 0, lines: output(stdout, stderr)};
  } catch (error) {
    const {code, stdout, stderr} = error as {code: number; stdout: string; stderr: string};
    return {exitCode: code, lines: output(stdout, stderr)};
  }
}

const findingsIn = (run: ToolRun) => run.lines.filter((line) => line.startsWith(FIXTURES));

describe('spelling (cspell)', () => {
  it(
    'reports an American spelling, an -ize form and a typo, with the fix, and nothing in code, data ids or the word list',
    async () => {
      const run = await runTool('cspell/bin.mjs', [
        '--no-progress',
        '--no-summary',
        '--no-cache',
        `${FIXTURES}/misspelt.md`,
      ]);
      expect(findingsIn(run)).toEqual([
        `${FIXTURES}/misspelt.md:9:19 - Unknown word (behavior)`,
        `${FIXTURES}/misspelt.md:9:45 - Forbidden word (tokenizer) fix: (tokeniser)`,
        `${FIXTURES}/misspelt.md:9:87 - Unknown word (recieve) fix: (receive)`,
      ]);
      expect(run.exitCode).toBe(1);
    },
    TOOL_TIMEOUT_MS,
  );
});

describe('Markdown style (markdownlint-cli2)', () => {
  it(
    'reports a skipped heading level, a trailing space and a fence without a language, and no MDX syntax',
    async () => {
      const run = await runTool('markdownlint-cli2/markdownlint-cli2-bin.mjs', [
        '--no-globs',
        `${FIXTURES}/style.mdx`,
      ]);
      expect(findingsIn(run)).toEqual([
        `${FIXTURES}/style.mdx:12 error MD001/heading-increment Heading levels should only increment by one level at a time [Expected: h2; Actual: h3]`,
        `${FIXTURES}/style.mdx:14:59 error MD009/no-trailing-spaces Trailing spaces [Expected: 0; Actual: 1]`,
        `${FIXTURES}/style.mdx:16 error MD040/fenced-code-language Fenced code blocks should have a language specified [Context: "\`\`\`"]`,
      ]);
      expect(run.exitCode).toBe(1);
    },
    TOOL_TIMEOUT_MS,
  );
});

describe('the project word list', () => {
  const entries = fs
    .readFileSync(path.join(ROOT, '.cspell/project-words.txt'), 'utf8')
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((word) => word !== '');
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', {sensitivity: 'base'});

  it('holds one word per line, in alphabetical order, each once', () => {
    expect(entries.filter((entry) => /\s/.test(entry))).toEqual([]);
    expect(entries).toEqual([...entries].sort(byName));
    const seen = new Set<string>();
    const repeated = entries.filter((word) => seen.size === seen.add(word.toLowerCase()).size);
    expect(repeated).toEqual([]);
  });

  it('leaves out the words src/data/ already declares, which the check reads from there', () => {
    const declared = new Set(dataWords());
    expect(entries.filter((word) => declared.has(word.toLowerCase()))).toEqual([]);
  });
});
