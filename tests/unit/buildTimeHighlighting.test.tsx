// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight as PrismHighlight, themes, type RenderProps} from 'prism-react-renderer';
import {describe, expect, it, vi} from 'vitest';
import remarkBuildTimeHighlighting, {
  PREBUILT_TOKENS_PROP,
} from '@site/plugins/build-time-highlighting';
import {tokenizeCode} from '@site/plugins/build-time-highlighting/tokenize';
import {CODE_LANGUAGES, CODE_MAGIC_COMMENTS} from '@site/src/data/constants';
import Highlight, {AWAITING_HIGHLIGHTER_CLASS} from '@site/src/theme/CodeBlock/Content/Highlight';
import {CodeBlockHighlightContext} from '@site/src/theme/CodeBlock/highlightContext';
import {decodeHighlightTokens, encodeHighlightTokens} from '@site/src/utils/highlightTokens';
import {accessibleLightTheme} from '@site/src/utils/prismTheme';
import {
  codeExamples,
  listOperations,
  type OpenApiDocument,
} from '@site/src/components/OpenApiReference/openApi';
import {DOC_ROOTS, extractFencedBlocks, listMarkdownFiles} from '@site/checks/markdown';
import {listCodeFiles} from '@site/checks/codeFiles';
import {codeFileLanguage, shownCode} from '@site/plugins/build-time-highlighting/codeFiles';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);

/**
 * Every code block of the site, with where it is: the fenced blocks of its Markdown and MDX, and
 * the code files React pages show, as the build highlights each.
 */
const blocks = [
  ...listMarkdownFiles(root, DOC_ROOTS).flatMap((file) =>
    extractFencedBlocks(fs.readFileSync(path.join(root, file), 'utf8')).map((block) => ({
      where: `${file}:${block.line}`,
      language: block.lang || 'text',
      code: block.content,
    })),
  ),
  ...listCodeFiles(root).map((file) => ({
    where: file,
    language: codeFileLanguage(file),
    code: shownCode(fs.readFileSync(path.join(root, file), 'utf8')),
  })),
];

/** Cases the content may not have today: each changes how prism-react-renderer styles or splits. */
const edgeCases = [
  // A blank line inside a multi-line comment: an `empty` token of one type that is not plain.
  {where: 'edge: blank line in a comment', language: 'javascript', code: '/* first\n\nlast */'},
  {where: 'edge: empty block', language: 'yaml', code: ''},
  {where: 'edge: only blank lines', language: 'bash', code: '\n\n'},
  {where: 'edge: Windows line ends', language: 'json', code: '{\r\n  "a": 1\r\n}'},
  {where: 'edge: language in capitals', language: 'YAML', code: 'a: 1'},
  {where: 'edge: unknown language', language: 'cobol', code: 'DISPLAY "HI".'},
];

/** Renders lines and tokens the way the theme's CodeBlock/Line does, props and all. */
function renderLines({className, style, tokens, getLineProps, getTokenProps}: RenderProps) {
  return (
    <pre className={className} style={style}>
      {tokens.map((line, lineIndex) => (
        <div key={lineIndex} {...getLineProps({line, className: 'extra-line-class'})}>
          {line.map((token, tokenIndex) => (
            <span key={tokenIndex} {...getTokenProps({token})} />
          ))}
        </div>
      ))}
    </pre>
  );
}

function withPrebuiltTokens(tokens: string | undefined, children: ReactNode) {
  return (
    <CodeBlockHighlightContext.Provider value={tokens}>
      {children}
    </CodeBlockHighlightContext.Provider>
  );
}

describe('build-time highlighting', () => {
  it('finds the code blocks it compares', () => {
    expect(blocks.length).toBeGreaterThan(1000);
    const languages = new Set(blocks.map((block) => block.language));
    for (const language of ['bash', 'json', 'python', 'text', 'typescript', 'yaml']) {
      expect(languages).toContain(language);
    }
  });

  for (const [themeName, theme] of [
    ['the site theme', accessibleLightTheme],
    ['a theme with language-specific styles (dracula)', themes.dracula],
  ] as const) {
    it(`renders every code block exactly as Prism in the browser would, with ${themeName}`, () => {
      const differences = [...blocks, ...edgeCases].flatMap(({where, language, code}) => {
        const tokens = encodeHighlightTokens(code, tokenizeCode(code, language, CODE_LANGUAGES));
        const expected = renderToStaticMarkup(
          <PrismHighlight theme={theme} code={code} language={language}>
            {renderLines}
          </PrismHighlight>,
        );
        const actual = renderToStaticMarkup(
          withPrebuiltTokens(
            tokens,
            <Highlight theme={theme} code={code} language={language}>
              {renderLines}
            </Highlight>,
          ),
        );
        return actual === expected ? [] : [where];
      });
      expect(differences).toEqual([]);
      // Rendering some 1,300 blocks twice takes a few seconds.
    }, 60_000);
  }

  it('highlights languages that need the extra Prism components (bash, Liquid inside YAML)', () => {
    const bash = tokenizeCode('export KEY=1 && crucible eval', 'bash', CODE_LANGUAGES);
    expect(bash.flat().some((token) => token.types.includes('builtin'))).toBe(true);
    const liquid = tokenizeCode(
      '{% if user %}{{ user.name }}{% endif %}',
      'liquid',
      CODE_LANGUAGES,
    );
    expect(liquid.flat().some((token) => token.types.includes('keyword'))).toBe(true);
  });
});

