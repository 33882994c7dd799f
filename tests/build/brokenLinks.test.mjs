// Proves the site's link checking fails the build: a fixture site that takes the main config's
// onBrokenLinks / onBrokenAnchors / markdown settings builds when its links are good and fails
// for a broken route link, a broken anchor and a broken Markdown file link.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = path.join(root, 'tests/fixtures/broken-links');

function buildFixture(fixtureCase) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `broken-links-${fixtureCase}-`));
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'build',
      fixture,
      '--out-dir',
      outDir,
    ],
    {env: {...process.env, FIXTURE_CASE: fixtureCase}, encoding: 'utf8', timeout: 300_000},
  );
  fs.rmSync(outDir, {recursive: true, force: true});
  fs.rmSync(path.join(fixture, '.docusaurus'), {recursive: true, force: true});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('broken links fail the build', () => {
  it('builds the fixture when every link resolves', () => {
    const {status, output} = buildFixture('valid');
    assert.equal(status, 0, output.slice(-2000));
  });

  for (const [fixtureCase, message] of [
    ['link', /Broken link on source page path = \/:\s*-> linking to \/no-such-page\//],
    ['anchor', /Broken anchor on source page path = \/:\s*-> linking to \/other\/#no-such-heading/],
    ['markdown-link', /Markdown link with URL `\.\/missing\.md`.*couldn't be resolved/s],
  ]) {
    it(`fails on a broken ${fixtureCase}`, () => {
      const {status, output} = buildFixture(fixtureCase);
      assert.notEqual(status, 0, `the ${fixtureCase} fixture built although it should not`);
      assert.match(output, message);
    });
  }
});
