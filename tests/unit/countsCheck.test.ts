// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {counts, findCountClaims} from '@site/checks/counts';
import {parseCount} from '@site/checks/numbers';
import {loadSources, type Source} from '@site/checks/sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/facts/counts');

const summary = (root: string) =>
  counts.run(loadSources(root)).map(({file, line, message}) => `${file}:${line}: ${message}`);

const page = (text: string): Source => ({
  file: 'docs/page.md',
  kind: 'doc',
  format: 'markdown',
  text,
  frontMatter: {},
});

describe('counts check', () => {
  it('reports catalogue counts that differ from the data as of the page date', () => {
    const data = '(src/data/redTeamCatalogue.ts)';
    expect(summary(FIXTURE).sort()).toEqual(
      [
        `blog/2024-08-13-launch/index.mdx:6: says "over thirty attack plugins"; the data counts 29 plugins in 0.71.0, the newest release on 2024-08-13 ${data}`,
        `blog/2024-08-13-launch/index.mdx:12: says "29 red-team plugins and five strategies"; the data counts 4 strategies in 0.71.0, the newest release on 2024-08-13 ${data}`,
        `docs/catalogue.md:3: says "61 red-team plugins"; the data counts 62 plugins in 0.87.0, the current release ${data}`,
        `releases/2025-12-01-crucible-0-87-0.md:5: says "62 red-team plugins and 31 strategies"; the data counts 32 strategies in 0.87.0 ${data}`,
        `src/pages/catalogue.tsx:3: says "sixty attack plugins"; the data counts 62 plugins in 0.87.0, the current release ${data}`,
      ].sort(),
    );
  });

  it('reads catalogue phrases only, not the size of one config', () => {
    const claims = (text: string) =>
      findCountClaims(page(text)).map(({noun, count, qualifier}) => ({noun, count, qualifier}));
    expect(claims('Seventeen plugins at six cases each.')).toEqual([]);
    expect(claims('Attacks across eight plugins and four strategies.')).toEqual([]);
    expect(claims('All 62 plugins.')).toEqual([{noun: 'plugins', count: 62, qualifier: undefined}]);
    expect(claims('It has more than sixty built-in strategies.')).toEqual([
      {noun: 'strategies', count: 60, qualifier: 'more than'},
    ]);
  });

  it('reads counts written in digits or words', () => {
    expect(parseCount('62')).toBe(62);
    expect(parseCount('1,200')).toBe(1200);
    expect(parseCount('Twelve')).toBe(12);
    expect(parseCount('sixty-two')).toBe(62);
    expect(parseCount('thirty one')).toBe(31);
    expect(parseCount('sixty-ten')).toBeUndefined();
  });

  it('finds nothing on the site', () => {
    expect(summary(ROOT)).toEqual([]);
  });
});
