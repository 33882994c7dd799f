// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {addSiteLanguages} from './installedCode';
import {DOC_ROOTS, extractFencedBlocks, listMarkdownFiles} from '@site/checks/markdown';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);

/**
 * Every language name the site's Prism highlights: prism-react-renderer's bundled grammars plus
 * the extra languages in CODE_LANGUAGES, loaded as src/theme/prism-include-languages does.
 */
function highlightedLanguages(): Set<string> {
  const {Prism} = require('prism-react-renderer') as {Prism: {languages: object}};
  addSiteLanguages(Prism);
  return new Set(Object.keys(Prism.languages));
}

/**
 * Languages that appear in the docs but are outside the spec's highlight list (site-spec "Code
 * highlighting languages"), so they are shown as plain text on purpose. Add a language here only
 * when the spec does not list it; otherwise add it to CODE_LANGUAGES.
 */
const PLAIN_TEXT_ON_PURPOSE = new Set(['ruby']);

/** Fenced blocks whose language the highlighter does not know, so they would show unstyled. */
function unhighlighted(markdown: string, known: Set<string>): string[] {
  return extractFencedBlocks(markdown)
    .filter((block) => block.lang !== '' && !known.has(block.lang.toLowerCase()))
    .filter((block) => !PLAIN_TEXT_ON_PURPOSE.has(block.lang.toLowerCase()))
    .map((block) => `line ${block.line}: ${block.lang}`);
}

describe('code block languages', () => {
  const known = highlightedLanguages();

  it('reports a fenced block in a language nobody loaded', () => {
    const fixture = fs.readFileSync(
      path.join(root, 'tests/fixtures/code-languages/unknown-language.md'),
      'utf8',
    );
    expect(unhighlighted(fixture, known)).toEqual(['line 17: cobol']);
  });

  it('are all highlighted in docs, blog posts and release notes (add others to CODE_LANGUAGES)', () => {
    const problems = listMarkdownFiles(root, DOC_ROOTS).flatMap((file) =>
      unhighlighted(fs.readFileSync(file, 'utf8'), known).map(
        (problem) => `${path.relative(root, file)} ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('are all highlighted where pages pass a language to CodeBlock', () => {
    const pages = (fs.readdirSync(path.join(root, 'src'), {recursive: true}) as string[])
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => path.join('src', file));
    const problems = pages.flatMap((file) =>
      [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/language="([^"]+)"/g)]
        .filter(([, language]) => !known.has(language))
        .map(([, language]) => `${file}: ${language}`),
    );
    expect(problems).toEqual([]);
  });
});
