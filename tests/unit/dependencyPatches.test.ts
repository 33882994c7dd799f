// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import dependencyPatchesPlugin, {
  loadPatches,
  PATCH_NAMES,
  patchesOff,
  resolveTargets,
  type DependencyPatch,
} from '@site/plugins/dependency-patches';
import {effectProblems} from '@site/plugins/dependency-patches/effects.cjs';

const root = path.resolve(import.meta.dirname, '../..');
const patches = loadPatches();
const byName = (name: string) => patches.find((patch) => patch.patchName === name)!;

/** A built-scripts stand-in: the main bundle and one other chunk. */
const bundles = (main: string, chunk = '') => ({
  main: [{file: 'main.abc.js', text: main}],
  any: [
    {file: 'main.abc.js', text: main},
    {file: '123.def.js', text: chunk},
  ],
});

describe('dependency patches', () => {
  it('resolves every patch to installed files, as real paths', () => {
    for (const patch of patches) {
      for (const file of resolveTargets(patch, root)) {
        expect(fs.existsSync(file), file).toBe(true);
        expect(fs.realpathSync(file)).toBe(file);
      }
    }
  });

  it('fails at start-up when a package no longer has the file a patch targets', () => {
    const moved = {...byName('memo-key-sort'), files: ['lib/utils/gone.js']} as DependencyPatch;
    expect(() => resolveTargets(moved, root)).toThrow(
      /"memo-key-sort": @docusaurus\/theme-common no longer has lib\/utils\/gone\.js/,
    );
    const uninstalled = {...byName('memo-key-sort'), package: 'no-such-package'};
    expect(() => resolveTargets(uninstalled as DependencyPatch, root)).toThrow(/not installed/);
  });

  it('reads the switch, and refuses a name that is no patch', () => {
    expect([...patchesOff(undefined)]).toEqual([]);
    expect([...patchesOff(' memo-key-sort, prism-on-demand ')]).toEqual([
      'memo-key-sort',
      'prism-on-demand',
    ]);
    expect([...patchesOff('all')]).toEqual([...PATCH_NAMES]);
    expect(() => patchesOff('memo-key-srot')).toThrow(
      /no patch called memo-key-srot; the patches are docsearch-eval-probe, docsearch-modal, /,
    );
  });

  it('registers a loader only for the patches that are on', () => {
    const before = process.env.DEPENDENCY_PATCHES_OFF;
    process.env.DEPENDENCY_PATCHES_OFF = 'docsearch-modal';
    try {
      const plugin = dependencyPatchesPlugin({siteDir: root});
      const config = plugin.configureWebpack!({} as never, false, {} as never, {} as never) as {
        module: {rules: {use: string[]}[]};
      };
      const loaders = config.module.rules.map((rule) => path.basename(rule.use[0], '.cjs'));
      expect(loaders).toEqual(PATCH_NAMES.filter((name) => name !== 'docsearch-modal'));
    } finally {
      if (before === undefined) delete process.env.DEPENDENCY_PATCHES_OFF;
      else process.env.DEPENDENCY_PATCHES_OFF = before;
    }
  });

  it('reports a patch that is on but left no trace in the built scripts', () => {
    const memo = byName('memo-key-sort');
    const unpatched = bundles('t.sort((e,t)=>e[0].localeCompare(t[0]))');
    expect(effectProblems([memo], new Set(), unpatched)).toEqual([
      expect.stringMatching(/"memo-key-sort" left no trace in the main bundle/),
    ]);
    const patched = bundles('t.sort((e,t)=>e[0]<t[0]?-1:+(e[0]>t[0]))');
    expect(effectProblems([memo], new Set(), patched)).toEqual([]);
  });

  it('reports a patch that is switched off but whose effect is there', () => {
    const prism = byName('prism-on-demand');
    expect(
      effectProblems([prism], new Set(['prism-on-demand']), bundles('x', 'DFS:function e(){}')),
    ).toEqual([expect.stringMatching(/"prism-on-demand" is switched off but its effect is in/)]);
    expect(
      effectProblems([prism], new Set(['prism-on-demand']), bundles('DFS:function e(){}')),
    ).toEqual([]);
  });

  it('does not take a pattern that no longer matches the library for a removal', () => {
    const prism = byName('prism-on-demand');
    // Prism still loads with code blocks and is out of the main bundle: the patch worked.
    expect(effectProblems([prism], new Set(), bundles('x', 'DFS:function e(){}'))).toEqual([]);
    // Prism's code is nowhere the pattern can see, so "not in main" proves nothing.
    expect(effectProblems([prism], new Set(), bundles('x', 'dfs(e){}'))).toEqual([
      expect.stringMatching(/"prism-on-demand" left no trace in the main bundle/),
    ]);
  });

  it('finds the effect of a patch in any chunk when it names no bundle', () => {
    const docsearch = byName('docsearch-modal');
    const chunk = 'u({searchSuggestions:[].concat(a,Object.keys(i))}),a&&u({nbHits:a})';
    expect(effectProblems([docsearch], new Set(), bundles('', chunk))).toEqual([]);
    expect(effectProblems([docsearch], new Set(), bundles(chunk, ''))).toEqual([]);
    expect(effectProblems([docsearch], new Set(), bundles('', ''))).toHaveLength(1);
  });
});
