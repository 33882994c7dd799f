/**
 * Loading installed third-party code the way the tests of build-time patches need it: a fresh copy
 * of a CommonJS file compiled from given source (the original or the patched text), and the site's
 * extra Prism languages added to a Prism instance.
 */
import Module from 'node:module';
import path from 'node:path';
import {addPrismLanguages} from '@site/plugins/build-time-highlighting/tokenize';
import {CODE_LANGUAGES} from '@site/src/data/constants';

type CompilableModule = Module & {_compile(code: string, file: string): void};
type ModuleStatics = {_nodeModulePaths(dir: string): string[]};

/**
 * The exports of `file` compiled from `source` as a new module, so each call gets its own copy
 * and the file's own `require` calls resolve from where it is installed.
 */
export function compileInstalledModule(file: string, source: string): unknown {
  const module = new Module(file) as CompilableModule;
  module.filename = file;
  module.paths = (Module as unknown as ModuleStatics)._nodeModulePaths(path.dirname(file));
  module._compile(source, file);
  return module.exports;
}

/** Adds CODE_LANGUAGES to a Prism instance the way the build and the browser do. */
export function addSiteLanguages(prism: object): void {
  addPrismLanguages(prism, CODE_LANGUAGES);
}
