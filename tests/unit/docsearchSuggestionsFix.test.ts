// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const loader = require(path.join(root, 'plugins/docsearch-suggestions-fix/loader.cjs'));

describe('DocSearch suggestions fix', () => {
  it('rewrites the installed DocSearchModal so suggestions are an array', () => {
    const source = fs.readFileSync(
      path.join(root, 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js'),
      'utf8',
    );
    const fixed: string = loader.fixSuggestions(source);
    expect(fixed).not.toBe(source);
    expect(fixed).toMatch(/searchSuggestions:\[\]\.concat\(/);
  });

  it('warns and changes nothing when the code it fixes is not there', () => {
    const emitWarning = vi.fn();
    const source = 'const unrelated = {searchSuggestions: []};';
    expect(loader.call({emitWarning}, source)).toBe(source);
    expect(emitWarning).toHaveBeenCalledWith(
      expect.objectContaining({message: expect.stringMatching(/not found/)}),
    );
  });

  it('produces the union of earlier and new suggestions', () => {
    const snippet =
      'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})';
    const fixed = loader.fixSuggestions(snippet).replace(/^u\(/, '(').replace(/\)$/, ')');
    const run = new Function('r', 'o', 'let t; return ' + fixed + '.searchSuggestions;');
    expect(run({context: {searchSuggestions: ['Docs']}}, {Docs: [], Blog: []})).toEqual([
      'Docs',
      'Blog',
    ]);
  });
});
