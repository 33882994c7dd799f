// The Markdown copy of every docs page, post and release note (plugins/markdown-pages), held to
// the built HTML page it copies, and the llms.txt files that list them held to the site. The
// rules are in tests/markdownPages/markdownChecks.ts, with their failing fixtures.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const buildDir = path.resolve(path.dirname(here), '../../build');
const jiti = createJiti(here);
const {SITE_URL} = jiti('../../src/data/site.ts');
const {DOCS_SIDEBAR_TITLES} = jiti('../../src/data/docsSidebars.ts');
const {readBuiltPages, servesAsSpelled} = jiti('../crawl/builtSite.ts');
const {markdownUrl} = jiti('../../plugins/markdown-pages/markdownUrl.ts');
const {LLMS_FULL_PATH, LLMS_TXT_PATH, llmsSidebarPath} = jiti(
  '../../plugins/markdown-pages/publishedFiles.ts',
);
const {
  hasMarkdownCopy,
  htmlOutline,
  leftoverSyntax,
  llmsTxtProblems,
  markdownLinks,
  markdownOutline,
  missingCopies,
  outlineDifferences,
} = jiti('../markdownPages/markdownChecks.ts');

const serves = (pathname) => servesAsSpelled(buildDir, pathname);
const read = (file) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const pages = readBuiltPages(buildDir).filter(({html}) => hasMarkdownCopy(html));
const copied = pages.filter(({route}) => serves(markdownUrl(route)));
const isListed = ({html}) => !/<meta[^>]*name="?robots"?[^>]*content="?[^">]*noindex/i.test(html);
const onSite = (url) => url.startsWith(`${SITE_URL}/`);
/** The Markdown copies a list file links, as paths on the site. */
const linkedCopies = (text) =>
  markdownLinks(text)
    .filter(onSite)
    .map((url) => new URL(url).pathname)
    .filter((pathname) => pathname.endsWith('.md'));
/** The copies a full-text file holds, by the Source line under each page's title. */
const sources = (text) =>
  [...text.matchAll(/^Source: <([^>]+)>$/gm)].map(([, url]) => new URL(url).pathname);

describe('Markdown copies of the pages', () => {
  it('exist for every docs page, category index, blog post and release note', () => {
    assert.ok(pages.length > 390, `only ${pages.length} docs pages and posts in build/`);
    assert.deepEqual(missingCopies(pages, serves), []);
  });

  it('have their page’s headings in order and its code blocks, language and code', () => {
    const problems = copied.flatMap(({route, html}) =>
      outlineDifferences(route, htmlOutline(html), markdownOutline(read(markdownUrl(route)))),
    );
    assert.deepEqual(problems, []);
  });

  it('hold no JSX, HTML, imports, comments or partials', () => {
    const problems = copied.flatMap(({route}) =>
      leftoverSyntax(markdownUrl(route), read(markdownUrl(route))),
    );
    assert.deepEqual(problems, []);
  });

  it('link only to URLs of the site that it serves', () => {
    const problems = copied.flatMap(({route}) =>
      markdownLinks(read(markdownUrl(route)))
        .filter(onSite)
        .filter((url) => !serves(new URL(url).pathname))
        .map((url) => `${markdownUrl(route)} links ${url}, which the site does not serve`),
    );
    assert.deepEqual(problems, []);
  });
});

describe('llms.txt and the full texts', () => {
  const llmsTxt = read(LLMS_TXT_PATH);

  it('llms.txt links only files the site serves, and stays under 50,000 characters', () => {
    assert.deepEqual(llmsTxtProblems(llmsTxt, SITE_URL, serves), []);
  });

  it('llms.txt links the copy of every listed page, and every full text', () => {
    const linked = new Set(
      markdownLinks(llmsTxt)
        .filter(onSite)
        .map((url) => new URL(url).pathname),
    );
    const unlinked = pages
      .filter(isListed)
      .map(({route}) => markdownUrl(route))
      .filter((copy) => !linked.has(copy));
    assert.deepEqual(unlinked, []);
    const fullTexts = [LLMS_FULL_PATH, ...Object.keys(DOCS_SIDEBAR_TITLES).map(llmsSidebarPath)];
    assert.deepEqual(
      fullTexts.filter((file) => !linked.has(`/${file}`)),
      [],
    );
  });

  it('llms-full.txt holds every listed doc once, in llms.txt’s order, as the sidebar files do', () => {
    const full = sources(read(LLMS_FULL_PATH));
    const docs = pages
      .filter(isListed)
      .filter(({html}) => /class="[^"]*docs-doc-id-/.test(html))
      .map(({route}) => markdownUrl(route));
    assert.deepEqual([...full].sort(), [...new Set(docs)].sort());
    // The map's sections, after the opening paragraphs (which name a few pages as examples).
    const sections = llmsTxt.slice(llmsTxt.indexOf('\n## '));
    const docsInMap = linkedCopies(sections).filter((copy) => full.includes(copy));
    assert.deepEqual(full, docsInMap);
    const bySidebar = Object.keys(DOCS_SIDEBAR_TITLES).flatMap((id) =>
      sources(read(llmsSidebarPath(id))),
    );
    assert.deepEqual([...bySidebar].sort(), [...full].sort());
  });
});
