import fs from 'node:fs';
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {HighlightLines} from '../../src/utils/highlightTokens';

const require = createRequire(import.meta.url);

type PrismInstance = typeof Prism;

let languagesAdded: readonly string[] | undefined;

/**
 * Adds Prism components to prism-react-renderer's own Prism instance, as the browser does in
 * src/theme/prism-include-languages.ts. Components are scripts written against a `Prism` in scope,
 * so each runs with the instance passed in under that name; Liquid needs markup-templating first.
 */
function addLanguages(languages: readonly string[]): void {
  if (languagesAdded) {
    if (languagesAdded.join() !== languages.join()) {
      throw new Error(
        `build-time highlighting was set up for ${languagesAdded.join(', ')}, not ${languages.join(', ')}`,
      );
    }
    return;
  }
  const load = (component: string) =>
    new Function(
      'Prism',
      fs.readFileSync(require.resolve(`prismjs/components/prism-${component}.js`), 'utf8'),
    )(Prism);
  for (const language of languages) {
    if (language === 'liquid' || language === 'php') load('markup-templating');
    load(language);
  }
  languagesAdded = [...languages];
}

/**
 * The lines and tokens prism-react-renderer's <Highlight> renders for `code` in `language`, with
 * `languages` loaded: the same steps (lower-cased language, tokenize hooks, normalizeTokens), so the
 * markup built from them is the markup the browser would build.
 */
export function tokenizeCode(
  code: string,
  language: string,
  languages: readonly string[],
): HighlightLines {
  addLanguages(languages);
  const prism: PrismInstance = Prism;
  const name = language.toLowerCase();
  const grammar = prism.languages[name];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language: name, tokens: [] as ReturnType<PrismInstance['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
