import type {ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import spec from '@site/static/openapi.json';
import {
  CliCommandTable,
  CliExitCodeTable,
  CliFlagTable,
  EnvironmentVariableTable,
} from '@site/src/components/CliReference';
import EvalResultsMatrix from '@site/src/components/EvalResultsMatrix';
import FrameworkCoverageTable from '@site/src/components/FrameworkCoverageTable';
import GuardrailResults from '@site/src/components/GuardrailResults';
import McpProxyLog from '@site/src/components/McpProxyLog';
import ModelScanResults from '@site/src/components/ModelScanResults';
import OpenApiOperations from '@site/src/components/OpenApiReference';
import type {OpenApiDocument} from '@site/src/components/OpenApiReference/openApi';
import ProviderTable from '@site/src/components/ProviderTable';
import RedTeamPluginTable from '@site/src/components/RedTeamPluginTable';
import RedTeamReport from '@site/src/components/RedTeamReport';
import RedTeamStrategyTable from '@site/src/components/RedTeamStrategyTable';
import {COMMAND_GROUPS, cliCommands} from '@site/src/data/cli';
import {PROVIDER_GROUPS, type ProviderGroup} from '@site/src/data/providers';
import {DETAILED_FRAMEWORKS} from '@site/src/data/redTeamFrameworkMappings';
import {STRATEGY_KINDS, type StrategyKind} from '@site/src/data/redTeamStrategies';
import * as evalSamples from '@site/src/data/sampleResults/evalResults';
import * as guardrailSamples from '@site/src/data/sampleResults/guardrailRuns';
import * as mcpProxySamples from '@site/src/data/sampleResults/mcpProxySessions';
import * as modelScanSamples from '@site/src/data/sampleResults/modelScans';
import * as redTeamSamples from '@site/src/data/sampleResults/redTeamReports';
import {gradeAll} from '@site/src/lib/results/evalResults';
import {MARKDOWN_COMPONENTS} from '@site/plugins/markdown-pages/components';
import {toMarkdownText} from '@site/plugins/markdown-pages/renderPage';

const document = spec as unknown as OpenApiDocument;

/** What a reader takes from a rendering: headings, captions, table cells, links and code. */
type Reading = {
  headings: string[];
  captions: string[];
  cells: string[][];
  links: string[];
  code: string[];
};

/** Cell text compared without spacing and brackets, which the two renderings place differently. */
const squash = (text: string) => text.replace(/[\s()]/g, '');

function readHtml(element: ReactElement): Reading {
  const container = window.document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  const all = (selector: string) => Array.from(container.querySelectorAll(selector));
  return {
    headings: all('h1, h2, h3, h4, h5, h6').map((heading) => heading.textContent ?? ''),
    captions: all('caption').map((caption) => caption.textContent ?? ''),
    cells: all('tr').map((row) =>
      Array.from(row.querySelectorAll('th, td')).map((cell) => squash(cell.textContent ?? '')),
    ),
    links: all('a[href]').map((link) => link.getAttribute('href') ?? ''),
    code: all('pre code').map((block) => block.textContent ?? ''),
  };
}

async function readMarkdown(module: string, name: string, props: object): Promise<Reading> {
  const rendering = MARKDOWN_COMPONENTS[module][name];
  const markdown = await toMarkdownText(rendering(props as Record<string, unknown>, []));
  const tree: Root = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const reading: Reading = {headings: [], captions: [], cells: [], links: [], code: []};
  const walk = (node: Nodes) => {
    if (node.type === 'heading') reading.headings.push(toString(node));
    if (node.type === 'tableRow') {
      reading.cells.push(node.children.map((cell) => squash(toString(cell))));
    }
    if (node.type === 'link') reading.links.push(node.url);
    if (node.type === 'code') reading.code.push(node.value);
    // A caption is a paragraph that is one bold run, right above its table.
    if (node.type === 'paragraph' && node.children.length === 1) {
      const [only] = node.children;
      if (only.type === 'strong') reading.captions.push(toString(only));
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return reading;
}

type Case = [label: string, element: ReactElement, module: string, name: string, props: object];

const cases: Case[] = [
  ['every command', <CliCommandTable />, 'src/components/CliReference', 'CliCommandTable', {}],
  ...COMMAND_GROUPS.map((group): Case => [
    `the ${group} commands`,
    <CliCommandTable group={group} />,
    'src/components/CliReference',
    'CliCommandTable',
    {group},
  ]),
  ...cliCommands.map(({name}): Case => [
    `the flags of ${name}`,
    <CliFlagTable command={name} />,
    'src/components/CliReference',
    'CliFlagTable',
    {command: name},
  ]),
  ['exit codes', <CliExitCodeTable />, 'src/components/CliReference', 'CliExitCodeTable', {}],
  [
    'environment variables',
    <EnvironmentVariableTable />,
    'src/components/CliReference',
    'EnvironmentVariableTable',
    {},
  ],
  ...(Object.keys(PROVIDER_GROUPS) as ProviderGroup[]).map((group): Case => [
    `providers: ${group}`,
    <ProviderTable group={group} />,
    'src/components/ProviderTable',
    'default',
    {group},
  ]),
  ...(Object.keys(STRATEGY_KINDS) as StrategyKind[]).map((kind): Case => [
    `strategies: ${kind}`,
    <RedTeamStrategyTable kind={kind} />,
    'src/components/RedTeamStrategyTable',
    'default',
    {kind},
  ]),
  ...DETAILED_FRAMEWORKS.flatMap((framework): Case[] => [
    [
      `coverage of ${framework}`,
      <FrameworkCoverageTable framework={framework} />,
      'src/components/FrameworkCoverageTable',
      'default',
      {framework},
    ],
    [
      `coverage of ${framework} without strategies`,
      <FrameworkCoverageTable framework={framework} withStrategies={false} />,
      'src/components/FrameworkCoverageTable',
      'default',
      {framework, withStrategies: false},
    ],
  ]),
  ...(document.tags ?? []).map(({name: tag}): Case => [
    `the API reference's ${tag} endpoints`,
    <OpenApiOperations spec={document} tag={tag} />,
    'src/components/OpenApiReference',
    'default',
    {spec: document, tag},
  ]),
];

describe('the Markdown rendering of each data component', () => {
  it.each(cases)(
    '%s says what the page says: headings, captions, every cell, links and code',
    async (_label, element, module, name, props) => {
      const page = readHtml(element);
      const copy = await readMarkdown(module, name, props);
      expect(page.cells.length).toBeGreaterThan(1);
      expect(copy).toEqual(page);
    },
  );

  it('shows every red-team plugin, as the table does before a reader filters it', async () => {
    const page = readHtml(<RedTeamPluginTable />);
    const copy = await readMarkdown('src/components/RedTeamPluginTable', 'default', {});
    expect(copy.cells).toEqual(page.cells);
    expect(copy.links).toEqual(
      page.links.filter((link) => link.startsWith('/docs/red-team/plugins/')),
    );
  });

  it('refuses props the component would refuse, so a typo fails the build', () => {
    const render = (name: string, props: object) => () =>
      MARKDOWN_COMPONENTS['src/components/CliReference'][name](
        props as Record<string, unknown>,
        [],
      );
    expect(render('CliFlagTable', {command: 'evaluate'})).toThrow(/no command "evaluate"/);
    expect(render('CliFlagTable', {})).toThrow(/needs the prop command/);
    expect(() =>
      MARKDOWN_COMPONENTS['src/components/ProviderTable'].default({group: 'cloud'}, []),
    ).toThrow(/no provider group "cloud"/);
  });
});

/**
 * What a reader takes from a product view (a figure of sample output): its caption, each table's
 * caption and cells, the text around the tables (summary lines, lists, the opened finding), links
 * and inline code. Text is compared as its words and numbers, without the punctuation and markup
 * that the two renderings place differently (a badge beside a figure, `**Label:**` for a `<dt>`).
 */
type ViewReading = {
  figure: string;
  tables: {caption: string; rows: string[][]}[];
  text: string;
  links: string[];
  code: string[];
};

/** Words and numbers in order, with the separators around them dropped: `(67%),` reads `67%`. */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/^[()[\],;:.·—]+|[()[\],;:.·—]+$/g, ''))
    .filter(Boolean)
    .join(' ');

/** An element's text with a space at every element boundary, as a reader sees the parts apart. */
function spacedText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  return ` ${Array.from(node.childNodes).map(spacedText).join('')} `;
}

