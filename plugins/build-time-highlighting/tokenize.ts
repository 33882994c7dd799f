import fs from 'node:fs';
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import type {HighlightLines} from '../../src/utils/highlightTokens';

const require = createRequire(import.meta.url);

type PrismInstance = typeof Prism;

/**
 * Marks a Prism instance with the languages added to it. A mark on the instance, not a module
 * variable: the remark plugin and the OpenAPI loader may each load this module, and adding
 * Liquid twice would register its tokenize hooks twice.
 */
const LANGUAGES_ADDED = Symbol.for('crucible.siteLanguagesAdded');

/**
 * Adds Prism components to a Prism instance, once, as the browser does in
 * src/theme/prism-include-languages.ts. Components are scripts written against a `Prism` in scope,
 * so each runs with the instance passed in under that name; Liquid needs markup-templating first.
 */
export function addPrismLanguages(prism: object, languages: readonly string[]): void {
  const marked = prism as {[LANGUAGES_ADDED]?: string};
  const wanted = languages.join(', ');
  if (marked[LANGUAGES_ADDED] !== undefined) {
    if (marked[LANGUAGES_ADDED] !== wanted) {
      throw new Error(`Prism was set up for ${marked[LANGUAGES_ADDED]}, not ${wanted}`);
    }
    return;
  }
  const load = (component: string) =>
    new Function(
      'Prism',
      fs.readFileSync(require.resolve(`prismjs/components/prism-${component}.js`), 'utf8'),
    )(prism);
  for (const language of languages) {
    if (language === 'liquid' || language === 'php') load('markup-templating');
    load(language);
  }
  marked[LANGUAGES_ADDED] = wanted;
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
  const prism: PrismInstance = Prism;
  addPrismLanguages(prism, languages);
  const name = language.toLowerCase();
  const grammar = prism.languages[name];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language: name, tokens: [] as ReturnType<PrismInstance['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
