import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {effectProblems, readBundles} from './effects.cjs';

/**
 * Fixes that live inside third-party packages, applied as their files are bundled. Each patch in
 * ./patches says what it fixes, what it measurably gains, where the upstream report is and when
 * it can go; README.md lists them. A patch fails the build when it no longer applies: a target
 * file that is gone stops the build at start-up, a fix whose code changed stops the loader, and a
 * patch that left no trace in the built scripts stops the build after it.
 *
 * `DEPENDENCY_PATCHES_OFF=name,name` (or `all`) builds without the named patches, for measuring
 * what each buys (`npm run bench -- --patches-off <names>`) or for building while one is re-checked.
 */

/** What each patch module exports besides its loader (see definePatch.cjs). */
export type DependencyPatch = ((source: string) => string) & {
  patchName: string;
  package: string;
  files: string[];
  effect: {bundle: 'main' | 'any'; present?: RegExp[]; absent?: RegExp[]; witness?: RegExp};
  applyFixes(source: string): {source: string; missing: string[]};
};

export const PATCH_NAMES = [
  'docsearch-eval-probe',
  'docsearch-modal',
  'html-file-trailing-slash',
  'memo-key-sort',
  'prism-on-demand',
  'route-match-prefilter',
] as const;

const require = Module.createRequire(__filename);

export function loadPatches(): DependencyPatch[] {
  return PATCH_NAMES.map((name) => require(`./patches/${name}.cjs`) as DependencyPatch);
}

/** The patch names in `DEPENDENCY_PATCHES_OFF`; an unknown name is an error, not a silent no-op. */
export function patchesOff(value: string | undefined): Set<string> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all')) return new Set(PATCH_NAMES);
  const unknown = names.filter((name) => !(PATCH_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `DEPENDENCY_PATCHES_OFF names no patch called ${unknown.join(', ')}; the patches are ${PATCH_NAMES.join(', ')} (or "all")`,
    );
  }
  return new Set(names);
}

/**
 * The installed files a patch applies to, as the bundler sees them (real paths, so a symlinked
 * node_modules matches). A file that is not there fails the build: the package moved it.
 */
export function resolveTargets(patch: DependencyPatch, siteDir: string): string[] {
  const lookups = (Module as unknown as {_nodeModulePaths(dir: string): string[]})._nodeModulePaths(
    siteDir,
  );
  const packageDir = lookups
    .map((dir) => path.join(dir, patch.package))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (!packageDir) {
    throw new Error(
      `dependency patch "${patch.patchName}": ${patch.package} is not installed; delete the patch if the site no longer uses it`,
    );
  }
  return patch.files.map((file) => {
    const target = path.join(packageDir, file);
    if (!fs.existsSync(target)) {
      throw new Error(
        `dependency patch "${patch.patchName}": ${patch.package} no longer has ${file}; find where the patched code moved (plugins/dependency-patches/README.md)`,
      );
    }
    return fs.realpathSync(target);
  });
}

export default function dependencyPatchesPlugin(context: {siteDir: string}): Plugin {
  const off = patchesOff(process.env.DEPENDENCY_PATCHES_OFF);
  const patches = loadPatches();
  const active = patches.filter((patch) => !off.has(patch.patchName));
  const rules = active.map((patch) => ({
    test: resolveTargets(patch, context.siteDir),
    use: [path.join(__dirname, 'patches', `${patch.patchName}.cjs`)],
  }));
  if (off.size > 0) {
    console.warn(`[dependency-patches] building without: ${[...off].join(', ')}`);
  }
  return {
    name: 'dependency-patches',
    configureWebpack() {
      return {module: {rules}};
    },
    async postBuild({outDir}) {
      const problems = effectProblems(patches, off, readBundles(outDir));
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  };
}
