// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const loader = require(
  path.join(root, 'plugins/dependency-patches/patches/docsearch-eval-probe.cjs'),
);

describe("DocSearch's bundled zod eval probe", () => {
  it('is answered "no" in the installed DocSearchModal, so the modal never calls new Function', () => {
    const source = fs.readFileSync(
      path.join(root, 'node_modules/@docsearch/react/dist/esm/DocSearchModal.js'),
      'utf8',
    );
    expect(source).toMatch(/new Function\(""\)/);
    const {source: fixed, missing} = loader.applyFixes(source);
    expect(missing).toEqual([]);
    expect(fixed).not.toMatch(/new Function\(/);
  });

  it('gives the answer the browser gives under the policy: compiling code is not allowed', () => {
    const probe = 'var allowsEval=function(){try{return new Function(""),!0}catch(e){return!1}};';
    const {source: fixed} = loader.applyFixes(probe);
    const allowsEval = new Function(`${fixed} return allowsEval;`)();
    expect(allowsEval()).toBe(false);
  });

  it('fails the build, naming the patch and its switch, when the probe is not there', () => {
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, 'const probe = 1;')).toThrow(
      /dependency patch "docsearch-eval-probe".*DEPENDENCY_PATCHES_OFF=docsearch-eval-probe/s,
    );
  });
});
