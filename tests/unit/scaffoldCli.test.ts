// @vitest-environment node
/**
 * `npm run new` end to end: the command package.json declares, run in a temporary copy of a small
 * site (tests/fixtures/scaffold/site), as a writer would run it at the site root. Nothing here
 * writes into the repository.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {format, resolveConfig} from 'prettier';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {placeholderText} from '@site/checks/placeholderText';
import {releaseListsCheck} from '@site/checks/releaseLists';
import {releaseScheduleCheck} from '@site/checks/releaseSchedule';
import {loadSources} from '@site/checks/sources';
import packageJson from '@site/package.json';
import {localDate} from '@site/scripts/new/dates';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/scaffold/site');
const [BIN, SCRIPT] = packageJson.scripts.new.split(' ');

let site: string;

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'crucible-new-'));
  fs.cpSync(FIXTURE, site, {recursive: true});
});

afterEach(() => {
  fs.rmSync(site, {recursive: true, force: true});
});

/** Runs `npm run new -- …args` in the temporary site. */
function run(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/.bin', BIN), path.join(ROOT, SCRIPT), ...args],
    {cwd: site, encoding: 'utf8'},
  );
  return {status: result.status, stdout: result.stdout, stderr: result.stderr};
}

const read = (file: string) => fs.readFileSync(path.join(site, file), 'utf8');

/** Every file of the temporary site, to show that a refused or dry run changed nothing. */
function snapshot(): Record<string, string> {
  return Object.fromEntries(
    (fs.readdirSync(site, {recursive: true}) as string[])
      .filter((file) => fs.statSync(path.join(site, file)).isFile())
      .sort()
      .map((file) => [file, read(file)]),
  );
}

describe('npm run new -- post', () => {
  it('creates the post folder with complete front matter and the truncate marker', () => {
    const result = run(
      'post',
      'Voice agents: what to test first',
      '--author',
      'maya',
      '--tags',
      'red-teaming,rag',
      '--date',
      '2025-12-15',
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const file = 'blog/2025-12-15-voice-agents-what-to-test-first/index.mdx';
    expect(result.stdout.split('\n')[0]).toBe(`${file}: created`);
    const text = read(file);
    expect(text.split('\n').slice(0, 8)).toEqual([
      '---',
      "title: 'Voice agents: what to test first'",
      "description: 'TODO: one sentence of 50-160 characters saying what a reader gets from this post; search results and link previews show it.'",
      'slug: voice-agents-what-to-test-first',
      'date: 2025-12-15',
      'authors: [maya]',
      'tags: [red-teaming, rag]',
      '---',
    ]);
    expect(text).toContain('\n\n{/* truncate */}\n\n');
  }, 30_000);

  it('leaves a post the content checks refuse until every TODO is written', () => {
    run('post', 'Voice agents', '--author', 'maya', '--tags', 'rag', '--date', '2025-12-15');
    const post = loadSources(site).filter((source) => source.kind === 'blog');
    const findings = placeholderText.run(post).map(({line}) => line);
    // The description in the front matter, and each gap in the body.
    expect(findings[0]).toBe(3);
    expect(findings.length).toBeGreaterThan(2);
  });

  it('dates the post today when no --date is given', () => {
    const before = localDate(new Date());
    const result = run('post', 'Today', '--author', 'jun', '--tags', 'rag');
    const after = localDate(new Date());
    expect(result.status).toBe(0);
    const folders = fs
      .readdirSync(path.join(site, 'blog'))
      .filter((name) => name.endsWith('-today'));
    expect(folders).toHaveLength(1);
    expect([`${before}-today`, `${after}-today`]).toContain(folders[0]);
  }, 30_000);

  it('refuses unknown authors and tags and a taken slug, one line each, and writes nothing', () => {
    const before = snapshot();
    const result = run(
      'post',
      'Judge calibration',
      '--author',
      'mia',
      '--tags',
      'jailbreak,kubernetes',
    );
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      'npm run new: --author "mia" is not declared in blog/authors.yml; did you mean "maya"? blog/authors.yml declares maya, jun (a new author goes into blog/authors.yml first)',
      'npm run new: --tags "jailbreak" is not declared in blog/tags.yml; did you mean "jailbreaks"? blog/tags.yml declares red-teaming, prompt-injection, jailbreaks, rag (a new tag goes into blog/tags.yml first)',
      'npm run new: --tags "kubernetes" is not declared in blog/tags.yml; blog/tags.yml declares red-teaming, prompt-injection, jailbreaks, rag (a new tag goes into blog/tags.yml first)',
      'npm run new: blog/2025-11-20-judge-calibration already uses the slug "judge-calibration"; choose another with --slug',
    ]);
    expect(snapshot()).toEqual(before);
  }, 30_000);

  it('refuses a post without an author, listing the authors', () => {
    const result = run('post', 'Title', '--tags', 'rag');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'npm run new: name at least one author with --author <key>[,<key>…]; blog/authors.yml declares maya, jun\n',
    );
  }, 30_000);

  it('prints the post with --dry-run and writes nothing', () => {
    const before = snapshot();
    const result = run(
      'post',
      'Dry',
      '--author',
      'jun',
      '--tags',
      'rag',
      '--date',
      '2025-12-15',
      '--dry-run',
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Would write blog/2025-12-15-dry/index.mdx (created):');
    expect(result.stdout).toContain('\ntitle: Dry\n');
    expect(snapshot()).toEqual(before);
  }, 30_000);
});

