/**
 * @vitest-environment node
 *
 * The CI job summary (`npm run ci:summary`): from what each check printed in a failing run, it
 * lists every failure under the file (or page) to fix and the line to look at. The fixtures in
 * tests/fixtures/ci-summary are the tools' real output, from the versions this repository pins,
 * with the checkout's path written as GitHub's (`/__w/<repo>/<repo>`).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {annotationCommands} from '@site/scripts/ci-summary/annotations';
import {stepId, testScripts} from '@site/scripts/ci-summary/checkSteps';
import {collectResults} from '@site/scripts/ci-summary/collect';
import {
  docusaurusBuild,
  eslintAndPrettier,
  lintOutput,
  fileLineOutput,
  nodeTest,
  typescript,
  vitestJson,
  type OutputParser,
} from '@site/scripts/ci-summary/parsers';
import {renderSummary} from '@site/scripts/ci-summary/summary';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/ci-summary');
const RUN_ROOT = '/__w/crucible-website/crucible-website';
const CHECKS = ['typecheck', 'lint', 'test:unit', 'build', 'test:build', 'test:e2e'];

function parse(parser: OutputParser, fixture: string) {
  return parser.parse(fs.readFileSync(path.join(FIXTURES, fixture), 'utf8'), RUN_ROOT);
}

describe("reading each tool's output", () => {
  it('TypeScript: each error at its file and line, a chained error by its first line', () => {
    expect(parse(typescript, 'run/typecheck.log')).toEqual([
      {
        file: 'plugins/latest-posts/index.ts',
        line: 42,
        message:
          "TS2322: Type '{ title: string; authors: { name: string; title: number; }[]; }' is not assignable to type 'Post'.",
      },
      {
        file: 'src/components/GitHubStars/index.tsx',
        line: 2,
        message: "TS6133: 'unused' is declared but its value is never read.",
      },
      {
        file: 'src/components/GitHubStars/index.tsx',
        line: 3,
        message: "TS2322: Type 'number' is not assignable to type 'string'.",
      },
    ]);
  });

  it('ESLint: errors with their rule, in colour as CI prints them; warnings, which pass, left out', () => {
    expect(parse(eslintAndPrettier, 'run/lint.log')).toEqual([
      {file: 'scripts/serve.mjs', line: 1, message: 'Parsing error: Expression expected'},
      {
        file: 'src/clientModules/imageZoom.ts',
        line: 2,
        message: "'unused' is assigned a value but never used [@typescript-eslint/no-unused-vars]",
      },
    ]);
  });

  it('markdownlint and cspell, which run first in npm run lint, at the line they name', () => {
    expect(parse(lintOutput, 'outputs/lint-prose.log')).toEqual([
      {
        file: 'docs/intro.md',
        line: 3,
        message: 'error MD009/no-trailing-spaces Trailing spaces [Expected: 0; Actual: 1]',
      },
      {file: 'docs/faq.md', line: 12, message: 'Unknown word (recieve) fix: (receive)'},
    ]);
  });

  it('Prettier: files it cannot parse at the line it names, and files to reformat', () => {
    expect(parse(eslintAndPrettier, 'outputs/lint-prettier.log')).toEqual([
      {file: 'plugins/llms-txt/index.ts', line: 1, message: 'SyntaxError: Expression expected.'},
      {
        file: '.github/workflows/ci.yml',
        line: 2,
        message: 'SyntaxError: Implicit keys need to be on a single line',
      },
      {
        file: 'src/data/pricing.ts',
        message: 'not formatted by Prettier; run `npx prettier --write src/data/pricing.ts`',
      },
    ]);
  });

  it("Vitest's JSON report: a failed test at the line that failed; a file that could not load", () => {
    expect(parse(vitestJson, 'run/test-unit.json')).toEqual([
      {
        file: 'tests/unit/formatDate.test.ts',
        line: 7,
        message:
          "formatDate › writes a release date the way the release notes do: AssertionError: expected '3/2/2026' to be 'March 2, 2026' // Object.is equality",
      },
      {
        file: 'tests/unit/starCount.test.ts',
        message:
          'Failed to resolve import "./formatStars" from "tests/unit/starCount.test.ts". Does the file exist?',
      },
    ]);
  });

  const nodeFailures = [
    {
      file: 'tests/build/blog.test.mjs',
      line: 5,
      message:
        'has pages 1 to 6, ten posts each and five on the last: Expected values to be strictly deep-equal:',
    },
    {
      file: 'tests/build/blog.test.mjs',
      line: 11,
      message: 'lists every post in rss.xml: /blog/rss.xml lists 54 posts, expected 55',
    },
    {
      file: 'tests/build/routes.test.mjs',
      line: 2,
      message: 'serves /docs/intro/: build/docs/intro/index.html is missing',
    },
  ];

  it('node --test as TAP (Node 20 and 22): each failed test once, not again for its suite', () => {
    expect(parse(nodeTest, 'outputs/node-test-tap.log')).toEqual(nodeFailures);
  });

  it('node --test as spec (Node 23 and later): the same failures', () => {
    expect(parse(nodeTest, 'outputs/node-test-spec.log')).toEqual(nodeFailures);
  });

  it('Docusaurus: broken links and anchors under the page that has them', () => {
    expect(parse(docusaurusBuild, 'run/build.log')).toEqual([
      {page: '/docs/guides/evaluate-rag/', message: 'broken link to /docs/providers/open-ai/'},
      {page: '/docs/intro/', message: 'broken link to /docs/instalation/'},
      {page: '/docs/intro/', message: 'broken link to /pricng/'},
    ]);
    expect(parse(docusaurusBuild, 'outputs/build-broken-anchor.log')).toEqual([
      {page: '/docs/getting-started/', message: 'broken anchor to /docs/installation/#homebrew'},
    ]);
  });

  it('Docusaurus: a broken Markdown link at its file and line', () => {
    expect(parse(docusaurusBuild, 'outputs/build-markdown-link.log')).toEqual([
      {
        file: 'docs/guides/evaluate-rag.md',
        line: 3,
        message:
          'Markdown link with URL `./missing.md` in source file "docs/guides/evaluate-rag.md" (3:57) couldn\'t be resolved.',
      },
    ]);
  });

  it('any other check (npm run check:content): `file:line: message` lines; line 0 is the file', () => {
    expect(parse(fileLineOutput, 'outputs/check-content.log')).toEqual([
      {
        file: 'blog/2026-02-10-mcp-proxy-audit/index.mdx',
        message:
          'the post is dated 2026-02-10, before Crucible 0.85.0 (2026-03-02) added `crucible mcp proxy` [timeline]',
      },
      {
        file: 'docs/usage/caching.md',
        line: 22,
        message:
          'CRUCIBLE_MAX_CONCURENCY is not a variable Crucible reads; did you mean CRUCIBLE_MAX_CONCURRENCY? [env-vars]',
      },
      {
        file: 'docs/usage/command-line.md',
        line: 9,
        message:
          '`crucible eval` has no flag --max-concurency; did you mean --max-concurrency? (its flags are listed in docs/usage/command-line.md) — in `crucible eval --max-concurency 8 -o results.xlsx` [cli-usage]',
      },
    ]);
  });
});

describe('the job summary', () => {
  it('lists every failure of a failing run by file, then by page', () => {
    const results = collectResults({
      root: RUN_ROOT,
      reportsDir: path.join(FIXTURES, 'run'),
      scripts: CHECKS,
      steps: {
        install: {outcome: 'success'},
        typecheck: {outcome: 'failure'},
        lint: {outcome: 'failure'},
        'test-unit': {outcome: 'failure'},
        build: {outcome: 'failure'},
        'test-build': {outcome: 'skipped'},
        'test-e2e': {outcome: 'skipped'},
      },
    });
    expect(renderSummary(results)).toBe(`## 4 of 6 checks failed

| Check | Result |
| --- | --- |
| \`npm run typecheck\` | failed: 3 failures below |
| \`npm run lint\` | failed: 2 failures below |
| \`npm run test:unit\` | failed: 2 failures below |
| \`npm run build\` | failed: 3 failures below |
| \`npm run test:build\` | skipped: a step it needs failed |
| \`npm run test:e2e\` | skipped: a step it needs failed |

### Failures by file

| File | Line | Check | Message |
| --- | ---: | --- | --- |
| \`plugins/latest-posts/index.ts\` | 42 | typecheck | TS2322: Type '{ title: string; authors: { name: string; title: number; }[]; }' is not assignable to type 'Post'. |
| \`scripts/serve.mjs\` | 1 | lint | Parsing error: Expression expected |
| \`src/clientModules/imageZoom.ts\` | 2 | lint | 'unused' is assigned a value but never used [@typescript-eslint/no-unused-vars] |
| \`src/components/GitHubStars/index.tsx\` | 2 | typecheck | TS6133: 'unused' is declared but its value is never read. |
|  | 3 | typecheck | TS2322: Type 'number' is not assignable to type 'string'. |
| \`tests/unit/formatDate.test.ts\` | 7 | test:unit | formatDate › writes a release date the way the release notes do: AssertionError: expected '3/2/2026' to be 'March 2, 2026' // Object.is equality |
| \`tests/unit/starCount.test.ts\` |  | test:unit | Failed to resolve import "./formatStars" from "tests/unit/starCount.test.ts". Does the file exist? |
| page \`/docs/guides/evaluate-rag/\` |  | build | broken link to /docs/providers/open-ai/ |
| page \`/docs/intro/\` |  | build | broken link to /docs/instalation/ |
|  |  | build | broken link to /pricng/ |
`);
  });

  it("sends the reader to the step's log when a failed check's output names no file", () => {
    const results = collectResults({
      root: RUN_ROOT,
      reportsDir: path.join(FIXTURES, 'outputs'),
      scripts: ['test:e2e'],
      steps: {'test-e2e': {outcome: 'failure'}},
    });
    expect(results).toEqual([{script: 'test:e2e', outcome: 'failure', failures: []}]);
    expect(renderSummary(results)).toContain("| `npm run test:e2e` | failed: see the step's log |");
  });

  it('says all checks passed, and reads no output, when every step succeeded', () => {
    const results = collectResults({
      root: RUN_ROOT,
      reportsDir: path.join(FIXTURES, 'run'),
      scripts: CHECKS,
      steps: Object.fromEntries(CHECKS.map((script) => [stepId(script), {outcome: 'success'}])),
    });
    expect(renderSummary(results).split('\n').slice(0, 5)).toEqual([
      '## All 6 checks passed',
      '',
      '| Check | Result |',
      '| --- | --- |',
      '| `npm run typecheck` | passed |',
    ]);
  });

  it('keeps a message in its cell: pipes escaped, `<` escaped outside code, one line', () => {
    const summary = renderSummary([
      {
        script: 'check:content',
        outcome: 'failure',
        failures: [
          {
            file: 'docs/usage/command-line.md',
            line: 11,
            check: 'check:content',
            message: '`--fail-on` needs a value <severity>\nsee `a | b` or a|b',
          },
        ],
      },
    ]);
    expect(summary).toContain(
      '| `docs/usage/command-line.md` | 11 | check:content | `--fail-on` needs a value &lt;severity> see `a \\| b` or a\\|b |',
    );
  });
});

describe('annotations on the diff', () => {
  it('one `::error` per failure at its file and line; a page is named in the message', () => {
    expect(
      annotationCommands([
        {file: 'docs/a,b.md', line: 3, check: 'check:content', message: '100% wrong\nsee line 4'},
        {file: 'src/data/pricing.ts', check: 'lint', message: 'not formatted by Prettier'},
        {page: '/docs/intro/', check: 'build', message: 'broken link to /pricng/'},
      ]),
    ).toEqual([
      '::error file=docs/a%2Cb.md,line=3,title=npm run check%3Acontent::100%25 wrong%0Asee line 4',
      '::error file=src/data/pricing.ts,title=npm run lint::not formatted by Prettier',
      '::error title=npm run build::/docs/intro/: broken link to /pricng/',
    ]);
  });
});

describe("reading npm test's checks", () => {
  it("finds the checks package.json's test script chains", () => {
    const packageJson = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as {scripts: {test: string}};
    expect(testScripts(packageJson.scripts.test)).toContain('build');
    expect(testScripts('npm run typecheck && npm run check:content')).toEqual([
      'typecheck',
      'check:content',
    ]);
  });

  it('refuses a test script the workflow could not split into steps', () => {
    expect(() => testScripts('npm run typecheck && vitest run')).toThrow(
      'package.json\'s "test" must chain checks as `npm run <script> && …`, so the CI workflow can run each as a step; `vitest run` is not one',
    );
  });
});
