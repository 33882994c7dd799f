/**
 * @vitest-environment node
 *
 * The config schema (static/config-schema.json) is the contract for crucibleconfig.yaml. These
 * tests check the schema itself, the example extractor, the error wording, how untagged yaml
 * blocks are told apart (complete configs, fragments, other YAML), and then every yaml block in
 * docs/, blog/, releases/ and src/ (the code files React pages show included) through the
 * `config-examples` content check.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {
  checkMarkdown,
  classifyUntaggedYaml,
  createConfigValidator,
  extractSchemaExamples,
  findMisplacedSchemaTags,
  SCHEMA_TAG,
  SCHEMA_URL,
  suggest,
} from '@site/checks/configExamples';
import {DOC_ROOTS, extractFencedBlocks, listMarkdownFiles} from '@site/checks/markdown';
import {loadSources} from '@site/checks/sources';
import {load} from 'js-yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = 'tests/fixtures/schema';

type Schema = {
  $schema: string;
  $id: string;
  type: string;
  additionalProperties: boolean;
  properties: Record<string, unknown>;
  definitions: Record<string, Record<string, unknown>>;
};

const schema = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'static/config-schema.json'), 'utf8'),
) as Schema;
const validator = createConfigValidator(schema);

function read(relative: string): string {
  return fs.readFileSync(path.join(ROOT, relative), 'utf8');
}

/** The assertion types of the config contract (core-docs brief), without the `not-` forms. */
const CONTRACT_ASSERTION_TYPES = [
  // deterministic
  'equals',
  'contains',
  'icontains',
  'contains-any',
  'contains-all',
  'icontains-any',
  'icontains-all',
  'starts-with',
  'regex',
  'is-json',
  'contains-json',
  'is-xml',
  'contains-xml',
  'is-sql',
  'contains-sql',
  'is-html',
  'is-valid-openai-tools-call',
  'is-refusal',
  'levenshtein',
  'rouge-n',
  'bleu',
  'meteor',
  'latency',
  'cost',
  'perplexity',
  'perplexity-score',
  'word-count',
  'finish-reason',
  'webhook',
  'trace-span-count',
  'trace-span-duration',
  'trace-error-spans',
  // scripts
  'javascript',
  'python',
  'ruby',
  // similarity and classifiers
  'similar',
  'classifier',
  'moderation',
  'guardrails',
  // model-graded
  'llm-rubric',
  'g-eval',
  'factuality',
  'select-best',
  'max-score',
  'answer-relevance',
  'context-faithfulness',
  'context-recall',
  'context-relevance',
  'conversation-relevance',
  'closed-qa',
  'model-graded-closedqa',
  'pi',
];

const CONTRACT_TOP_LEVEL_KEYS = [
  'description',
  'prompts',
  'providers',
  'tests',
  'defaultTest',
  'scenarios',
  'outputPath',
  'env',
  'evaluateOptions',
  'commandLineOptions',
  'redteam',
  'sharing',
  'tracing',
  'extensions',
  'metadata',
  'nunjucksFilters',
];

/** Validates a config given as YAML text and returns the worded problems (file "x.md"). */
function problemsOf(yaml: string): string[] {
  return checkMarkdown(validator, 'x.md', `\`\`\`yaml\n${SCHEMA_TAG}\n${yaml}\n\`\`\`\n`).map(
    (message) => message.replace(/^x\.md:1: /, ''),
  );
}

