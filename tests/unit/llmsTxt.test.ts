// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {renderLlmsFull, renderLlmsTxt, type ListedPage} from '@site/plugins/markdown-pages/llmsTxt';
import {llmsSidebarPath} from '@site/plugins/markdown-pages/publishedFiles';
import {
  generatedIndexes,
  indexCards,
  outlineOf,
  pagesInOrder,
  type OutlineDoc,
  type SidebarItem,
} from '@site/plugins/markdown-pages/siteOutline';

const SITE = 'https://www.crucible.dev';
const docs = new Map<string, OutlineDoc>(
  [
    ['intro', 'Intro', 'What it is.'],
    ['usage/cli', 'Command line', 'Every command.'],
    ['usage/web', 'Web UI', 'The viewer.'],
    ['providers/index', 'Providers', 'Every provider.'],
    ['providers/openai', 'OpenAI', 'GPT models.'],
    ['providers/ollama', 'Ollama', 'Local models.'],
    ['hidden', 'Hidden', 'Unlisted.'],
  ].map(([id, title, description]) => [
    id,
    {
      id,
      title,
      description,
      permalink: `/docs/${id.replace(/\/index$/, '')}/`,
      unlisted: id === 'hidden',
    },
  ]),
);
const sidebar: SidebarItem[] = [
  {type: 'doc', id: 'intro'},
  {
    type: 'category',
    label: 'Usage',
    link: {type: 'generated-index', permalink: '/docs/category/usage/'},
    items: [
      {type: 'doc', id: 'usage/cli', label: 'CLI'},
      {type: 'doc', id: 'usage/web'},
      {type: 'doc', id: 'hidden'},
    ],
  },
  {
    type: 'category',
    label: 'Providers',
    link: {type: 'doc', id: 'providers/index'},
    items: [
      {type: 'category', label: 'Hosted', items: [{type: 'doc', id: 'providers/openai'}]},
      {type: 'category', label: 'Local', items: [{type: 'doc', id: 'providers/ollama'}]},
    ],
  },
  {type: 'link', href: 'https://github.com/crucible-ai/crucible', label: 'GitHub'},
];

describe('the sidebar outline', () => {
  const outline = outlineOf(sidebar, docs);

  it('lists pages in sidebar order, a category’s own page before its items', () => {
    expect(pagesInOrder(outline)).toEqual([
      '/docs/intro/',
      '/docs/category/usage/',
      '/docs/usage/cli/',
      '/docs/usage/web/',
      '/docs/hidden/',
      '/docs/providers/',
      '/docs/providers/openai/',
      '/docs/providers/ollama/',
    ]);
  });

  it('gives each generated index the cards DocCard shows: labels, descriptions, item counts', () => {
    expect(generatedIndexes(sidebar).map(({permalink}) => permalink)).toEqual([
      '/docs/category/usage/',
    ]);
    const plural = (count: number) => `${count} items`;
    expect(indexCards(generatedIndexes(sidebar)[0].items, docs, plural)).toEqual([
      {label: 'CLI', permalink: '/docs/usage/cli/', description: 'Every command.'},
      {label: 'Web UI', permalink: '/docs/usage/web/', description: 'The viewer.'},
    ]);
    expect(indexCards(sidebar.slice(2), docs, plural)).toEqual([
      {label: 'Providers', permalink: '/docs/providers/', description: '2 items'},
      {
        label: 'GitHub',
        permalink: 'https://github.com/crucible-ai/crucible',
        description: undefined,
      },
    ]);
  });
});

describe('llms.txt', () => {
  const outline = outlineOf(sidebar, docs);
  const pages = new Map<string, ListedPage>(
    [...docs.values()]
      .filter((doc) => !doc.unlisted)
      .map((doc) => [
        doc.permalink,
        {
          title: doc.title,
          markdownUrl: `${SITE}${doc.permalink.slice(0, -1)}.md`,
          description: doc.description,
        },
      ]),
  );
  pages.set('/docs/category/usage/', {
    title: 'Usage',
    markdownUrl: `${SITE}/docs/category/usage.md`,
    description: 'Run it.',
  });
  pages.set('/blog/launch/', {title: 'We [launched]', markdownUrl: `${SITE}/blog/launch.md`});

  it('maps every listed page by sidebar, describing sections and loose pages only', () => {
    const described = new Set(['/docs/intro/', '/docs/category/usage/', '/docs/providers/']);
    expect(
      renderLlmsTxt({
        siteTitle: 'Crucible',
        summary: 'Test your prompts.',
        about: ['Every page is Markdown.'],
        sections: [{title: 'Documentation', outline}],
        optional: [{title: 'Blog', pages: ['/blog/launch/']}],
        pages,
        describe: (permalink) => described.has(permalink),
      }),
    ).toBe(
      [
        '# Crucible',
        '',
        '> Test your prompts.',
        '',
        'Every page is Markdown.',
        '',
        '## Documentation',
        '',
        `- [Intro](${SITE}/docs/intro.md): What it is.`,
        '',
        `### [Usage](${SITE}/docs/category/usage.md)`,
        '',
        'Run it.',
        '',
        `- [Command line](${SITE}/docs/usage/cli.md)`,
        `- [Web UI](${SITE}/docs/usage/web.md)`,
        '',
        `### [Providers](${SITE}/docs/providers.md)`,
        '',
        'Every provider.',
        '',
        '- Hosted',
        `  - [OpenAI](${SITE}/docs/providers/openai.md)`,
        '- Local',
        `  - [Ollama](${SITE}/docs/providers/ollama.md)`,
        '',
        '## Blog',
        '',
        `- [We \\[launched\\]](${SITE}/blog/launch.md)`,
        '',
      ].join('\n'),
    );
  });
});

describe('llms-full.txt', () => {
  it('holds each page’s copy in order, with the URL it came from under its title', () => {
    expect(
      renderLlmsFull({
        title: 'Crucible documentation',
        about: 'Every page.',
        pages: [
          {url: `${SITE}/docs/intro.md`, markdown: '# Intro\n\n> What it is.\n\nText.\n'},
          {url: `${SITE}/docs/cli.md`, markdown: '# CLI\n\n## Flags\n'},
        ],
      }),
    ).toBe(
      [
        '# Crucible documentation',
        '',
        'Every page.',
        '',
        '# Intro',
        '',
        `Source: <${SITE}/docs/intro.md>`,
        '',
        '> What it is.',
        '',
        'Text.',
        '',
        '# CLI',
        '',
        `Source: <${SITE}/docs/cli.md>`,
        '',
        '## Flags',
        '',
      ].join('\n'),
    );
  });

  it('is split by sidebar into files named after each sidebar', () => {
    expect(llmsSidebarPath('docs')).toBe('llms-full-docs.txt');
    expect(llmsSidebarPath('redTeam')).toBe('llms-full-red-team.txt');
  });
});
