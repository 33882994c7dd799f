/**
 * Loading installed third-party code the way the tests of build-time patches need it: a fresh copy
 * of a CommonJS file compiled from given source (the original or the patched text), and the site's
 * extra Prism languages added to a Prism instance.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {CODE_LANGUAGES} from '@site/src/data/constants';

const require = Module.createRequire(import.meta.url);

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

/**
 * Adds CODE_LANGUAGES to a Prism instance as src/theme/prism-include-languages does: Prism
 * components expect a global-style `Prism`, and Liquid needs markup-templating first.
 */
export function addSiteLanguages(prism: object): void {
  const load = (name: string) =>
    new Function(
      'Prism',
      fs.readFileSync(require.resolve(`prismjs/components/prism-${name}.js`), 'utf8'),
    )(prism);
  for (const language of CODE_LANGUAGES) {
    if (language === 'liquid') load('markup-templating');
    load(language);
  }
}