describe('the config schema', () => {
  it('is a draft-07 schema with the site URL as its id and compiles without warnings', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema.$id).toBe(SCHEMA_URL);
    expect(typeof validator.validate).toBe('function');
    expect(validator.warnings).toEqual([]);
  });

  it('allows exactly the top-level keys of the contract and nothing else', () => {
    expect(schema.type).toBe('object');
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties).sort()).toEqual([...CONTRACT_TOP_LEVEL_KEYS].sort());
  });

  it('keeps the test case, the assertion and redteam closed so typos are caught', () => {
    for (const name of ['testCase', 'testOptions', 'singleAssertion', 'assertSet', 'redteam']) {
      expect(schema.definitions[name].additionalProperties, name).toBe(false);
    }
  });

  it('lists every assertion type of the contract in the type enum, and nothing else', () => {
    const anyOf = schema.definitions.assertionType.anyOf as Array<{
      enum?: string[];
      pattern?: string;
    }>;
    expect([...anyOf[0].enum!].sort()).toEqual([...CONTRACT_ASSERTION_TYPES].sort());
    const notPattern = new RegExp(anyOf[1].pattern!, 'u');
    for (const type of CONTRACT_ASSERTION_TYPES) {
      expect(notPattern.test(`not-${type}`), `not-${type}`).toBe(true);
    }
    for (const type of ['not-', 'not-assert-set', 'not-containz', 'not-not-contains', 'contains']) {
      expect(notPattern.test(type), type).toBe(false);
    }
  });

  it('accepts every assertion type with and without not-, and assert-set', () => {
    const assertions = CONTRACT_ASSERTION_TYPES.flatMap((type) => [type, `not-${type}`])
      .map((type) => `      - type: ${type}\n        value: x`)
      .join('\n');
    const yaml = `prompts: [hi]\nproviders: [echo:x]\ntests:\n  - assert:\n${assertions}\n      - type: assert-set\n        assert:\n          - type: equals\n            value: x`;
    expect(problemsOf(yaml)).toEqual([]);
  });

  it('has a description on every property and definition', () => {
    const missing: string[] = [];
    const visit = (node: unknown, pointer: string): void => {
      if (Array.isArray(node)) {
        node.forEach((child, index) => visit(child, `${pointer}/${index}`));
        return;
      }
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'properties' || key === 'definitions') {
          for (const [name, sub] of Object.entries(child as Record<string, unknown>)) {
            const description = (sub as {description?: unknown}).description;
            if (typeof description !== 'string' || description.trim().length < 10) {
              missing.push(`${pointer}/${key}/${name}`);
            }
          }
        }
        visit(child, `${pointer}/${key}`);
      }
    };
    visit(schema, '#');
    expect(missing).toEqual([]);
  });

  it('accepts the fixture that uses every field of the contract', () => {
    const file = `${FIXTURES}/valid-examples.md`;
    expect(extractSchemaExamples(read(file))).toHaveLength(3);
    expect(checkMarkdown(validator, file, read(file))).toEqual([]);
  });

  it('accepts the documented forms of provider ids and rejects bare model names', () => {
    for (const id of [
      'openai:chat:gpt-4.1-mini',
      'anthropic:messages:claude-sonnet-4',
      'ollama:chat:llama3.3',
      'http',
      'websocket',
      'exec:node agent.js',
      'file://providers/agent.js',
      'https://api.example.com/v1/chat',
    ]) {
      expect(problemsOf(`prompts: [hi]\nproviders: ['${id}']`), id).toEqual([]);
    }
    expect(problemsOf('prompts: [hi]\nproviders: claude-sonnet-4')).toEqual([
      '/providers must be a provider id such as openai:chat:gpt-4.1-mini (vendor:model or vendor:kind:model), http, websocket, exec:<command> or file://provider.py (got "claude-sonnet-4")',
    ]);
  });

  it('loads tests from a Hugging Face dataset id but not from an unknown scheme', () => {
    expect(
      problemsOf(
        'prompts: [hi]\nproviders: [echo]\ntests: huggingface://datasets/openai/gsm8k?split=test',
      ),
    ).toEqual([]);
    expect(
      problemsOf('prompts: [hi]\nproviders: [echo]\ntests: s3://bucket/tests.csv'),
    ).not.toEqual([]);
  });

  it('takes a grader map with text and embedding models, and rejects other keys in it', () => {
    const withGraders = (graders: string) =>
      `prompts: [hi]\nproviders: [echo]\ndefaultTest:\n  options:\n    provider:\n${graders}`;
    expect(
      problemsOf(
        withGraders(
          '      text: openai:chat:gpt-4.1\n      embedding: openai:embedding:text-embedding-3-small',
        ),
      ),
    ).toEqual([]);
    expect(problemsOf(withGraders('      txt: openai:chat:gpt-4.1'))).not.toEqual([]);
  });

  it('keeps free-form objects open', () => {
    const yaml = [
      'prompts: [hi]',
      'providers:',
      '  - id: http',
      '    config: {url: "https://x.example.com", anything: {goes: [1, 2]}}',
      'metadata: {any: {nested: thing}}',
      'commandLineOptions: {someFutureFlag: 1}',
      'tests:',
      '  - vars: {a: 1, b: [x], c: {d: e}}',
      '    metadata: {free: form}',
      '    assert:',
      '      - type: python',
      '        value: file://check.py',
      '        config: {whatever: true}',
    ].join('\n');
    expect(problemsOf(yaml)).toEqual([]);
  });
});

