// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);
const loader = require(path.join(root, 'plugins/dependency-patches/patches/memo-key-sort.cjs'));
const reactUtils = fs.readFileSync(
  path.join(root, 'node_modules/@docusaurus/theme-common/lib/utils/reactUtils.js'),
  'utf8',
);

type Entry = [string, unknown];

/** The comparator the patched `useShallowMemoObject` hands to `deps.sort`. */
function patchedComparator(): (a: Entry, b: Entry) => number {
  const {source} = loader.applyFixes(reactUtils);
  const match = /deps\.sort\((.+)\);/.exec(source);
  if (!match) throw new Error('no deps.sort call in the patched source');
  return new Function(`return ${match[1]}`)();
}

describe('theme-common shallow memo sorts keys without a collator', () => {
  it('finds the localeCompare sort in the installed theme-common and removes it', () => {
    const {source, missing} = loader.applyFixes(reactUtils);
    expect(missing).toEqual([]);
    expect(source).not.toContain('localeCompare');
  });

  it('puts the same keys in the same order whatever order the object lists them in', () => {
    const compare = patchedComparator();
    const a: Entry[] = Object.entries({subtree: true, childList: true, attributes: false});
    const b: Entry[] = Object.entries({attributes: false, subtree: true, childList: true});
    expect(a.sort(compare)).toEqual(b.sort(compare));
    expect(a.map(([key]) => key)).toEqual(['attributes', 'childList', 'subtree']);
  });

  it('fails the build, naming the patch and its switch, when the code is not there', () => {
    const source = fs.readFileSync(
      path.join(root, 'tests/fixtures/memo-key-sort/other-react-utils.js'),
      'utf8',
    );
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, source)).toThrow(
      /dependency patch "memo-key-sort".*node_modules\/x\.js.*DEPENDENCY_PATCHES_OFF=memo-key-sort/s,
    );
  });
});
