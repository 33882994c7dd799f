/**
 * Checks that hold each page's Markdown copy (plugins/markdown-pages) to its HTML page, and
 * llms.txt to the site. Pure: tests/build/markdownPages.test.mjs runs them over build/, and
 * tests/unit/markdownPagesChecks.test.ts over the fixtures in tests/fixtures/markdown-pages/.
 */
import {load} from 'cheerio';
import type {Code, Heading, Nodes, Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {markdownUrl} from '../../plugins/markdown-pages/markdownUrl';

/** A built HTML page and the route it is served at. */
export type HtmlPage = {route: string; html: string};

/** Headings (`## Title`) and code blocks (language and lines), in the order the page has them. */
export type Outline = {
  headings: string[];
  codeBlocks: {language: string; code: string}[];
};

/** The pages that must have a Markdown copy: docs pages (generated indexes too) and posts. */
export function hasMarkdownCopy(html: string): boolean {
  const classes = /<html[^>]*\sclass="?([^">]*)/i.exec(html)?.[1].split(/\s+/) ?? [];
  return classes.includes('docs-doc-page') || classes.includes('blog-post-page');
}

/** Docs and post pages whose Markdown copy is not in the build. */
export function missingCopies(
  pages: readonly HtmlPage[],
  exists: (markdownPath: string) => boolean,
): string[] {
  return pages
    .filter((page) => hasMarkdownCopy(page.html))
    .filter((page) => !exists(markdownUrl(page.route)))
    .map((page) => `${page.route} has no Markdown copy at ${markdownUrl(page.route)}`);
}

/**
 * Heading text as a reader sees it: without the hash link's zero-width space and the emoji
 * DocCard puts before a card's title, with runs of white space as one space.
 */
