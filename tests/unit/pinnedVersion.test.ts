/**
 * @vitest-environment node
 *
 * The `pinned-version` check and the release list it reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkPins, findPins} from '@site/checks/pinnedVersion';
import {currentRelease, loadReleases, releasesOf} from '@site/checks/releases';
import {loadSources, type Source} from '@site/checks/sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = 'tests/fixtures/pinned-version/page.md';
const text = fs.readFileSync(path.join(ROOT, FIXTURE), 'utf8');

const releases = [
  {version: '0.85.0', date: '2025-10-01', file: 'releases/2025-10-01-crucible-0-85-0.md'},
  {version: '0.86.0', date: '2025-11-03', file: 'releases/2025-11-03-crucible-0-86-0.md'},
  {version: '0.87.0', date: '2025-12-01', file: 'releases/2025-12-01-crucible-0-87-0.md'},
];

describe('pinned-version', () => {
  it('finds npx, npm, image, variable and package.json pins, and no example output', () => {
    expect(findPins(text).map(({line, version}) => `${line} ${version}`)).toEqual([
      '7 0.87.0',
      '8 0.86.0',
      '9 0.87.1',
      '14 0.85.0',
      '18 0.87.0',
    ]);
  });

  it('holds an undated doc to the current release', () => {
    const doc: Source = {file: FIXTURE, kind: 'doc', format: 'markdown', text, frontMatter: {}};
    expect(checkPins(doc, releases).map(({line, message}) => `${line}: ${message}`)).toEqual([
      '8: pins Crucible 0.86.0 (crucible@0.86.0), but the current release is 0.87.0 (releases/2025-12-01-crucible-0-87-0.md)',
      '9: pins Crucible 0.87.1 (crucible-ai/crucible:0.87.1), which is not a release; releases/ holds 0.85.0 to 0.87.0',
      '14: pins Crucible 0.85.0 (CRUCIBLE_VERSION: "0.85.0"), but the current release is 0.87.0 (releases/2025-12-01-crucible-0-87-0.md)',
    ]);
  });

  it('holds a dated post to the releases out by its date', () => {
    const post: Source = {
      file: FIXTURE,
      kind: 'blog',
      format: 'markdown',
      text,
      date: '2025-11-18',
      frontMatter: {},
    };
    expect(checkPins(post, releases).map(({line, message}) => `${line}: ${message}`)).toEqual([
      "7: pins Crucible 0.87.0 (crucible@0.87.0), which came out on 2025-12-01, after this page's date 2025-11-18",
      '9: pins Crucible 0.87.1 (crucible-ai/crucible:0.87.1), which is not a release; releases/ holds 0.85.0 to 0.87.0',
      `18: pins Crucible 0.87.0 ("crucible": "^0.87.0"), which came out on 2025-12-01, after this page's date 2025-11-18`,
    ]);
  });

  it('reads the same release list from the sources as from the folder', () => {
    const sources = loadSources(ROOT);
    expect(releasesOf(sources)).toEqual(loadReleases(ROOT));
    expect(currentRelease(releasesOf(sources)).file).toMatch(
      /^releases\/\d{4}-\d{2}-\d{2}-crucible-/,
    );
  });
});