describe('extracting examples from Markdown', () => {
  const file = `${FIXTURES}/extraction.md`;
  const markdown = read(file);

  it('finds every fence with its line, language and info string', () => {
    expect(
      extractFencedBlocks(markdown).map(({line, fence, lang, meta, closed}) => ({
        line,
        fence,
        lang,
        meta,
        closed,
      })),
    ).toEqual([
      {line: 9, fence: '```', lang: 'yaml', meta: 'title="crucibleconfig.yaml"', closed: true},
      {line: 20, fence: '```', lang: 'yaml', meta: '', closed: true},
      {line: 25, fence: '````', lang: 'yaml', meta: '', closed: true},
      {line: 40, fence: '````', lang: 'markdown', meta: '', closed: true},
      {line: 49, fence: '```', lang: 'yaml', meta: '', closed: true},
      {line: 57, fence: '~~~', lang: 'yml', meta: '', closed: true},
      {line: 63, fence: '```', lang: 'yaml', meta: '', closed: true},
      {line: 69, fence: '```', lang: 'bash', meta: '', closed: true},
      {line: 75, fence: '```', lang: 'yaml', meta: '', closed: true},
    ]);
  });

  it('keeps only yaml blocks that start with the schema comment', () => {
    const examples = extractSchemaExamples(markdown);
    // 20 is an untagged fragment, 40 a Markdown sample (its inner fence is text), 63 has the
    // comment on its second line, 69 is bash, 75 holds nothing but the comment.
    expect(examples.map((block) => block.line)).toEqual([9, 25, 49, 57]);
    for (const block of examples) expect(block.content.split('\n')[0]).toBe(SCHEMA_TAG);
  });

  it('keeps inner three-backtick fences inside a four-backtick block as content', () => {
    const [, fourBackticks] = extractSchemaExamples(markdown);
    expect(fourBackticks.content).toContain('    ```\n    {{text}}\n    ```');
  });

  it('removes the indentation of a fence inside a list item', () => {
    const listItem = extractSchemaExamples(markdown)[2];
    expect(listItem.content.split('\n')).toEqual([
      SCHEMA_TAG,
      'prompts:',
      "  - 'Summarise: {{text}}'",
      'providers:',
      '  - ollama:chat:llama3.3',
    ]);
  });

  it('flags a yaml block whose schema comment is not on its first line', () => {
    expect(findMisplacedSchemaTags(markdown).map((block) => block.line)).toEqual([63]);
  });

  it('handles CRLF line endings and unclosed fences', () => {
    const blocks = extractFencedBlocks(
      `intro\r\n\r\n\`\`\`yaml\r\n${SCHEMA_TAG}\r\nprompts: [a]\r\n`,
    );
    expect(blocks).toEqual([
      {
        line: 3,
        fence: '```',
        lang: 'yaml',
        meta: '',
        content: `${SCHEMA_TAG}\nprompts: [a]\n`,
        closed: false,
        endLine: 6,
      },
    ]);
    expect(
      checkMarkdown(validator, 'open.md', `\`\`\`yaml\n${SCHEMA_TAG}\nprompts: [a]\n`),
    ).toEqual([
      'open.md:1: the code fence opened here is never closed, so the example cannot be read',
    ]);
  });

  it('does not read a one-line ```code``` span as a fence', () => {
    expect(extractFencedBlocks('Use ```yaml``` here.\n\n```yaml\na: 1\n```\n')).toHaveLength(1);
  });

  it('validates every block of the fixture, and reports only the misplaced comment', () => {
    expect(checkMarkdown(validator, file, markdown)).toEqual([
      `${file}:63: this yaml block mentions yaml-language-server but its first line is not exactly "${SCHEMA_TAG}", so it is not validated`,
    ]);
  });

  it('walks docs folders recursively and returns sorted .md and .mdx paths', () => {
    const files = listMarkdownFiles(ROOT, DOC_ROOTS);
    expect(files).toEqual([...files].sort());
    expect(files).toContain('docs/intro.md');
    expect(files.some((name) => name.startsWith('blog/') && name.endsWith('.mdx'))).toBe(true);
    expect(files.some((name) => name.startsWith('releases/'))).toBe(true);
    expect(files.every((name) => /^(docs|blog|releases|src)\/.+\.mdx?$/.test(name))).toBe(true);
    expect(listMarkdownFiles(ROOT, ['tests/fixtures/schema'])).toEqual([
      `${FIXTURES}/extraction.md`,
      `${FIXTURES}/fragments.md`,
      `${FIXTURES}/invalid-examples.md`,
      `${FIXTURES}/valid-examples.md`,
    ]);
  });

  it('suggests the closest name for a typo', () => {
    expect(suggest('contians', ['contains', 'icontains', 'equals'])).toBe('contains');
    expect(suggest('promts', CONTRACT_TOP_LEVEL_KEYS)).toBe('prompts');
    expect(suggest('models', CONTRACT_TOP_LEVEL_KEYS)).toBeNull();
  });
});

