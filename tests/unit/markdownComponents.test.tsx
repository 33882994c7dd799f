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
import FrameworkCoverageTable from '@site/src/components/FrameworkCoverageTable';
import OpenApiOperations from '@site/src/components/OpenApiReference';
import type {OpenApiDocument} from '@site/src/components/OpenApiReference/openApi';
import ProviderTable from '@site/src/components/ProviderTable';
import RedTeamPluginTable from '@site/src/components/RedTeamPluginTable';
import RedTeamStrategyTable from '@site/src/components/RedTeamStrategyTable';
import {COMMAND_GROUPS, cliCommands} from '@site/src/data/cli';
import {PROVIDER_GROUPS, type ProviderGroup} from '@site/src/data/providers';
import {DETAILED_FRAMEWORKS} from '@site/src/data/redTeamFrameworkMappings';
import {STRATEGY_KINDS, type StrategyKind} from '@site/src/data/redTeamStrategies';
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