/** A table's rows, each the words of its non-empty cells (a spanning row leaves cells empty). */
const rowsOf = (rows: string[][]) =>
  rows.map((row) => row.filter(Boolean)).filter((row) => row.length > 0);

function readViewHtml(element: ReactElement): ViewReading {
  const container = window.document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  const figure = container.querySelector('figure')!;
  const tables = Array.from(figure.querySelectorAll('table')).map((table) => ({
    caption: words(
      spacedText(table.querySelector('caption') ?? window.document.createTextNode('')),
    ),
    rows: rowsOf(
      Array.from(table.querySelectorAll('tr')).map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) => words(spacedText(cell))),
      ),
    ),
  }));
  const reading: ViewReading = {
    figure: words(spacedText(figure.querySelector('figcaption')!)),
    tables,
    text: '',
    links: Array.from(figure.querySelectorAll('a[href]')).map((a) => a.getAttribute('href') ?? ''),
    code: Array.from(figure.querySelectorAll('code')).map((code) => code.textContent ?? ''),
  };
  const rest = figure.cloneNode(true) as HTMLElement;
  rest.querySelectorAll('figcaption, table').forEach((node) => node.remove());
  reading.text = words(spacedText(rest));
  return reading;
}

/** A node's text with a space at every node boundary, as spacedText reads the HTML. */
function spacedMarkdown(node: Nodes): string {
  if ('value' in node) return node.value;
  return 'children' in node ? ` ${node.children.map(spacedMarkdown).join('')} ` : '';
}