describe('npm run new -- doc', () => {
  it('creates the doc and adds it to its list in sidebars.ts, formatted as Prettier would', async () => {
    const result = run('doc', 'usage/offline-mode', 'Offline mode: caches and local models');
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n').slice(0, 2)).toEqual([
      'docs/usage/offline-mode.md: created',
      `sidebars.ts: added 'usage/offline-mode' to the "Usage" category of the docs sidebar, after 'usage/web-ui'`,
    ]);
    const doc = read('docs/usage/offline-mode.md');
    expect(doc.split('\n').slice(0, 7)).toEqual([
      '---',
      "title: 'Offline mode: caches and local models'",
      "description: 'TODO: one sentence of 50-160 characters saying what this page helps the reader do; search results show it.'",
      'sidebar_label: Offline mode',
      "keywords: ['TODO: words readers search with that the title lacks (other names, acronyms, error messages), or delete this line']",
      '---',
      '',
    ]);
    const sidebars = read('sidebars.ts');
    expect(sidebars).toContain(
      "items: ['usage/command-line', 'usage/web-ui', 'usage/offline-mode'],",
    );
    const options = await resolveConfig(path.join(ROOT, 'sidebars.ts'));
    expect(await format(sidebars, {...options, filepath: 'sidebars.ts'})).toBe(sidebars);
  }, 30_000);

  it('creates a doc in a generated folder without touching sidebars.ts', () => {
    const sidebars = read('sidebars.ts');
    const result = run('doc', 'guides/voice-agents', 'Voice agents');
    expect(result.status).toBe(0);
    expect(fs.existsSync(path.join(site, 'docs/guides/voice-agents.md'))).toBe(true);
    expect(read('sidebars.ts')).toBe(sidebars);
  }, 30_000);

  it('refuses an existing page and a folder it cannot place, and writes nothing', () => {
    const before = snapshot();
    expect(run('doc', 'usage/command-line', 'Command line').stderr).toBe(
      'npm run new: docs/usage/command-line.md already exists; choose another slug, or edit that page\n',
    );
    const unplaced = run('doc', 'cookbook/first', 'First recipe');
    expect(unplaced.status).toBe(1);
    expect(unplaced.stderr).toMatch(
      /^npm run new: no list in sidebars\.ts names a page of docs\/cookbook\//,
    );
    expect(snapshot()).toEqual(before);
  }, 30_000);

  it('shows the sidebars.ts edit with --dry-run and writes nothing', () => {
    const before = snapshot();
    const result = run('doc', 'enterprise/billing', 'Billing', '--dry-run');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      "Would write sidebars.ts (added 'enterprise/billing' to the enterprise sidebar, after 'enterprise/teams'):",
    );
    expect(result.stdout).toMatch(
      /^ +\d+ \+ +enterprise: \['enterprise\/index', 'enterprise\/teams', 'enterprise\/billing'\],$/m,
    );
    expect(snapshot()).toEqual(before);
  }, 30_000);
});

describe('npm run new -- release', () => {
  it('creates the next release note on its release day, listing what the data says it adds', () => {
    const result = run('release', '0.87.0', '--author', 'jun');
    expect(result.stderr).toBe('');
    const file = 'releases/2025-12-01-crucible-0-87-0.md';
    expect(result.stdout.split('\n')[0]).toBe(`${file}: created`);
    const note = read(file);
    expect(note).toContain('\ntitle: Crucible 0.87.0\n');
    expect(note).toContain('\ndate: 2025-12-01\n');
    // src/data says 0.87.0 added one plugin and one strategy; the note on the site lists the same.
    expect(note).toContain('\n- Plugins: `tool-argument-exfiltration`.\n- Strategies: `video`.\n');
    // The checks that hold release notes to the schedule and the data accept the new note.
    const sources = loadSources(site);
    const findings = [releaseListsCheck(site), releaseScheduleCheck(site)]
      .flatMap((check) => check.run(sources))
      .filter((finding) => finding.file === file);
    expect(findings).toEqual([]);
  }, 30_000);

  it('refuses a version that is not the next minor, and a patch', () => {
    const before = snapshot();
    expect(run('release', '0.88.0', '--author', 'jun').stderr).toBe(
      'npm run new: the next release after 0.86.0 (releases/2025-11-03-crucible-0-86-0.md) is 0.87.0, not 0.88.0; releases add one to the minor version each month\n',
    );
    expect(run('release', '0.86.0', '--author', 'jun').stderr).toBe(
      'npm run new: 0.86.0 already has a release note: releases/2025-11-03-crucible-0-86-0.md\n',
    );
    expect(run('release', '0.86.1', '--author', 'jun').status).toBe(1);
    expect(snapshot()).toEqual(before);
  }, 30_000);
});
