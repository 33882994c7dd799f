// Whether a patch's effect is in a built site's JavaScript: the check that catches a patch that
// applied to nothing (its package stopped bundling the file it targets), run after every build by
// the plugin and by tests/build/dependencyPatches.test.mjs. CommonJS, so the plugin, its loaders
// and the plain-Node build tests all load it.
const fs = require('node:fs');
const path = require('node:path');

/** The built scripts, read once: `main` is the entry bundle every page loads. */
function readBundles(buildDir) {
  const dir = path.join(buildDir, 'assets', 'js');
  const all = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({file, text: fs.readFileSync(path.join(dir, file), 'utf8')}));
  const main = all.filter(({file}) => /^main\.[\w]+\.js$/.test(file));
  if (main.length !== 1)
    throw new Error(`expected one main bundle in ${dir}, found ${main.length}`);
  return {main, any: all};
}

/**
 * True when the patched code is in the bundles the patch's effect names. An `absent` pattern
 * proves nothing once it stops matching the library's minified code, so a patch that relies on
 * one names a `witness`: the same code, which must still be found somewhere in the built scripts.
 */
function hasEffect(patch, bundles) {
  const files = bundles[patch.effect.bundle];
  const present = patch.effect.present ?? [];
  const absent = patch.effect.absent ?? [];
  const witness = patch.effect.witness;
  if (witness && !bundles.any.some(({text}) => witness.test(text))) return false;
  return (
    present.every((pattern) => files.some(({text}) => pattern.test(text))) &&
    absent.every((pattern) => !files.some(({text}) => pattern.test(text)))
  );
}

/**
 * What is wrong with the patches' effects in a build: a patch that is on must show its effect,
 * and one switched off must not (or the switch does nothing). Empty when all is well.
 */
function effectProblems(patches, off, bundles) {
  const problems = [];
  for (const patch of patches) {
    const seen = hasEffect(patch, bundles);
    const where = patch.effect.bundle === 'main' ? 'the main bundle' : 'the built scripts';
    if (!off.has(patch.patchName) && !seen) {
      problems.push(
        `dependency patch "${patch.patchName}" left no trace in ${where}: ${patch.package} may no ` +
          `longer bundle ${patch.files.join(' or ')}, or the bundler now writes the patched code ` +
          `differently. Check the patch against the installed package (plugins/dependency-patches/README.md).`,
      );
    }
    if (off.has(patch.patchName) && seen) {
      problems.push(
        `dependency patch "${patch.patchName}" is switched off but its effect is in ${where}: ` +
          `the bundler's cache kept the patched module; run \`npm run clear\` and build again`,
      );
    }
  }
  return problems;
}

module.exports = {readBundles, hasEffect, effectProblems};
