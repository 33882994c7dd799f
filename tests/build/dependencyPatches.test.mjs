// Every dependency patch left its effect in the built scripts: a patch whose target file is no
// longer bundled applies to nothing, and only the output shows it. (The build checks the same
// after each run; this keeps the check when someone builds with a different plugin list.)
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const buildDir = path.resolve(path.dirname(here), '../../build');
const require = createRequire(import.meta.url);
const {hasEffect, readBundles} = require('../../plugins/dependency-patches/effects.cjs');
const {loadPatches} = createJiti(here, {interopDefault: true})(
  '../../plugins/dependency-patches/index.ts',
);

describe('dependency patches in the build', () => {
  const bundles = readBundles(buildDir);
  for (const patch of loadPatches()) {
    it(`shows the effect of ${patch.patchName} in ${patch.effect.bundle === 'main' ? 'the main bundle' : 'the scripts'}`, () => {
      assert.ok(hasEffect(patch, bundles), `${patch.patchName} left no trace in build/assets/js`);
    });
  }
});
