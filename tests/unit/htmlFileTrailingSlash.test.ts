// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);
const loader = require(
  path.join(root, 'plugins/dependency-patches/patches/html-file-trailing-slash.cjs'),
);
const file = path.join(root, 'node_modules/@docusaurus/utils-common/lib/applyTrailingSlash.js');
const installed = fs.readFileSync(file, 'utf8');

type Apply = (path: string, options: {trailingSlash: boolean; baseUrl: string}) => string;

/** The module's default export, run from the given source as Node would load the file. */
function applyTrailingSlashFrom(source: string): Apply {
  const module = {exports: {} as {default: Apply}};
  const requireBeside = Module.createRequire(file);
  new Function('exports', 'require', 'module', source)(module.exports, requireBeside, module);
  return module.exports.default;
}

const site = {trailingSlash: true, baseUrl: '/'};

describe('applyTrailingSlash and the not-found page', () => {
  it('gives /404.html a slash without the patch (the canonical URL no host serves)', () => {
    expect(applyTrailingSlashFrom(installed)('/404.html', site)).toBe('/404.html/');
  });

  it('leaves the path of an .html file alone and every route as before', () => {
    const {source, missing} = loader.applyFixes(installed);
    expect(missing).toEqual([]);
    const apply = applyTrailingSlashFrom(source);
    expect(apply('/404.html', site)).toBe('/404.html');
    expect(apply('/docs/intro', site)).toBe('/docs/intro/');
    expect(apply('/docs/providers/llama.cpp', site)).toBe('/docs/providers/llama.cpp/');
    expect(apply('/blog?page=2#top', site)).toBe('/blog/?page=2#top');
    expect(apply('/', site)).toBe('/');
  });

  it('fails the build, naming the patch and its switch, when the code is not there', () => {
    const changed = installed.replace('const shouldNotApply =', 'const skip =');
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, changed)).toThrow(
      /dependency patch "html-file-trailing-slash".*node_modules\/x\.js.*DEPENDENCY_PATCHES_OFF=html-file-trailing-slash/s,
    );
  });
});
