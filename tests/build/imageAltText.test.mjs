// Image alt text on the built pages reads as its writer wrote it: Docusaurus escapes a Markdown
// image's alt before React escapes it again, so without plugins/image-alt-text a screen reader
// says "user&#39;s". Checked for every local Markdown image whose alt holds ', " or &.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as cheerio from 'cheerio';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');

/** Every alt text on every built page, as the browser decodes it. */
const builtAltTexts = new Set(
  fs
    .readdirSync(buildDir, {recursive: true})
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => {
      const $ = cheerio.load(fs.readFileSync(path.join(buildDir, name), 'utf8'));
      return $('img[alt]')
        .map((_, img) => $(img).attr('alt'))
        .get();
    }),
);

/** Local Markdown images (`![alt](./file)`, not `https:`) whose alt text holds ', " or &. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\((?!https?:)[^)\s]+/g;
const sourceAltTexts = ['docs', 'blog', 'releases', 'src/pages'].flatMap((folder) =>
  fs
    .readdirSync(path.join(root, folder), {recursive: true})
    .filter((name) => /\.mdx?$/.test(name))
    .flatMap((name) => {
      const text = fs.readFileSync(path.join(root, folder, name), 'utf8');
      return [...text.matchAll(MARKDOWN_IMAGE)]
        .map((match) => match[1])
        .filter((alt) => /['"&]/.test(alt))
        .map((alt) => ({file: `${folder}/${name}`, alt}));
    }),
);

describe('image alt text on the built pages', () => {
  it('finds the images it checks (the RAG injection diagram has an apostrophe)', () => {
    assert.ok(
      sourceAltTexts.some(({file}) => file.includes('indirect-prompt-injection-in-rag')),
      `expected the RAG post's diagram among ${JSON.stringify(sourceAltTexts)}`,
    );
  });

  it('reaches the page exactly as written when it holds \', " or &', () => {
    const missing = sourceAltTexts.filter(({alt}) => !builtAltTexts.has(alt));
    assert.deepEqual(missing, [], 'alt text changed on its way to the page');
  });

  it('never shows an escaped character as text on any page', () => {
    const escaped = [...builtAltTexts].filter((alt) => /&(?:#39|quot|amp|lt|gt);/.test(alt));
    assert.deepEqual(escaped, []);
  });
});
