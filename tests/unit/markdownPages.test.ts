// @vitest-environment node
import path from 'node:path';
import createJiti from 'jiti';
import {describe, expect, it} from 'vitest';
import {MARKDOWN_COMPONENTS} from '@site/plugins/markdown-pages/components';
import {rewriteUrl, type LinkTargets} from '@site/plugins/markdown-pages/links';
import {markdownFile, markdownUrl} from '@site/plugins/markdown-pages/markdownUrl';
import {renderPage, type MarkdownPage} from '@site/plugins/markdown-pages/renderPage';
import type {ResolveOptions} from '@site/plugins/markdown-pages/resolveMdx';

const siteDir = path.resolve(__dirname, '../fixtures/markdown-pages/site');
const file = (name: string) => path.join(siteDir, name);
const SITE = 'https://www.crucible.dev';

const targets: LinkTargets = {
  siteUrl: SITE,
  siteDir,
  sourceToPermalink: new Map([
    ['@site/docs/guide.mdx', '/docs/guide/'],
    ['@site/docs/other.md', '/docs/other/'],
    ['@site/blog/2025-01-02-post/index.mdx', '/blog/a-post/'],
  ]),
  contentDirs: [file('docs'), file('blog')],
  markdownPages: new Set(['/docs/guide/', '/docs/other/', '/blog/a-post/']),
  localFile: (local) => `${SITE}/assets/markdown/${path.basename(local)}`,
};
const jiti = createJiti(file('docusaurus.config.ts'), {
  alias: {'@site': siteDir},
  interopDefault: false,
});
const options: ResolveOptions = {
  siteDir,
  syntax: {format: 'mdx', mdx1Compat: {comments: false, admonitions: false, headingIds: false}},
  components: MARKDOWN_COMPONENTS,
  loadModule: (module) => jiti(module) as Record<string, unknown>,
  rewriteUrl: (url, source) => rewriteUrl(url, source, targets),
};

const doc = (source: string): MarkdownPage => ({
  kind: 'doc',
  permalink: '/docs/guide/',
  title: 'A guide',
  description: 'Everything the Markdown copy must turn into plain Markdown, in one page.',
  source: file(source),
  unlisted: false,
});

describe('the URL of a Markdown copy', () => {
  it('is the page URL without its trailing slash, plus .md', () => {
    expect(markdownUrl('/docs/intro/')).toBe('/docs/intro.md');
    expect(markdownUrl('/docs/providers/')).toBe('/docs/providers.md');
    expect(markdownUrl('/blog/some-post/')).toBe('/blog/some-post.md');
    expect(markdownFile('/docs/category/usage/')).toBe('docs/category/usage.md');
    expect(() => markdownUrl('/')).toThrow(/home page/);
  });
});

