// "Edit this page" and "Last updated" on the built pages: every docs page, blog post and release
// note links to its own source file in the website's repository, and docs pages say when they last
// changed, as git history records it.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const EDIT_BASE = 'https://github.com/crucible-ai/crucible-website/edit/main/';

/** Every built HTML page, as [file under build/, html]. */
const builtPages = fs
  .readdirSync(buildDir, {recursive: true})
  .filter((name) => name.endsWith('.html'))
  .map((name) => [name, fs.readFileSync(path.join(buildDir, name), 'utf8')]);

/** The Markdown sources that become pages of their own (not partials, which start with `_`). */
const sources = ['docs', 'blog', 'releases'].flatMap((folder) =>
  fs
    .readdirSync(path.join(root, folder), {recursive: true})
    .filter(
      (name) => /\.mdx?$/.test(name) && !name.split(path.sep).some((part) => part.startsWith('_')),
    )
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`),
);

const EDIT_LINK = /<a href=([^ >]+) [^>]*class=theme-edit-this-page/;

describe('edit links and last-updated dates', () => {
  it('links every docs page, post and release note to its own source file', () => {
    const linked = new Map();
    for (const [file, html] of builtPages) {
      const href = EDIT_LINK.exec(html)?.[1];
      if (!href) continue;
      assert.ok(href.startsWith(EDIT_BASE), `${file} edits ${href}`);
      linked.set(href.slice(EDIT_BASE.length), file);
    }
    const unlinked = sources.filter((source) => !linked.has(source));
    assert.deepEqual(unlinked, [], 'sources whose page has no edit link');
    const stray = [...linked.keys()].filter((source) => !fs.existsSync(path.join(root, source)));
    assert.deepEqual(stray, [], 'edit links to files that do not exist');
  });

  it('dates docs pages from git history when the checkout has it', (t) => {
    // The rule docusaurus.config.ts applies, loaded through jiti because it is TypeScript.
    const {gitHistory} = createJiti(fileURLToPath(import.meta.url))(
      '../../src/utils/gitHistory.ts',
    );
    if (gitHistory(root) !== 'full')
      return t.skip('no full git history: dates are left off on purpose');
    const undated = builtPages
      .filter(([, html]) => html.includes('theme-doc-markdown'))
      .filter(([, html]) => !/Last updated<!-- --> on <b><time datetime=\d{4}-\d\d-\d\d/.test(html))
      .map(([file]) => file);
    assert.deepEqual(undated, []);
  });
});