/** A caption in the copy: a paragraph that is one bold run, right above its table. */
const isCaption = (node: Nodes | undefined) =>
  node?.type === 'paragraph' && node.children.length === 1 && node.children[0].type === 'strong';

async function readViewMarkdown(module: string, props: object): Promise<ViewReading> {
  const rendering = MARKDOWN_COMPONENTS[module].default;
  const markdown = await toMarkdownText(rendering(props as Record<string, unknown>, []));
  const tree: Root = unified().use(remarkParse).use(remarkGfm).parse(markdown);
  const [first, ...blocks] = tree.children;
  // The view's caption opens it: "**Sample output** of `command`: …".
  expect(first.type === 'paragraph' && toString(first.children[0])).toBe('Sample output');
  const reading: ViewReading = {
    figure: words(spacedMarkdown(first)),
    tables: [],
    text: '',
    links: [],
    code: [],
  };
  const text: string[] = [];
  blocks.forEach((node, index) => {
    if (node.type === 'table') {
      const above = blocks[index - 1];
      reading.tables.push({
        caption: isCaption(above) ? words(spacedMarkdown(above)) : '',
        rows: rowsOf(
          node.children.map((row) => row.children.map((cell) => words(spacedMarkdown(cell)))),
        ),
      });
    } else if (!(isCaption(node) && blocks[index + 1]?.type === 'table')) {
      text.push(spacedMarkdown(node));
    }
  });
  reading.text = words(text.join(' '));
  const walk = (node: Nodes) => {
    if (node.type === 'link') reading.links.push(node.url);
    if (node.type === 'inlineCode') reading.code.push(node.value);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return reading;
}

/** Each sample a module of src/data/sampleResults/ exports, by its name. */
const samplesOf = <T,>(module: Record<string, T>) => Object.entries(module);

const viewCases: Case[] = [
  ...samplesOf(evalSamples).map(([name, sample]): Case => {
    const caption = `the ${name} sample`;
    return [
      `the results grid of ${name}`,
      <EvalResultsMatrix sample={sample} caption={caption} />,
      'src/components/EvalResultsMatrix',
      'default',
      {sample, caption},
    ];
  }),
  ...samplesOf(redTeamSamples).map(([name, sample]): Case => {
    const caption = `the ${name} sample`;
    return [
      `the red-team report of ${name}`,
      <RedTeamReport sample={sample} caption={caption} />,
      'src/components/RedTeamReport',
      'default',
      {sample, caption},
    ];
  }),
  // Each run alone, as the pages show them, and every run side by side.
  ...[
    ...samplesOf(guardrailSamples).map(([name, run]) => [name, [run]] as const),
    ['every run', Object.values(guardrailSamples)] as const,
  ].map(([name, runs]): Case => {
    const caption = `the ${name} sample`;
    return [
      `the guardrail results of ${name}`,
      <GuardrailResults runs={[...runs]} caption={caption} />,
      'src/components/GuardrailResults',
      'default',
      {runs, caption},
    ];
  }),
  ...samplesOf(modelScanSamples).map(([name, scan]): Case => {
    const caption = `the ${name} sample`;
    return [
      `the model scan of ${name}`,
      <ModelScanResults scan={scan} caption={caption} />,
      'src/components/ModelScanResults',
      'default',
      {scan, caption},
    ];
  }),
  ...samplesOf(mcpProxySamples).map(([name, session]): Case => {
    const caption = `the ${name} sample`;
    return [
      `the MCP proxy log of ${name}`,
      <McpProxyLog session={session} caption={caption} />,
      'src/components/McpProxyLog',
      'default',
      {session, caption},
    ];
  }),
];

describe('the Markdown rendering of each product view', () => {
  it('covers every sample in src/data/sampleResults/', () => {
    expect(viewCases).toHaveLength(
      [evalSamples, redTeamSamples, guardrailSamples, modelScanSamples, mcpProxySamples]
        .map((module) => Object.keys(module).length)
        .reduce((sum, n) => sum + n, 1), // + every guardrail run side by side
    );
  });

  it.each(viewCases)(
    '%s says what the figure says: its caption, every table row and value, the lines around them',
    async (_label, element, module, _name, props) => {
      const page = readViewHtml(element);
      const copy = await readViewMarkdown(module, props);
      expect(page.figure).toMatch(/^Sample output of crucible /);
      expect(page.tables.length).toBeGreaterThan(0);
      for (const table of page.tables) expect(table.rows.length).toBeGreaterThan(1);
      expect(copy).toEqual(page);
    },
  );

  it('writes each failing cell’s reasons, which the page shows only on hover, in the cell', async () => {
    for (const [, sample] of samplesOf(evalSamples)) {
      const markdown = await toMarkdownText(
        MARKDOWN_COMPONENTS['src/components/EvalResultsMatrix'].default(
          {sample, caption: 'test'},
          [],
        ),
      );
      const failures = gradeAll(sample).flatMap((row) => row.flatMap((cell) => cell.failures));
      expect(failures.length).toBeGreaterThan(0);
      for (const failure of failures) {
        const line = markdown.split('\n').find((row) => row.includes(failure.reason));
        expect(line).toContain(`**Why it failed:** \`${failure.type}\``);
      }
    }
  });

  it('refuses a missing caption or a prop that is no sample, so a typo fails the build', () => {
    const render = (module: string, props: object) => () =>
      MARKDOWN_COMPONENTS[module].default(props as Record<string, unknown>, []);
    const {ticketTriageEval} = evalSamples;
    expect(render('src/components/EvalResultsMatrix', {sample: ticketTriageEval})).toThrow(
      /needs the prop caption/,
    );
    expect(
      render('src/components/RedTeamReport', {sample: 'tillpointReport', caption: 'x'}),
    ).toThrow(/needs the prop sample as a red-team report sample/);
    expect(
      render('src/components/ModelScanResults', {scan: ticketTriageEval, caption: 'x'}),
    ).toThrow(/needs the prop scan as a model scan .*got an object with description/);
    expect(render('src/components/GuardrailResults', {runs: [], caption: 'x'})).toThrow(
      /needs the prop runs/,
    );
    expect(
      render('src/components/GuardrailResults', {runs: [{guardrail: 'g'}], caption: 'x'}),
    ).toThrow(/needs the prop runs\[0\] as a guardrail run/);
    expect(render('src/components/McpProxyLog', {caption: 'x'})).toThrow(
      /needs the prop session .*got nothing/,
    );
  });
});
