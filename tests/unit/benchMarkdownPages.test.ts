// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {markdownFigures, MENU_MARKER} from '@site/scripts/bench/markdownPages.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

/** A build folder with the files the bench reads: llms.txt of `characters`, full texts, scripts. */
function build(characters: number, scripts: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-markdown-'));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, 'llms.txt'), 'x'.repeat(characters));
  for (const file of [
    'llms-full.txt',
    'llms-full-docs.txt',
    'llms-full-red-team.txt',
    'llms-full-enterprise.txt',
  ]) {
    fs.writeFileSync(path.join(dir, file), '# Docs\n'.repeat(512));
  }
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n');
  fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
  for (const [name, source] of Object.entries(scripts)) {
    fs.writeFileSync(path.join(dir, 'assets/js', name), source);
  }
  return dir;
}

describe('the bench’s Markdown figures', () => {
  it('reports llms.txt against its budget, each full text, the copies and the menu’s chunk', () => {
    const rows = markdownFigures(
      build(42_000, {'main.1.js': 'app', '9.2.js': `render("${MENU_MARKER}")`}),
    );
    expect(rows.map(({metric}) => metric)).toEqual([
      'llms.txt (characters)',
      'llms-full.txt (raw · gzip)',
      '  llms-full-docs.txt (Documentation) (raw · gzip)',
      '  llms-full-red-team.txt (Red teaming) (raw · gzip)',
      '  llms-full-enterprise.txt (Enterprise) (raw · gzip)',
      'Markdown copies (1 files, raw)',
      'page menu script (gzip, loaded by pages with a copy)',
    ]);
    expect(rows[0]).toMatchObject({value: '42,000', target: '< 50,000', ok: true});
    expect(rows[1].value).toMatch(/^3\.5 KiB · 0\.\d KiB$/);
    expect(rows[6]).toMatchObject({target: '≤ 3 KiB', ok: true});
  });

  it('misses when llms.txt passes its budget or the menu is not a chunk of its own', () => {
    const rows = markdownFigures(
      build(50_000, {'main.1.js': `"${MENU_MARKER}"`, '9.2.js': `"${MENU_MARKER}"`}),
    );
    expect(rows[0]).toMatchObject({value: '50,000', ok: false});
    expect(rows.at(-1)).toMatchObject({
      value: '2 scripts hold it; expected one chunk of its own',
      ok: false,
    });
  });

  it('has nothing to report for a build without llms.txt', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-markdown-'));
    dirs.push(dir);
    expect(markdownFigures(dir)).toEqual([]);
  });
});
