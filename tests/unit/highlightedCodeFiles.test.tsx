/**
 * @vitest-environment node
 *
 * Code files on React pages (`import policy from './Policy.policy.yaml?highlight'`): the loader
 * highlights them with the same tokenizer as Markdown's code blocks, HighlightedCode hands the
 * result to the theme's CodeBlock, and the content checks and Prettier treat them as the code
 * blocks they render as.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import * as prettier from 'prettier';
import {describe, expect, it, vi} from 'vitest';
import {runChecks} from '@site/checks';
import {cliUsage} from '@site/checks/cliUsage';
import {listCodeFiles} from '@site/checks/codeFiles';
import {configExamplesCheck} from '@site/checks/configExamples';
import {loadSources} from '@site/checks/sources';
import {
  CODE_FILE_EXTENSIONS,
  shownCode,
  type HighlightedCodeFile,
} from '@site/plugins/build-time-highlighting/codeFiles';
import {tokenizeCode} from '@site/plugins/build-time-highlighting/tokenize';
import HighlightedCode from '@site/src/components/HighlightedCode';
import {CODE_LANGUAGES, CODE_MAGIC_COMMENTS} from '@site/src/data/constants';
import {decodeHighlightTokens} from '@site/src/utils/highlightTokens';

/** The props each CodeBlock rendered received. */
const codeBlockProps = vi.hoisted((): unknown[] => []);
vi.mock('@theme/CodeBlock', () => ({
  default: (props: unknown) => {
    codeBlockProps.push(props);
    return null;
  },
}));

// A Docusaurus client alias that the theme's code block utilities import; unused by parseLines.
vi.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({default: () => undefined}));

const root = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(root, 'tests/fixtures/code-files');
const require = Module.createRequire(import.meta.url);

type Loader = (this: {resourcePath: string; rootContext: string}, source: string) => string;
const loader = require('../../plugins/build-time-highlighting/codeFileLoader.cjs') as Loader;

/** The module the loader makes of `source` as the file `file` (from the site's root). */
function load(file: string, source: string): HighlightedCodeFile {
  const output = loader.call({resourcePath: path.join(root, file), rootContext: root}, source);
  const json = /^export default (.*);$/s.exec(output)?.[1];
  if (json === undefined) throw new Error(`not a module with a default export: ${output}`);
  return JSON.parse(json) as HighlightedCodeFile;
}

/** parseLines of the installed theme: how CodeBlock turns its children into the code it shows. */
const {parseLines} = (await import(
  path.join(root, 'node_modules/@docusaurus/theme-common/src/utils/codeBlockUtils.tsx')
)) as {
  parseLines: (
    code: string,
    options: {metastring?: string; magicComments: typeof CODE_MAGIC_COMMENTS; language: string},
  ) => {code: string};
};

const codeFiles = listCodeFiles(root);

describe('the ?highlight loader', () => {
  it('finds the code files the pages show', () => {
    expect(codeFiles.length).toBeGreaterThanOrEqual(19);
    expect(codeFiles).toContain('src/pages/mcp/_components/StarterPolicy.policy.yaml');
  });

  it('gives every code file of the site the tokenizer’s tokens for the code CodeBlock shows', () => {
    for (const file of codeFiles) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const {code, language, prebuiltTokens} = load(file, source);
      expect(code, file).toBe(source);
      const shown = parseLines(code, {magicComments: CODE_MAGIC_COMMENTS, language}).code;
      expect(shown, file).toBe(shownCode(code));
      expect(decodeHighlightTokens(prebuiltTokens ?? '', shown), file).toEqual(
        tokenizeCode(shown, language, CODE_LANGUAGES),
      );
    }
  });

  it('takes the language from the extension', () => {
    const cases = {
      'a.sh': 'bash',
      'a.yml': 'yaml',
      'a.YAML': 'yaml',
      'a.json': 'json',
      'a.txt': 'text',
    };
    for (const [file, language] of Object.entries(cases)) {
      expect(load(`src/pages/_components/${file}`, 'x\n').language, file).toBe(language);
    }
    const bash = load('src/pages/_components/run.sh', 'export KEY=1 && crucible eval\n');
    const tokens = decodeHighlightTokens(
      bash.prebuiltTokens ?? '',
      'export KEY=1 && crucible eval',
    );
    expect(tokens?.flat().some((token) => token.types.includes('builtin'))).toBe(true);
  });

  it('maps extensions onto the languages the site highlights, plus plain text', () => {
    expect(Object.keys(CODE_FILE_EXTENSIONS).sort()).toEqual([...CODE_LANGUAGES, 'text'].sort());
  });

  it('fails the build for an extension with no language, naming the file', () => {
    for (const file of ['src/pages/_components/Deploy.part.rb', 'src/pages/_components/Makefile']) {
      expect(() => load(file, 'x\n')).toThrow(
        new RegExp(`^${file.replace(/\./g, '\\.')}: cannot tell the language of a "`),
      );
    }
  });

  it('tokenizes code with Windows line ends or a blank last line as CodeBlock shows it', () => {
    for (const source of ['a: 1\r\nb: 2\r\n', 'a: 1\n\n', 'a: 1']) {
      const {prebuiltTokens} = load('src/pages/_components/x.yaml', source);
      const shown = parseLines(source, {magicComments: CODE_MAGIC_COMMENTS, language: 'yaml'}).code;
      expect(decodeHighlightTokens(prebuiltTokens ?? '', shown), JSON.stringify(source)).toEqual(
        tokenizeCode(shown, 'yaml', CODE_LANGUAGES),
      );
    }
  });

  it('leaves code with a magic comment to the browser, as the remark plugin does', () => {
    const marked = load('src/pages/_components/x.yaml', 'a: 1\n# highlight-next-line\nb: 2\n');
    expect(marked.prebuiltTokens).toBeUndefined();
  });
});

describe('HighlightedCode', () => {
  it('passes the code, its language and tokens to CodeBlock with the other props', () => {
    const code = load('src/pages/_components/policy.yaml', 'rules:\n  - match: "*"\n');
    renderToStaticMarkup(<HighlightedCode code={code} title="policy.yaml" showLineNumbers />);
    expect(codeBlockProps).toEqual([
      {
        language: 'yaml',
        title: 'policy.yaml',
        showLineNumbers: true,
        prebuiltTokens: code.prebuiltTokens,
        children: 'rules:\n  - match: "*"\n',
      },
    ]);
  });
});

describe('code files in the content checks', () => {
  const sources = loadSources(FIXTURE);

  it('reads the files a page imports with ?highlight, and not imports named in comments', () => {
    expect(listCodeFiles(FIXTURE)).toEqual([
      'src/pages/_components/Example.commands.sh',
      'src/pages/_components/Example.config.yaml',
    ]);
  });

  it('checks each as the code block it renders as, naming the file’s own lines', () => {
    const findings = runChecks(sources, [configExamplesCheck, cliUsage]).map(
      ({file, line, rule}) => `${file}:${line} [${rule}]`,
    );
    expect(findings).toEqual([
      'src/pages/_components/Example.config.yaml:1 [config-examples]',
      'src/pages/_components/Example.commands.sh:4 [cli-usage]',
    ]);
  });
});

describe('code files and Prettier', () => {
  it('are never reformatted: the page shows them as they are written', async () => {
    const formatted = [];
    for (const file of codeFiles) {
      const info = await prettier.getFileInfo(path.join(root, file), {
        ignorePath: path.join(root, '.prettierignore'),
      });
      if (!info.ignored && info.inferredParser !== null) formatted.push(file);
    }
    expect(formatted).toEqual([]);
  });
});
