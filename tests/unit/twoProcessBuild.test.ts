// @vitest-environment node
//
// `npm run build` bundles in one process and renders in a second (scripts/build.mjs), steered by
// two switches Docusaurus does not document. Each step checks its switch worked; these tests give
// each check the folder a Docusaurus that ignored the switch would leave.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {
  BUNDLED_MARKER,
  buildSteps,
  checkBundlingStep,
  checkRenderingStep,
  outDirOf,
  SERVER_BUNDLE,
} from '@site/scripts/build/twoProcessBuild.mjs';

let outDir: string;
beforeEach(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-process-build-'));
});
afterEach(() => fs.rmSync(outDir, {recursive: true, force: true}));

const write = (file: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(outDir, file)), {recursive: true});
  fs.writeFileSync(path.join(outDir, file), text);
};

describe('the two processes of `npm run build`', () => {
  it('bundles with the bundling switch, then renders with the skip switch, with the same arguments', () => {
    const steps = buildSteps(['--out-dir', 'out'], {PATH: '/bin'});
    expect(steps.map(({args}) => args)).toEqual([
      ['build', '--out-dir', 'out'],
      ['build', '--out-dir', 'out'],
    ]);
    expect(steps[0].env).toEqual({PATH: '/bin', DOCUSAURUS_EXIT_AFTER_BUNDLING: 'true'});
    expect(steps[1].env).toEqual({PATH: '/bin', DOCUSAURUS_SKIP_BUNDLING: 'true'});
  });

  it("runs one plain build when the caller set one of Docusaurus's switches", () => {
    const steps = buildSteps([], {DOCUSAURUS_SKIP_BUNDLING: 'true'});
    expect(steps).toHaveLength(1);
    expect(steps[0].name).toContain('DOCUSAURUS_SKIP_BUNDLING set by the caller');
    expect(steps[0].env).toEqual({DOCUSAURUS_SKIP_BUNDLING: 'true'});
  });

  it('finds the output folder as `docusaurus build` does', () => {
    expect(outDirOf([], '/site')).toBe('/site/build');
    expect(outDirOf(['--out-dir', 'public'], '/site')).toBe('/site/public');
    expect(outDirOf(['--out-dir=/tmp/out'], '/site')).toBe('/tmp/out');
    expect(outDirOf(['website', '--locale', 'en', '--no-minify'], '/repo')).toBe(
      '/repo/website/build',
    );
  });

  it('stops after step 1 when Docusaurus rendered the pages too (it deletes the server bundle)', () => {
    write('index.html', '<html></html>');
    expect(checkBundlingStep(outDir)).toMatch(/DOCUSAURUS_EXIT_AFTER_BUNDLING/);
    expect(fs.existsSync(path.join(outDir, BUNDLED_MARKER))).toBe(false);
  });

  it('marks the output of a step 1 that stopped after bundling', () => {
    write(SERVER_BUNDLE, 'module.exports = {};');
    expect(checkBundlingStep(outDir)).toBeNull();
    expect(fs.existsSync(path.join(outDir, BUNDLED_MARKER))).toBe(true);
  });

  it('stops after step 2 when Docusaurus bundled again (bundling empties the folder)', () => {
    write('index.html', '<html></html>');
    expect(checkRenderingStep(outDir)).toMatch(/DOCUSAURUS_SKIP_BUNDLING/);
  });

  it('stops after step 2 when no page was rendered', () => {
    write(BUNDLED_MARKER);
    expect(checkRenderingStep(outDir)).toMatch(/rendered no home page/);
  });

  it('leaves no marker in the output of a build whose two steps worked', () => {
    write(SERVER_BUNDLE);
    expect(checkBundlingStep(outDir)).toBeNull();
    fs.rmSync(path.join(outDir, '__server'), {recursive: true});
    write('index.html', '<html></html>');
    expect(checkRenderingStep(outDir)).toBeNull();
    expect(fs.readdirSync(outDir)).toEqual(['index.html']);
  });

  it('relies on switches the installed Docusaurus still reads, as its build does', () => {
    const file = createRequire(import.meta.url).resolve(
      '@docusaurus/core/lib/commands/build/buildLocale.js',
    );
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain("process.env.DOCUSAURUS_EXIT_AFTER_BUNDLING === 'true'");
    expect(source).toContain("process.env.DOCUSAURUS_SKIP_BUNDLING === 'true'");
  });
});
