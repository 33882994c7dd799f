// Defines a patch: fixes to one installed package's code, applied by a Webpack/Rspack loader as
// the package's files are bundled. A fix whose code is missing (an upgrade changed it) fails the
// build: a patch either applies whole or the build stops and says which fix to re-check.
//
// A patch also names the files it applies to (the plugin fails at start-up when one is gone) and
// the effect it leaves in the built JavaScript (`effect`, checked after every build and by
// tests/build/dependencyPatches.test.mjs), so a file that is no longer bundled cannot drop the
// patch silently either.

/**
 * @typedef {{name: string, pattern: RegExp, replace: string | ((...args: string[]) => string)}} Fix
 * @typedef {{bundle: 'main' | 'any', present?: RegExp[], absent?: RegExp[], witness?: RegExp}} Effect
 *   Where to look (`main`: the entry bundle every page loads; `any`: all of build/assets/js) and
 *   what the patched output holds (`present`: each pattern in one file) or no longer holds
 *   (`absent`: no pattern in any file looked at). `witness` is code that must be somewhere in the
 *   build, so an `absent` pattern that no longer recognises it fails. Patterns match minified code.
 * @typedef {{name: string, package: string, files: string[], fixes: Fix[], effect: Effect}} PatchSpec
 */

/** @param {PatchSpec} spec */
function definePatch(spec) {
  const {name, package: packageName, fixes} = spec;

  /** Applies every fix; returns the new source and the names of the fixes whose code was missing. */
  function applyFixes(source) {
    const missing = [];
    let result = source;
    for (const fix of fixes) {
      if (!fix.pattern.test(result)) {
        missing.push(fix.name);
        continue;
      }
      result = result.replace(fix.pattern, fix.replace);
    }
    return {source: result, missing};
  }

  function patchLoader(source) {
    const {source: fixed, missing} = applyFixes(source);
    if (missing.length > 0) {
      const file = this && this.resourcePath ? this.resourcePath : packageName;
      throw new Error(
        `dependency patch "${name}": the code of ${missing.map((fix) => `"${fix}"`).join(', ')} ` +
          `is no longer in ${file}. An upgrade of ${packageName} changed it: re-check the fix ` +
          `against the new code, or delete the patch if the upgrade fixed the bug ` +
          `(plugins/dependency-patches/README.md). To build without it meanwhile, set ` +
          `DEPENDENCY_PATCHES_OFF=${name}.`,
      );
    }
    return fixed;
  }

  return Object.assign(patchLoader, {
    patchName: name,
    package: packageName,
    files: spec.files,
    effect: spec.effect,
    applyFixes,
  });
}

module.exports = {definePatch};
