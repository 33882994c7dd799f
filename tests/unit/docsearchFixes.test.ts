// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const loader = require(path.join(root, 'plugins/dependency-patches/patches/docsearch-modal.cjs'));

describe('DocSearch modal fixes', () => {
  it('finds and fixes both bugs in the installed DocSearchModal', () => {
    const source = fs.readFileSync(
      path.join(root, 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js'),
      'utf8',
    );
    const {source: fixed, missing} = loader.applyFixes(source);
    expect(missing).toEqual([]);
    expect(fixed).toMatch(/searchSuggestions:\[\]\.concat\(/);
    expect(fixed).not.toMatch(/context\.nbHits;/);
  });

  it('fails the build, naming the patch and its switch, when the code it fixes is not there', () => {
    const source = 'const unrelated = {searchSuggestions: [], nbHits: 0};';
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, source)).toThrow(
      /dependency patch "docsearch-modal".*node_modules\/x\.js.*DEPENDENCY_PATCHES_OFF=docsearch-modal/s,
    );
  });

  it('keeps earlier suggestions and adds new ones, once each', () => {
    const snippet =
      '({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})';
    const {source: fixed} = loader.applyFixes(snippet);
    const run = new Function('r', 'o', `let t; return ${fixed}.searchSuggestions;`);
    expect(run({context: {searchSuggestions: ['Docs']}}, {Docs: [], Blog: []})).toEqual([
      'Docs',
      'Blog',
    ]);
  });

  it('counts only the current query’s hits', () => {
    const snippet = 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}';
    const {source: fixed} = loader.applyFixes(snippet);
    const calls: unknown[] = [];
    new Function('r', 'u', 'i', fixed)({context: {nbHits: 500}}, (v: unknown) => calls.push(v), 12);
    expect(calls).toEqual([{nbHits: 12}]);
  });
});