describe('a page’s Markdown copy', () => {
  it('opens with the title and description, and writes MDX as plain Markdown', async () => {
    expect(await renderPage(doc('docs/guide.mdx'), options)).toBe(
      [
        '# A guide',
        '',
        '> Everything the Markdown copy must turn into plain Markdown, in one page.',
        '',
        // Links lead to Markdown copies and absolute URLs; anchors on the page stay.
        `Read [the other page](${SITE}/docs/other.md#setup), the [pricing](${SITE}/pricing/), the [intro](${SITE}/docs/other.md),`,
        `the [schema](${SITE}/config-schema.json), [a site](https://example.com/) and`,
        // The expression is evaluated with the page's imported data.
        '[a heading](#install). We allow 600 requests a minute.',
        '',
        '## Install',
        '',
        '> **Tip**',
        '>',
        '> Pin the version in CI.',
        '',
        '> **Warning: Before you upgrade**',
        '>',
        '> Read the **release notes**.',
        '',
        '**npm**',
        '',
        // The block keeps its language and title; a magic comment goes, as on the page.
        '```bash title="Install with npm"',
        'npm install -g crucible',
        '```',
        '',
        '**brew**',
        '',
        '```bash',
        'brew install crucible',
        '```',
        '',
        '**Why a global install?**',
        '',
        'So that `crucible` is on your path.',
        '',
        // The partial, with its props, and the partial it imports in turn.
        '## Shared section',
        '',
        'This paragraph comes from a partial, for Crucible.',
        '',
        `A partial inside a partial, with a [link](${SITE}/docs/other.md) relative to it.`,
        '',
        `![A diagram of the flow](${SITE}/assets/markdown/diagram.svg)`,
        '',
      ].join('\n'),
    );
  });

  it('gives a post its byline and leaves out the truncate marker', async () => {
    const post: MarkdownPage = {
      kind: 'post',
      permalink: '/blog/a-post/',
      title: 'A post',
      description: 'What changed.',
      source: file('blog/2025-01-02-post/index.mdx'),
      date: '2025-01-02T00:00:00.000Z',
      authors: ['Maya Ortiz', 'Jun Park', 'Lena Hartmann'],
      unlisted: false,
    };
    expect(await renderPage(post, options)).toBe(
      [
        '# A post',
        '',
        '> What changed.',
        '',
        '_By Maya Ortiz, Jun Park and Lena Hartmann, 2 January 2025_',
        '',
        'The opening.',
        '',
        '## What changed',
        '',
        'The rest.',
        '',
      ].join('\n'),
    );
  });

  it('lists a generated index’s cards as headings that link their pages’ copies', async () => {
    const index: MarkdownPage = {
      kind: 'category-index',
      permalink: '/docs/category/usage/',
      title: 'Usage',
      description: 'Run it.',
      cards: [
        {label: 'Other', permalink: '/docs/other/', description: 'The page the guide links to.'},
        {label: 'Pricing', permalink: '/pricing/'},
      ],
      unlisted: false,
    };
    expect(await renderPage(index, options)).toBe(
      [
        '# Usage',
        '',
        '> Run it.',
        '',
        `## [Other](${SITE}/docs/other.md)`,
        '',
        'The page the guide links to.',
        '',
        `## [Pricing](${SITE}/pricing/)`,
        '',
      ].join('\n'),
    );
  });

  it.each([
    [
      'docs/unknown-component.mdx',
      'docs/unknown-component.mdx:5:1: component <Fancy> (from @site/src/components/Fancy) has no Markdown rendering',
    ],
    [
      'docs/unimported-component.mdx',
      'docs/unimported-component.mdx:3:13: component <Badge> has no Markdown rendering',
    ],
    ['docs/unknown-element.mdx', 'docs/unknown-element.mdx:3:1: <video> has no Markdown rendering'],
    [
      'docs/loops.mdx',
      'docs/loops.mdx imports docs/_loop.mdx imports docs/_loop.mdx: a partial imports itself',
    ],
    [
      'docs/object-expression.mdx',
      'docs/object-expression.mdx:1:16: {{requests: 600}} is object; the Markdown copy can print only text and numbers',
    ],
  ])('refuses %s, naming the file, line and what cannot be rendered', async (source, message) => {
    await expect(renderPage(doc(source), options)).rejects.toThrow(message);
  });

  it('refuses a component the registry renders with props it cannot render', async () => {
    const components = {
      ...MARKDOWN_COMPONENTS,
      'src/components/Fancy': {
        default: () => {
          throw new Error('names no kind "new"');
        },
      },
    };
    await expect(
      renderPage(doc('docs/unknown-component.mdx'), {...options, components}),
    ).rejects.toThrow('docs/unknown-component.mdx:5:1: <Fancy> names no kind "new"');
  });
});

describe('links in a Markdown copy', () => {
  const from = file('docs/guide.mdx');
  it('point at the copy of a linked page, keeping the anchor', () => {
    expect(rewriteUrl('./other.md#setup', from, targets)).toBe(`${SITE}/docs/other.md#setup`);
    expect(rewriteUrl('/docs/other/#setup', from, targets)).toBe(`${SITE}/docs/other.md#setup`);
    expect(rewriteUrl('/docs/other', from, targets)).toBe(`${SITE}/docs/other.md`);
  });

  it('make every other link on the site absolute and leave other sites alone', () => {
    expect(rewriteUrl('/pricing/?plan=team#faq', from, targets)).toBe(
      `${SITE}/pricing/?plan=team#faq`,
    );
    expect(rewriteUrl('pathname:///openapi.json', from, targets)).toBe(`${SITE}/openapi.json`);
    expect(rewriteUrl('mailto:security@crucible.dev', from, targets)).toBe(
      'mailto:security@crucible.dev',
    );
    expect(rewriteUrl('#install', from, targets)).toBe('#install');
  });

  it('fail on a file link that names no page and a relative link to no file', () => {
    expect(() => rewriteUrl('./missing.md', from, targets)).toThrow(
      'docs/guide.mdx: the link ./missing.md names no page',
    );
    expect(() => rewriteUrl('../intro/', from, targets)).toThrow(
      'docs/guide.mdx: the link ../intro/ is relative to no file',
    );
  });
});
