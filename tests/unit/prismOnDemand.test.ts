// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);
const loader = require(path.join(root, 'plugins/dependency-patches/patches/prism-on-demand.cjs'));

describe('Prism set-up moved from a client module to the CodeBlock wrapper', () => {
  it("empties the installed theme-classic's Prism client module", () => {
    const source = fs.readFileSync(
      path.join(root, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
      'utf8',
    );
    const {source: fixed, missing} = loader.applyFixes(source);
    expect(missing).toEqual([]);
    expect(fixed).not.toMatch(/import|prismIncludeLanguages\(/);
  });

  it('fails the build, naming the patch and its switch, when the client module is not the one it knows', () => {
    const source = fs.readFileSync(
      path.join(root, 'tests/fixtures/prism-on-demand/other-client-module.js'),
      'utf8',
    );
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, source)).toThrow(
      /dependency patch "prism-on-demand".*node_modules\/x\.js.*DEPENDENCY_PATCHES_OFF=prism-on-demand/s,
    );
  });
});