describe('reporting invalid examples', () => {
  const file = `${FIXTURES}/invalid-examples.md`;
  const problems = checkMarkdown(validator, file, read(file));

  it('reports an unknown top-level key with the file and the line of the fence', () => {
    expect(problems).toContain(
      `${file}:8: the top level has an unknown key "defaultTests"; did you mean "defaultTest"?`,
    );
  });

  it('reports a misspelt assertion type with its path and a suggestion', () => {
    expect(problems).toContain(
      `${file}:8: /tests/0/assert/1/type must be one of the allowed assertion types (got "contians"); did you mean "contains"?`,
    );
  });

  it('reports a YAML syntax error with the line of the fence and the line in the file', () => {
    expect(problems).toContain(
      `${file}:31: YAML syntax error at line 40, column 6: bad indentation of a mapping entry`,
    );
  });

  it('words every kind of schema error in plain language', () => {
    expect(problems).toEqual([
      `${file}:8: the top level has an unknown key "defaultTests"; did you mean "defaultTest"?`,
      `${file}:8: /tests/0/assert/1/type must be one of the allowed assertion types (got "contians"); did you mean "contains"?`,
      `${file}:31: YAML syntax error at line 40, column 6: bad indentation of a mapping entry`,
      `${file}:47: /0/type must be one of the allowed assertion types (got "contians"); did you mean "contains"? (checked as a list of assertions)`,
      `${file}:47: /0/threshold must be a number (got "very high") (checked as a list of assertions)`,
      `${file}:54: /prompts/0 must be prompt text, or a file:// path to a .txt, .md, .json, .yaml, .py or .js prompt file (got "file://prompts/support.docx")`,
      `${file}:54: /providers/0 must be a provider id such as openai:chat:gpt-4.1-mini (vendor:model or vendor:kind:model), http, websocket, exec:<command> or file://provider.py (got "gpt-4.1-mini")`,
      `${file}:54: /providers/1 has an unknown key "confg"; did you mean "config"?`,
      `${file}:54: /tests/0/assert/0/type must be one of the allowed assertion types (got "not-containz"); did you mean "not-contains"?`,
      `${file}:54: /tests/0/assert/1/assert/0 is missing the required key "type"`,
      `${file}:54: /tests/0/assert/1/assert/1/type must be the name of an assertion type, such as contains or llm-rubric (got the number 3)`,
      `${file}:54: /tests/0/assert/2 must be a mapping (got "equals")`,
      `${file}:54: /tests/0/threshold must be at most 1 (got the number 1.5)`,
      `${file}:54: /tests/1 must be a file:// path to a .csv, .json, .jsonl, .yaml, .xlsx, .js or .py file, a file:// glob, or a Google Sheets URL (got "file://tests/cases.docx")`,
      `${file}:54: /outputPath must be a file path ending in .json, .jsonl, .csv, .yaml, .html or .txt (got "results.pdf")`,
      `${file}:54: /evaluateOptions/repeat must be at least 1 (got the number 0)`,
      `${file}:54: /commandLineOptions has the key "max-concurrency", which is not a CLI flag name in camelCase, such as maxConcurrency for --max-concurrency`,
      `${file}:54: /redteam has an unknown key "plugin"; did you mean "plugins"?`,
      `${file}:54: /redteam/strategies/0 has an unknown key "numTests"; allowed keys are id, config`,
      `${file}:54: /sharing/appBaseUrl must be a valid absolute URL (got "not a url")`,
      `${file}:93: the top level is missing the required key "prompts" (a config without "redteam" needs prompts and providers)`,
      `${file}:93: the top level is missing the required key "providers" (a config without "redteam" needs prompts and providers)`,
    ]);
  });

  it('checks the untagged list of assertions at line 47 as a fragment', () => {
    expect(problems.filter((problem) => problem.startsWith(`${file}:47:`))).toHaveLength(2);
  });
});