describe('prebuilt token format', () => {
  const code = 'providers:\n  - openai:gpt-4.1\r\n\n# done';
  const tokens = tokenizeCode(code, 'yaml', CODE_LANGUAGES);
  const encoded = encodeHighlightTokens(code, tokens);

  it('decodes to the tokens it was made from, blank lines and \\r\\n included', () => {
    expect(decodeHighlightTokens(encoded, code)).toEqual(tokens);
  });

  it('is refused for any code but the code it was made from', () => {
    expect(decodeHighlightTokens(encoded, code.replace('4.1', '4.2'))).toBeUndefined();
    expect(decodeHighlightTokens(encoded, `${code}\n`)).toBeUndefined();
  });

  it('is refused when it is not the format, instead of throwing', () => {
    for (const bad of ['', '{', 'null', '[2,1,"x",[],[]]', encoded.replace(/\]\]$/, ',7]]')]) {
      expect(decodeHighlightTokens(bad, code), bad).toBeUndefined();
    }
  });

  it('renders a block without usable tokens as plain text marked as awaiting the highlighter', () => {
    const render = (tokens: string | undefined) =>
      renderToStaticMarkup(
        withPrebuiltTokens(
          tokens,
          <Highlight theme={accessibleLightTheme} code="echo changed" language="bash">
            {renderLines}
          </Highlight>,
        ),
      );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const markup of [render(undefined), render(encoded)]) {
      expect(markup).toContain(`class="prism-code language-bash ${AWAITING_HIGHLIGHTER_CLASS}"`);
      expect(markup).toContain('<span class="token plain">echo changed</span>');
    }
    // Tokens made for other code are reported, so a build that produces them says so.
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('the remark plugin', () => {
  const transform = remarkBuildTimeHighlighting({
    languages: CODE_LANGUAGES,
    magicComments: CODE_MAGIC_COMMENTS,
  });
  const codeNode = (value: string, lang: string | null, meta: string | null = null): Code => ({
    type: 'code',
    value,
    lang,
    meta,
    data: {hProperties: {metastring: meta}},
  });
  const prebuilt = (node: Code) =>
    (node.data?.hProperties as Record<string, unknown> | undefined)?.[PREBUILT_TOKENS_PROP];

  it('attaches tokens for the block’s code to each fenced block, keeping its other properties', async () => {
    const yaml = codeNode('prompts:\n  - "{{question}}"', 'yaml', 'title="crucibleconfig.yaml"');
    const plain = codeNode('no language here', null);
    await transform({type: 'root', children: [yaml, plain]} satisfies Root);

    expect(yaml.data?.hProperties?.metastring).toBe('title="crucibleconfig.yaml"');
    const yamlLines = decodeHighlightTokens(String(prebuilt(yaml)), yaml.value);
    expect(yamlLines?.flat().some((token) => token.types.includes('atrule'))).toBe(true);
    expect(decodeHighlightTokens(String(prebuilt(plain)), plain.value)).toEqual([
      [{types: ['plain'], content: 'no language here'}],
    ]);
  });

  it('leaves blocks with magic comments to the browser, which strips them before highlighting', async () => {
    const marked = codeNode('a: 1\n# highlight-next-line\nb: 2', 'yaml');
    await transform({type: 'root', children: [marked]} satisfies Root);
    expect(prebuilt(marked)).toBeUndefined();
  });
});

describe('the OpenAPI examples loader', () => {
  it('highlights every worked example the API reference renders', () => {
    const {withPrebuiltTokens} =
      require('../../plugins/build-time-highlighting/openApiExamplesLoader.cjs') as {
        withPrebuiltTokens: (spec: OpenApiDocument) => OpenApiDocument;
      };
    const spec = withPrebuiltTokens(
      JSON.parse(fs.readFileSync(path.join(root, 'static/openapi.json'), 'utf8')),
    );
    // The page renders the examples from the document it imports, tokens included.
    const examples = listOperations(spec).flatMap((operation) => codeExamples(spec, operation));
    expect(examples.length).toBeGreaterThan(16);
    const unhighlighted = examples.filter(
      ({key, code}) => !decodeHighlightTokens(spec['x-prebuilt-tokens']?.[key] ?? '', code),
    );
    expect(unhighlighted.map(({key}) => key)).toEqual([]);
  });
});
