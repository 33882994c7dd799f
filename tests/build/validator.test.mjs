// The config validator (/validator/) runs Ajv's code generated at build time
// (plugins/build-time-validators), never Ajv's compiler: the compiler builds each validate
// function with `new Function`, which the site's Content-Security-Policy (no 'unsafe-eval')
// refuses, so the page would fail on the first click of Validate.
//
// The compiler is recognised by the message Ajv logs when that `new Function` call fails,
// "Error compiling schema, function code:". It sits in the same function as the call
// (compileSchema in ajv/dist/compile/index.js), it is a string literal, which minification keeps
// as written (it rewrites `new Function(` to `Function(` and renames everything around it), and
// Ajv has logged it since version 6. The first test holds the installed Ajv to that, so a release
// that rewords it fails here instead of letting the compiler back in unseen.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const scriptsDir = path.join(buildDir, 'assets/js');
const require = createRequire(import.meta.url);

const AJV_COMPILER = 'Error compiling schema, function code:';
// A sentence of src/lib/configChecker/index.ts, which only the checker's chunk holds.
const CHECKER = 'The validator stopped unexpectedly';

function holdsAjvCompiler(script) {
  return script.includes(AJV_COMPILER);
}

const scripts = fs
  .readdirSync(scriptsDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({name, text: fs.readFileSync(path.join(scriptsDir, name), 'utf8')}));

describe('config validator in the build', () => {
  it("recognises the compiler in the installed Ajv's compile module", () => {
    const compiler = fs.readFileSync(require.resolve('ajv/dist/compile/index.js'), 'utf8');
    assert.match(compiler, /new Function\(/, 'this module still compiles with new Function');
    assert.ok(holdsAjvCompiler(compiler), `Ajv no longer logs "${AJV_COMPILER}"`);
  });

  it("ships the config checker in a chunk of its own that holds Ajv's generated code", () => {
    const checker = scripts.filter((script) => script.text.includes(CHECKER));
    assert.equal(checker.length, 1, `chunks with the checker: ${checker.map((s) => s.name)}`);
    // Generated code writes each error's schema path out; the compiler builds them as it goes.
    assert.ok(
      checker[0].text.includes('schemaPath:"#/additionalProperties"'),
      `${checker[0].name} holds no generated validator`,
    );
    assert.doesNotMatch(checker[0].name, /^main\./, 'the checker loads on first use only');
  });

  it("ships Ajv's compiler in no script, so the validator needs no 'unsafe-eval'", () => {
    const withCompiler = scripts.filter((script) => holdsAjvCompiler(script.text));
    assert.deepEqual(
      withCompiler.map((script) => script.name),
      [],
    );
  });
});
