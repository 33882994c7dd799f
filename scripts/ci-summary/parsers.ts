/**
 * Reads each check's output into problems placed by file and line. Each parser reads what its
 * tool prints in the CI workflow, colours stripped: TypeScript's `file(line,col): error TS…` lines
 * (`--pretty false`), ESLint's default `stylish` report and `prettier --check`'s list, Vitest's
 * JSON report, `node --test`'s TAP (Node 20 and 22 print it into a pipe) or spec report (Node 23
 * and later), and Docusaurus's broken-link and MDX errors. Any other check is read as
 * `file:line: message` lines, which `npm run check:content`, cspell and markdownlint-cli2 print.
 */
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';
import {load} from 'js-yaml';
import type {Problem} from './failure';

export type OutputParser = {
  /** The step output it reads: the step's log, or the JSON report the workflow asks the tool for. */
  reads: 'log' | 'json';
  /** `root` is the repository's path in the run, to make tools' absolute paths relative. */
  parse: (output: string, root: string) => Problem[];
};

function lines(output: string): string[] {
  return stripVTControlCharacters(output).split(/\r?\n/);
}

function repoPath(root: string, file: string): string {
  return path.isAbsolute(file) ? path.relative(root, file) : path.normalize(file);
}

/** A 1-based line; none for 0, which tools use for a problem with the whole file. */
function lineNumber(text: string | undefined): number | undefined {
  const line = Number(text);
  return line > 0 ? line : undefined;
}

function firstLine(text: string): string {
  return text.trim().split('\n')[0].trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// `docs/a.md:12: message [rule]` (check:content), `docs/a.md:12:5 - Unknown word` (cspell),
// `docs/a.md:12:81 error MD013/line-length …` (markdownlint-cli2). Never a URL's `host:port`.
const FILE_LINE = /^(?![a-z]+:\/\/)(\S+\.\w+):(\d+)(?::\d+)?:?\s+(?:-\s+)?(.+)$/;

export const fileLineOutput: OutputParser = {
  reads: 'log',
  parse: (output, root) =>
    lines(output).flatMap((text) => {
      const match = FILE_LINE.exec(text);
      if (!match) return [];
      return [{file: repoPath(root, match[1]), line: lineNumber(match[2]), message: match[3]}];
    }),
};

// A chained TypeScript error continues on indented lines; its first line names the mismatch.
const TSC_ERROR = /^(\S.*?)\((\d+),\d+\): error (TS\d+: .+)$/;

export const typescript: OutputParser = {
  reads: 'log',
  parse: (output, root) =>
    lines(output).flatMap((text) => {
      const match = TSC_ERROR.exec(text);
      if (!match) return [];
      return [{file: repoPath(root, match[1]), line: lineNumber(match[2]), message: match[3]}];
    }),
};

// ESLint's stylish report: an absolute file path, then `line:col  error  message  rule` lines.
// Warnings are left out: they do not fail the lint, so they are not why the check failed.
const ESLINT_FILE = /^(\/.+)$/;
const ESLINT_ERROR = /^\s+(\d+):\d+\s+error\s+(.+?)(?:\s{2,}(\S+))?\s*$/;
// `prettier --check` names an unformatted file in a `[warn]` line, an unparsable one in `[error]`.
const PRETTIER_UNFORMATTED = /^\[warn\] (\S+)$/;
const PRETTIER_ERROR = /^\[error\] (\S+): (.+?)(?: \((\d+):\d+\))?$/;

/** `npm run lint`: ESLint, then `prettier --check`. */
export const eslintAndPrettier: OutputParser = {
  reads: 'log',
  parse(output, root) {
    const problems: Problem[] = [];
    let eslintFile: string | undefined;
    for (const text of lines(output)) {
      const file = ESLINT_FILE.exec(text);
      if (file) {
        eslintFile = repoPath(root, file[1]);
        continue;
      }
      const eslint = ESLINT_ERROR.exec(text);
      if (eslint && eslintFile) {
        const [, line, message, rule] = eslint;
        problems.push({
          file: eslintFile,
          line: lineNumber(line),
          message: rule ? `${message} [${rule}]` : message,
        });
        continue;
      }
      const unformatted = PRETTIER_UNFORMATTED.exec(text);
      if (unformatted) {
        const file = repoPath(root, unformatted[1]);
        problems.push({
          file,
          message: `not formatted by Prettier; run \`npx prettier --write ${file}\``,
        });
        continue;
      }
      const unparsable = PRETTIER_ERROR.exec(text);
      if (unparsable) {
        const [, file, message, line] = unparsable;
        problems.push({file: repoPath(root, file), line: lineNumber(line), message});
      }
    }
    return problems;
  },
};

type VitestTest = {
  ancestorTitles: string[];
  title: string;
  status: string;
  failureMessages: string[];
};
type VitestFile = {name: string; status: string; message: string; assertionResults: VitestTest[]};

/** Vitest's JSON report: each failed test, at the line of its test file where it failed. */
export const vitestJson: OutputParser = {
  reads: 'json',
  parse: (output, root) =>
    (JSON.parse(output) as {testResults: VitestFile[]}).testResults.flatMap((result) => {
      const file = repoPath(root, result.name);
      const failed = result.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0) {
        // A test file that fails before its tests run (an import that does not resolve).
        if (result.status !== 'failed') return [];
        return [{file, message: firstLine(result.message) || 'the test file failed to run'}];
      }
      const frameInFile = new RegExp(`${escapeRegExp(result.name)}:(\\d+):\\d+`);
      return failed.map((test) => {
        const error = test.failureMessages[0] ?? '';
        const title = [...test.ancestorTitles, test.title].join(' › ');
        return {
          file,
          line: lineNumber(frameInFile.exec(error)?.[1]),
          message: `${title}: ${firstLine(error)}`,
        };
      });
    }),
};