describe('yaml blocks without the schema comment', () => {
  const file = `${FIXTURES}/fragments.md`;
  const markdown = read(file);
  const kinds = extractFencedBlocks(markdown).map((block) => {
    const untagged = classifyUntaggedYaml(validator, load(block.content));
    return `${block.line} ${untagged.kind === 'fragment' ? untagged.shape : untagged.kind}`;
  });

  it('tells complete configs and each fragment shape from other YAML', () => {
    expect(kinds).toEqual([
      '8 config',
      '19 config',
      '31 config-section',
      '43 redteam-section',
      '53 test-case',
      '61 assertions',
      '71 providers',
      '81 config-section',
      '90 test-cases',
      '101 other',
      '111 other',
      '118 other',
      '124 other',
      '130 other',
      '136 other',
      '142 other',
    ]);
  });

  it('reports complete configs without the comment, and every mistake in a fragment', () => {
    expect(checkMarkdown(validator, file, markdown)).toEqual([
      `${file}:8: this yaml block is a complete config but does not start with "${SCHEMA_TAG}"; add the comment so that readers' editors and this check validate it`,
      `${file}:8: /evaluateOptions has an unknown key "timout"; allowed keys are maxConcurrency, repeat, delay, timeoutMs, cache, showProgressBar, maxEvalTimeMs`,
      `${file}:19: this yaml block is a complete config but does not start with "${SCHEMA_TAG}"; add the comment so that readers' editors and this check validate it`,
      `${file}:31: the top level has an unknown key "defaultTests"; did you mean "defaultTest"? (checked as part of a config)`,
      `${file}:31: /evaluateOptions has an unknown key "maxConcurency"; did you mean "maxConcurrency"? (checked as part of a config)`,
      `${file}:43: /strategies/0 has an unknown key "numTests"; allowed keys are id, config (checked as the redteam section of a config)`,
      `${file}:53: /assert/0/type must be one of the allowed assertion types (got "contians"); did you mean "contains"? (checked as a test case)`,
      `${file}:61: /1/threshold must be a number (got "high") (checked as a list of assertions)`,
      `${file}:71: /1/delay must be a number (got "soon") (checked as a list of provider entries)`,
    ]);
  });

  it('does not take a one-key block of another tool for a config part', () => {
    expect(classifyUntaggedYaml(validator, {on: 'push', jobs: {}})).toEqual({kind: 'other'});
    expect(classifyUntaggedYaml(validator, {name: 'x', env: {A: '1'}})).toEqual({kind: 'other'});
    expect(classifyUntaggedYaml(validator, {services: {}, volumes: {}})).toEqual({kind: 'other'});
    expect(classifyUntaggedYaml(validator, 'text')).toEqual({kind: 'other'});
    expect(classifyUntaggedYaml(validator, [])).toEqual({kind: 'other'});
  });
});

describe('config examples in the docs, blog and release notes', () => {
  // Markdown files, and the code files React pages show read as the fenced block each renders as.
  const pages = loadSources(ROOT).filter((source) => source.format === 'markdown');

  it('finds tagged examples to check', () => {
    const count = pages.reduce((sum, {text}) => sum + extractSchemaExamples(text).length, 0);
    expect(count).toBeGreaterThan(0);
  });

  for (const root of DOC_ROOTS) {
    it(`every tagged example under ${root}/ matches static/config-schema.json`, () => {
      const problems = pages
        .filter(({file}) => file.startsWith(`${root}/`))
        .flatMap(({file, text}) => checkMarkdown(validator, file, text));
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    });
  }

  it('has no yaml block whose schema comment would be skipped', () => {
    const problems = pages.flatMap(({file, text}) =>
      findMisplacedSchemaTags(text).map(
        (block) =>
          `${file}:${block.line}: this yaml block mentions yaml-language-server but its first line is not exactly "${SCHEMA_TAG}", so it is not validated`,
      ),
    );
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });
});
