// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readBuiltPages, servesAsSpelled} from '@site/tests/crawl/builtSite';
import {
  htmlOutline,
  leftoverSyntax,
  llmsTxtProblems,
  LLMS_TXT_MAX_CHARACTERS,
  markdownOutline,
  missingCopies,
  outlineDifferences,
} from '@site/tests/markdownPages/markdownChecks';

const fixtures = path.resolve(__dirname, '../fixtures/markdown-pages');
const buildDir = path.join(fixtures, 'build');
const read = (file: string) => fs.readFileSync(path.join(fixtures, file), 'utf8');
const SITE = 'https://www.crucible.dev';

describe('every docs page and post has its Markdown copy', () => {
  it('names the page whose copy is missing, and only docs pages and posts', () => {
    const exists = (markdownPath: string) => fs.existsSync(path.join(buildDir, markdownPath));
    expect(missingCopies(readBuiltPages(buildDir), exists)).toEqual([
      '/docs/setup/ has no Markdown copy at /docs/setup.md',
    ]);
  });
});

describe('a copy has its page’s headings and code blocks', () => {
  it('reads the page’s main content: heading text without anchors, code line by line', () => {
    expect(htmlOutline(read('build/docs/intro/index.html'))).toEqual({
      headings: ['# Intro', '## Install crucible', '### Check it works'],
      codeBlocks: [
        {language: 'bash', code: 'npm install -g crucible\ncrucible --version'},
        {language: 'yaml', code: 'prompts: []'},
      ],
    });
  });

  it('passes a copy that matches', () => {
    const page = htmlOutline(read('build/docs/intro/index.html'));
    expect(
      outlineDifferences('/docs/intro/', page, markdownOutline(read('build/docs/intro.md'))),
    ).toEqual([]);
  });

  it('names the first heading out of order, a missing block and changed code', () => {
    const page = htmlOutline(read('build/blog/post/index.html'));
    expect(
      outlineDifferences('/blog/post/', page, markdownOutline(read('build/blog/post.md'))),
    ).toEqual([
      '/blog/post/: heading 2 is "## Why" on the page but "## How" in the Markdown',
      '/blog/post/: the page has 2 code blocks, the Markdown 1',
      '/blog/post/: code block 1 ("print(\\"hello\\")") has other code in the Markdown ("print(\\"hello, world\\")")',
    ]);
  });
});

describe('a copy holds no MDX', () => {
  it('names JSX, imports, HTML comments, MDX comments and partials outside code', () => {
    expect(leftoverSyntax('leftovers.md', read('leftovers.md'))).toEqual([
      "leftovers.md:3: an import or export line: import Table from '@site/src/components/Table';",
      'leftovers.md:5: HTML or JSX: <Table kind="plugins" />',
      'leftovers.md:7: an HTML comment: <!-- A comment the copy should have dropped. -->',
      'leftovers.md:9: an MDX comment',
      'leftovers.md:11: a partial that was not inlined: ./_shared.mdx',
    ]);
  });

  it('passes a clean copy', () => {
    expect(leftoverSyntax('intro.md', read('build/docs/intro.md'))).toEqual([]);
  });
});

describe('llms.txt', () => {
  const serves = (pathname: string) => servesAsSpelled(buildDir, pathname);

  it('links only what the site serves, and only the site', () => {
    expect(llmsTxtProblems(read('llms.txt'), SITE, serves)).toEqual([
      `llms.txt links ${SITE}/docs/setup.md, which the site does not serve`,
      'llms.txt links https://example.com/docs.md, which is not on https://www.crucible.dev',
    ]);
  });

  it('stays small enough for an agent to read whole', () => {
    const line = `- [Intro](${SITE}/docs/intro.md): What it is.\n`;
    const long = `# Crucible\n\n${line.repeat(Math.ceil(LLMS_TXT_MAX_CHARACTERS / line.length))}`;
    expect(llmsTxtProblems(long, SITE, serves)).toEqual([
      `llms.txt has ${long.length.toLocaleString('en')} characters; keep it under 50,000`,
    ]);
  });
});