/** Failures that only repeat another: a suite whose subtests failed, a test its parent cancelled. */
const CONSEQUENT_FAILURES = new Set(['subtestsFailed', 'cancelledByParent']);

type TapDiagnostic = {location?: string; failureType?: string; error?: unknown};

/** TAP: `not ok N - title`, then an indented YAML block (`---` … `...`) with location and error. */
function tapFailures(text: string[], root: string): Problem[] {
  const problems: Problem[] = [];
  text.forEach((line, index) => {
    const notOk = /^(\s*)not ok \d+ - (.*)$/.exec(line);
    const indent = `${notOk?.[1]}  `;
    if (!notOk || text[index + 1] !== `${indent}---`) return;
    const end = text.indexOf(`${indent}...`, index + 2);
    if (end === -1) return;
    const yaml = text.slice(index + 2, end).map((diagnostic) => diagnostic.slice(indent.length));
    const {location, failureType, error} = load(yaml.join('\n')) as TapDiagnostic;
    const at = /^(.+):(\d+):\d+$/.exec(location ?? '');
    if (!at || CONSEQUENT_FAILURES.has(failureType ?? '')) return;
    const title = notOk[2].replace(/\\([#\\])/g, '$1');
    problems.push({
      file: repoPath(root, at[1]),
      line: lineNumber(at[2]),
      message: `${title}: ${firstLine(String(error ?? ''))}`,
    });
  });
  return problems;
}

/** The spec reporter's closing list: `test at file:line:col`, `✖ title (time)`, the error. */
function specFailures(text: string[], root: string): Problem[] {
  const start = text.indexOf('✖ failing tests:');
  if (start === -1) return [];
  const problems: Problem[] = [];
  for (let index = start + 1; index < text.length; index++) {
    const at = /^test at (.+):(\d+):\d+$/.exec(text[index]);
    const title = /^✖ (.*) \([\d.]+m?s\)$/.exec(text[index + 1] ?? '');
    if (!at || !title) continue;
    const error = text.slice(index + 2).find((line) => line.trim() !== '') ?? '';
    problems.push({
      file: repoPath(root, at[1]),
      line: lineNumber(at[2]),
      message: `${title[1]}: ${error.trim().replace(/^\w*Error(?: \[\w+\])?: /, '')}`,
    });
  }
  return problems;
}

export const nodeTest: OutputParser = {
  reads: 'log',
  parse(output, root) {
    const text = lines(output);
    return text.includes('TAP version 13') ? tapFailures(text, root) : specFailures(text, root);
  },
};

// Docusaurus lists broken links by the route of the page that has them, not by file.
const BROKEN_ON_PAGE = /^- Broken (link|anchor) on source page path = (.+):$/;
const LINKING_TO = /^-> linking to (.+)$/;
// An MDX error names the file; the cause that follows says what and often where (`(3:57)`).
const MDX_FAILED = /MDX compilation failed for file "(.+?)"/;
const CAUSE = /Cause: (.+)$/;

export const docusaurusBuild: OutputParser = {
  reads: 'log',
  parse(output, root) {
    const text = lines(output).map((line) => line.trim());
    const problems: Problem[] = [];
    let brokenOn: {kind: string; page: string} | undefined;
    text.forEach((line, index) => {
      const onPage = BROKEN_ON_PAGE.exec(line);
      const target = LINKING_TO.exec(line);
      if (onPage) brokenOn = {kind: onPage[1], page: onPage[2]};
      else if (target && brokenOn) {
        problems.push({page: brokenOn.page, message: `broken ${brokenOn.kind} to ${target[1]}`});
      } else brokenOn = undefined;

      const mdx = MDX_FAILED.exec(line);
      const cause = mdx && CAUSE.exec(text[index + 1] ?? '');
      if (mdx && cause) {
        problems.push({
          file: repoPath(root, mdx[1]),
          line: lineNumber(/\((\d+):\d+\)/.exec(cause[1])?.[1]),
          message: cause[1],
        });
      }
    });
    return problems;
  },
};

/**
 * `npm run lint`: markdownlint and cspell print `file:line` lines, then ESLint and Prettier print
 * their own reports.
 */
export const lintOutput: OutputParser = {
  reads: 'log',
  parse: (output, root) => [
    ...fileLineOutput.parse(output, root),
    ...eslintAndPrettier.parse(output, root),
  ],
};

/** Each check of `npm test` whose output has a shape of its own; the rest print `file:line`. */
const PARSERS: Record<string, OutputParser> = {
  typecheck: typescript,
  lint: lintOutput,
  'test:unit': vitestJson,
  build: docusaurusBuild,
  'test:build': nodeTest,
  'test:e2e': nodeTest,
};

export function parserFor(script: string): OutputParser {
  return PARSERS[script] ?? fileLineOutput;
}