function headingText(text: string): string {
  return text
    .replace(/\u200B|\uFE0F|\p{Extended_Pictographic}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Code as compared: without trailing white space on lines and trailing blank lines. */
function codeText(lines: readonly string[]): string {
  return lines
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** What the reader meets in the page's `<main>`: its headings and its code blocks. */
export function htmlOutline(html: string): Outline {
  const $ = load(html);
  const main = $('main');
  const headings = main
    .find('h1, h2, h3, h4, h5, h6')
    .map(
      (_, element) => `${'#'.repeat(Number(element.tagName[1]))} ${headingText($(element).text())}`,
    )
    .get();
  const codeBlocks = main
    .find('pre code')
    .map((_, element) => {
      const container = $(element).closest('[class*="language-"]');
      const language = /(?:^|\s)language-(\S+)/.exec(container.attr('class') ?? '')?.[1] ?? 'text';
      const lines = $(element).find('.token-line');
      const text = lines.length
        ? lines.map((__, line) => $(line).text()).get()
        : $(element).text().split('\n');
      return {language, code: codeText(text)};
    })
    .get();
  return {headings, codeBlocks};
}

function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/** The same outline, read from a Markdown copy. */
export function markdownOutline(markdown: string): Outline {
  const headings: string[] = [];
  const codeBlocks: Outline['codeBlocks'] = [];
  walk(parseMarkdown(markdown), (node) => {
    if (node.type === 'heading') {
      headings.push(`${'#'.repeat((node as Heading).depth)} ${headingText(toString(node))}`);
    } else if (node.type === 'code') {
      const {lang, value} = node as Code;
      codeBlocks.push({language: lang ?? 'text', code: codeText(value.split('\n'))});
    }
  });
  return {headings, codeBlocks};
}

const firstLine = (code: string) => JSON.stringify(code.split('\n')[0].slice(0, 60));

/** Where a Markdown copy's headings and code blocks differ from its page's, first difference first. */
export function outlineDifferences(route: string, page: Outline, copy: Outline): string[] {
  const problems: string[] = [];
  const headingCount = Math.max(page.headings.length, copy.headings.length);
  for (let index = 0; index < headingCount; index++) {
    if (page.headings[index] !== copy.headings[index]) {
      problems.push(
        `${route}: heading ${index + 1} is ${JSON.stringify(page.headings[index] ?? 'missing')} on the page but ${JSON.stringify(copy.headings[index] ?? 'missing')} in the Markdown`,
      );
      break;
    }
  }
  if (page.codeBlocks.length !== copy.codeBlocks.length) {
    problems.push(
      `${route}: the page has ${page.codeBlocks.length} code blocks, the Markdown ${copy.codeBlocks.length}`,
    );
  }
  const blockCount = Math.min(page.codeBlocks.length, copy.codeBlocks.length);
  for (let index = 0; index < blockCount; index++) {
    const [shown, copied] = [page.codeBlocks[index], copy.codeBlocks[index]];
    if (shown.language !== copied.language) {
      problems.push(
        `${route}: code block ${index + 1} is ${shown.language} on the page but ${copied.language} in the Markdown`,
      );
    } else if (shown.code !== copied.code) {
      problems.push(
        `${route}: code block ${index + 1} (${firstLine(shown.code)}) has other code in the Markdown (${firstLine(copied.code)})`,
      );
    }
  }
  return problems;
}

/**
 * What a Markdown copy must not hold, outside code: HTML or JSX (both parse as HTML in
 * Markdown), MDX comments, `import` or `export` lines, and links to partials (`_name.mdx`),
 * which are inlined in the copy, never published.
 */
export function leftoverSyntax(file: string, markdown: string): string[] {
  const problems: string[] = [];
  const where = (node: Nodes) => `${file}:${node.position?.start.line ?? '?'}`;
  walk(parseMarkdown(markdown), (node) => {
    if (node.type === 'html') {
      const kind = node.value.startsWith('<!--') ? 'an HTML comment' : 'HTML or JSX';
      problems.push(`${where(node)}: ${kind}: ${node.value.split('\n')[0].slice(0, 60)}`);
    } else if (node.type === 'paragraph') {
      // Code spans may show any of this as an example; only the text around them counts.
      const text = node.children
        .map((child) => (child.type === 'text' ? child.value : ' '))
        .join('');
      if (/^(?:import|export)\s/m.test(text)) {
        problems.push(
          `${where(node)}: an import or export line: ${text.split('\n')[0].slice(0, 60)}`,
        );
      }
      if (text.includes('{/*')) problems.push(`${where(node)}: an MDX comment`);
    } else if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      if (/(?:^|\/)_[^/]*\.mdx?(?:[?#]|$)/.test(node.url)) {
        problems.push(`${where(node)}: a partial that was not inlined: ${node.url}`);
      }
    }
  });
  return problems;
}

/** Every link target in a Markdown text: links, images, definitions and bare URLs. */
export function markdownLinks(markdown: string): string[] {
  const urls: string[] = [];
  walk(parseMarkdown(markdown), (node) => {
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      urls.push(node.url);
    }
  });
  return urls;
}

/** llms.txt must fit an agent's fetch whole; past this, split the map by sidebar. */
export const LLMS_TXT_MAX_CHARACTERS = 50_000;

/**
 * What is wrong with an llms.txt: links to anything but a file the site serves (`serves` gets a
 * path on the site), and a length past LLMS_TXT_MAX_CHARACTERS.
 */
export function llmsTxtProblems(
  text: string,
  siteUrl: string,
  serves: (pathname: string) => boolean,
): string[] {
  const problems: string[] = [];
  if (text.length >= LLMS_TXT_MAX_CHARACTERS) {
    problems.push(
      `llms.txt has ${text.length.toLocaleString('en')} characters; keep it under ${LLMS_TXT_MAX_CHARACTERS.toLocaleString('en')}`,
    );
  }
  for (const url of markdownLinks(text)) {
    if (!url.startsWith(`${siteUrl}/`)) {
      problems.push(`llms.txt links ${url}, which is not on ${siteUrl}`);
      continue;
    }
    const pathname = new URL(url).pathname;
    if (!serves(pathname)) problems.push(`llms.txt links ${url}, which the site does not serve`);
  }
  return problems;
}
