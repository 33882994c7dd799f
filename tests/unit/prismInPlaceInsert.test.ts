// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {addSiteLanguages, compileInstalledModule} from './installedCode';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);
const loader = require(
  path.join(root, 'plugins/dependency-patches/patches/prism-in-place-insert.cjs'),
);
const distFile = path.join(root, 'node_modules/prism-react-renderer/dist/index.js');

type PrismLike = {
  languages: Record<string, unknown>;
  tokenize: (code: string, grammar: unknown) => unknown;
};

/** A fresh prism-react-renderer Prism, patched or not, with the site's extra languages loaded. */
function loadPrism(patched: boolean): PrismLike {
  const original = fs.readFileSync(distFile, 'utf8');
  const source = patched ? loader.applyFixes(original).source : original;
  const prism = (compileInstalledModule(distFile, source) as {Prism: PrismLike}).Prism;
  addSiteLanguages(prism);
  return prism;
}

/** Every grammar's token names in order, following nested grammars, as one comparable value. */
function shape(value: unknown, seen = new Set<unknown>()): unknown {
  if (value instanceof RegExp) return String(value);
  if (typeof value !== 'object' || value === null) return typeof value;
  if (seen.has(value)) return '[seen]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => shape(item, seen));
  return Object.entries(value).map(([key, item]) => [key, shape(item, seen)]);
}

const SAMPLES: Record<string, string> = {
  yaml: "# yaml-language-server: $schema=x\nprompts:\n  - 'Answer: {{question}}'\nproviders: [openai:chat:gpt-4.1-mini]\n",
  javascript: 'export const check = (output) => /refund/i.test(output) && `ok ${1 + 2}`;',
  typescript:
    'type Row = {id: string}; export function pick<T extends Row>(rows: T[]): T | undefined { return rows[0]; }',
  json: '{"prompts": ["hi"], "n": 2, "ok": true}',
  python:
    'def get_assert(output, context):\n    return {"pass": "refund" in output, "score": 1.0}\n',
  bash: 'npx crucible@latest eval -c crucibleconfig.yaml -o results.json && echo "$?"',
  liquid: '{% if user %}Hello {{ user.name | upcase }}{% endif %}',
  markup: '<div class="note"><script>let a = 1;</script></div>',
  go: 'func main() { fmt.Println("hi") }',
};

describe('Prism insertBefore rewritten in place', () => {
  it('finds the code in the installed prism-react-renderer, in both builds', () => {
    for (const file of ['index.js', 'index.mjs']) {
      const source = fs.readFileSync(
        path.join(root, 'node_modules/prism-react-renderer/dist', file),
        'utf8',
      );
      expect(loader.applyFixes(source).missing, file).toEqual([]);
    }
  });

  it('fails the build, naming the patch and its switch, when the code is not there', () => {
    const source = fs.readFileSync(path.join(root, 'tests/fixtures/prism/other-prism.js'), 'utf8');
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, source)).toThrow(
      /dependency patch "prism-in-place-insert".*node_modules\/x\.js.*DEPENDENCY_PATCHES_OFF=prism-in-place-insert/s,
    );
  });

  // Grammars that point back at themselves after an insert (C++ macros) may now see the
  // finished grammar instead of a half-built copy, so the comparison covers the site's languages.
  it('builds the same grammars and the same tokens as the original for the site languages', () => {
    const original = loadPrism(false);
    const patched = loadPrism(true);
    expect(Object.keys(patched.languages)).toEqual(Object.keys(original.languages));
    for (const [language, code] of Object.entries(SAMPLES)) {
      expect(shape(patched.languages[language]), language).toEqual(
        shape(original.languages[language]),
      );
      expect(patched.tokenize(code, patched.languages[language]), language).toEqual(
        original.tokenize(code, original.languages[language]),
      );
    }
  });
});
