// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkInvocation, cliUsageFindings} from '@site/checks/cliUsage';
import {invocationsIn, jsonArgsInvocations} from '@site/checks/cliInvocations';
import {envVarFindings} from '@site/checks/envVars';
import {formatFinding, sortFindings} from '@site/checks/finding';
import {loadReleases} from '@site/checks/releases';
import {readSource} from '@site/checks/sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = path.join(ROOT, 'tests/fixtures/facts/cli');
const releases = loadReleases(ROOT);
const fixture = (file: string) => readSource(FIXTURES, file);
const current = {kind: 'current'} as const;

describe('finding crucible commands in a page', () => {
  it('reads commands where a shell would run them, and nothing else', () => {
    expect(invocationsIn('$ crucible eval -c a.yaml | tee log', 1).map((i) => i.words)).toEqual([
      ['eval', '-c', 'a.yaml'],
    ]);
    expect(invocationsIn('- run: npx -y crucible@0.87.0 view --no-open', 4)[0]).toMatchObject({
      line: 4,
      words: ['view', '--no-open'],
    });
    expect(invocationsIn('CRUCIBLE_CACHE_PATH=/tmp crucible cache clear', 1)[0].words).toEqual([
      'cache',
      'clear',
    ]);
    expect(invocationsIn('npm install -g crucible && brew install crucible', 1)).toEqual([]);
    expect(invocationsIn('docker run --name crucible --restart always', 1)).toEqual([]);
    expect(invocationsIn('crucible eval \\\n  -o out.json', 7)[0]).toMatchObject({
      line: 7,
      words: ['eval', '-o', 'out.json'],
    });
  });

  it('ends a command in page prose at the end of the clause', () => {
    const [found] = invocationsIn('run crucible guardrails, then scan-model.', 1, {prose: true});
    expect(found.words).toEqual(['guardrails']);
  });

  it('reads the args of an MCP client entry', () => {
    const json = '{\n  "command": "npx",\n  "args": ["-y", "crucible@latest", "mcp", "server"]\n}';
    expect(jsonArgsInvocations(json, 10)).toEqual([
      {line: 11, words: ['mcp', 'server'], text: 'crucible mcp server'},
    ]);
  });
});

describe('cli-usage', () => {
  it('names each mistake on a docs page, with a suggestion where one is close', () => {
    const findings = sortFindings(cliUsageFindings([fixture('docs-page.md')], releases));
    expect(findings.map(formatFinding)).toEqual([
      'docs-page.md:6: `crucible evaluate` is not a Crucible command (commands are listed in docs/usage/command-line.md) — in `crucible evaluate` [cli-usage]',
      'docs-page.md:9: `crucible eval` has no flag --max-concurency; did you mean --max-concurrency? (its flags are listed in docs/usage/command-line.md) — in `crucible eval --max-concurency 8 -o results.xlsx` [cli-usage]',
      'docs-page.md:9: `crucible eval -o results.xlsx`: the extension picks the format, and ".xlsx" is not one (.json, .jsonl, .csv, .yaml, .html, .txt) — in `crucible eval --max-concurency 8 -o results.xlsx` [cli-usage]',
      'docs-page.md:10: `crucible redteam launch`: redteam has no subcommand "launch" (it has init, setup, generate, eval, run, report, plugins) — in `crucible redteam launch` [cli-usage]',
      'docs-page.md:11: `crucible scan-model --format` accepts text, json, sarif, not "pdf" — in `crucible scan-model ./models --format pdf --fail-on` [cli-usage]',
      'docs-page.md:11: `crucible scan-model --fail-on` needs a value <severity> — in `crucible scan-model ./models --format pdf --fail-on` [cli-usage]',
      'docs-page.md:12: `crucible redteam generate --write` was removed in 0.87.0; use `-o redteam.yaml` instead — in `crucible redteam generate --write` [cli-usage]',
      'docs-page.md:19: `crucible mcp proxy` has no flag --logfile (its flags are listed in docs/usage/command-line.md) — in `crucible mcp proxy --logfile x.jsonl` [cli-usage]',
    ]);
  });

  it('reports commands and flags a post uses before the release that shipped them', () => {
    const post = fixture('blog/2024-08-20-early-post/index.mdx');
    expect(cliUsageFindings([post], releases).map((f) => `${f.line}: ${f.message}`)).toEqual([
      "6: `crucible redteam report` shipped in 0.73.0 (2024-10-01), after this page's date (2024-08-20) — in `crucible redteam report`",
      "6: `crucible redteam run --resume` shipped in 0.85.0 (2025-10-01), after this page's date (2024-08-20) — in `crucible redteam run --resume`",
      "7: `crucible auth login --api-key` shipped in 0.77.0 (2025-02-03), after this page's date (2024-08-20) — in `crucible auth login --api-key $KEY`",
    ]);
  });

  it('lets the release that removes a flag show it, and no later one', () => {
    const note = fixture('releases/2025-12-01-crucible-0-87-0.md');
    const time = {kind: 'dated', date: '2025-12-01', version: '0.87.0'} as const;
    expect(checkInvocation({words: ['redteam', 'generate', '--write']}, time, releases)).toEqual(
      [],
    );
    expect(cliUsageFindings([note], releases).map((f) => f.message)).toEqual([
      '`crucible scan-model --severity` was removed in 0.82.0 (2025-07-01); use `--fail-on` instead — in `crucible scan-model ./m --severity high`',
    ]);
  });

  it('accepts placeholders, variables and a Google Sheets tab as values', () => {
    expect(
      checkInvocation({words: ['eval', '-o', '<path>', '-j', '$N']}, current, releases),
    ).toEqual([]);
    const sheet = 'https://docs.google.com/spreadsheets/d/abc/edit#gid=1';
    expect(checkInvocation({words: ['eval', '-o', sheet]}, current, releases)).toEqual([]);
    expect(checkInvocation({words: ['--version']}, current, releases)).toEqual([]);
  });
});

describe('env-vars', () => {
  it('reports CRUCIBLE_ names the product does not read, with the closest real one', () => {
    expect(envVarFindings([fixture('docs-page.md')], releases).map(formatFinding)).toEqual([
      "docs-page.md:22: CRUCIBLE_PIPELINE_VERSION is not a variable Crucible reads (src/data/environment.ts lists them); the CRUCIBLE_ prefix is the product's, so name a variable of your own without it [env-vars]",
      'docs-page.md:22: CRUCIBLE_MAX_CONCURENCY is not a variable Crucible reads; did you mean CRUCIBLE_MAX_CONCURRENCY? [env-vars]',
    ]);
  });
});
