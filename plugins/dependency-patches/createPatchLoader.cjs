// Builds a Webpack/Rspack loader that rewrites third-party code as it is bundled, for fixes that
// live inside a package rather than in a theme component. Each fix is a pattern and its
// replacement. A fix whose code is missing (an upgrade changed it) leaves the file as it is and
// warns during the build, so a silently dropped patch shows up in the build output; each patch's
// unit test fails too.

/**
 * @param {{name: string, package: string, fixes: {name: string, pattern: RegExp, replace: string | Function}[]}} patch
 */
function createPatchLoader({name, package: packageName, fixes}) {
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
    for (const fix of missing) {
      this.emitWarning(new Error(`${name}: the ${fix} code was not found; check ${packageName}`));
    }
    return fixed;
  }
  patchLoader.applyFixes = applyFixes;
  return patchLoader;
}

module.exports = {createPatchLoader};
