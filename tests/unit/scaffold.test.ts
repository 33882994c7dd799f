// @vitest-environment node
/**
 * The pure parts of `npm run new`: slugs, dates, author and tag validation, where a doc goes in
 * sidebars.ts, the templates and the command line. tests/unit/scaffoldCli.test.ts runs the command
 * itself on a copy of a small site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {configExamplesCheck} from '@site/checks/configExamples';
import {frontMatterText} from '@site/checks/markdown';
import {listedIds, newItemBullets} from '@site/checks/releaseLists';
import {readSource, type Source} from '@site/checks/sources';
import {strategyIds} from '@site/src/data/redTeamCatalogue';
import {parseInvocation} from '@site/scripts/new/args';
import {keyProblems, splitList, suggestionsFor} from '@site/scripts/new/choices';
import {isCalendarDate, localDate, nextReleaseDate} from '@site/scripts/new/dates';
import {editExcerpt} from '@site/scripts/new/excerpt';
import {ScaffoldError} from '@site/scripts/new/plan';
import {checkNextVersion, idsAddedIn} from '@site/scripts/new/release';
import {placeDoc} from '@site/scripts/new/sidebar';
import {slugify} from '@site/scripts/new/slug';
import {
  docText,
  frontMatter,
  idList,
  postText,
  releaseText,
  sidebarLabel,
  TODO,
  TRUNCATE,
} from '@site/scripts/new/templates';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE_SIDEBARS = fs.readFileSync(
  path.join(ROOT, 'tests/fixtures/scaffold/site/sidebars.ts'),
  'utf8',
);

/** The one-line problems a ScaffoldError carries, or a failure when `run` does not throw one. */
function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ScaffoldError) return error.problems;
    throw error;
  }
  throw new Error('expected a ScaffoldError');
}

const parseFrontMatter = (text: string) => load(frontMatterText(text)) as Record<string, unknown>;

/** A scaffolded page as the content checks read it. */
const sourceOf = (file: string, text: string): Source => ({
  file,
  kind: file.startsWith('docs/') ? 'doc' : file.startsWith('blog/') ? 'blog' : 'release',
  format: 'markdown',
  text,
  frontMatter: parseFrontMatter(text),
});

describe('slugs', () => {
  it('makes URL words of a title: no accents, apostrophes or punctuation', () => {
    expect(slugify("Tomás's guide: LLM judges & calibration")).toBe(
      'tomass-guide-llm-judges-calibration',
    );
    expect(slugify('  GPT-5.1 vs. Claude Opus 4.5 — a rematch!  ')).toBe(
      'gpt-5-1-vs-claude-opus-4-5-a-rematch',
    );
    expect(slugify('???')).toBe('');
  });

  it('cuts a long title back to whole words of at most 60 characters', () => {
    const slug = slugify(
      'The OWASP Top 10 for LLM Applications, 2025 edition: one test for every risk',
    );
    expect(slug).toBe('the-owasp-top-10-for-llm-applications-2025-edition-one-test');
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slugify('a'.repeat(70))).toBe('a'.repeat(60));
  });
});

describe('dates', () => {
  it("takes today's date in the writer's time zone", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('accepts only dates that exist', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
  });

  it("dates the next release on the following month's first working day", () => {
    expect(nextReleaseDate('2025-12-01')).toBe('2026-01-02'); // 1 January is a holiday
    expect(nextReleaseDate('2025-10-01')).toBe('2025-11-03'); // 1 November 2025 was a Saturday
    expect(nextReleaseDate('2024-08-01')).toBe('2024-09-02'); // 1 September 2024 was a Sunday
  });
});

describe('authors and tags', () => {
  const tags = ['red-teaming', 'prompt-injection', 'jailbreaks', 'rag', 'owasp'];

  it('splits comma lists and repeated options, dropping blanks and duplicates', () => {
    expect(splitList(['rag, owasp', 'rag', ' '])).toEqual(['rag', 'owasp']);
    expect(splitList(undefined)).toEqual([]);
  });

  it('suggests the declared keys nearest to a mistyped one', () => {
    expect(suggestionsFor('jailbreak', tags)).toEqual(['jailbreaks']);
    expect(suggestionsFor('injection', tags)).toEqual(['prompt-injection']);
    expect(suggestionsFor('redteaming', tags)).toEqual(['red-teaming']);
    expect(suggestionsFor('kubernetes', tags)).toEqual([]);
  });

  it('refuses undeclared keys with suggestions, and a missing option with the valid keys', () => {
    const file = 'blog/tags.yml';
    const longList = [...tags, ...Array.from({length: 10}, (_, index) => `tag-${index}`)];
    expect(
      keyProblems(['rag', 'jailbreak'], longList, {option: '--tags', noun: 'tag', file}),
    ).toEqual([
      '--tags "jailbreak" is not declared in blog/tags.yml; did you mean "jailbreaks"? (a new tag goes into blog/tags.yml first)',
    ]);
    expect(
      keyProblems(['mia'], ['maya', 'jun'], {option: '--author', noun: 'author', file: 'a.yml'}),
    ).toEqual([
      '--author "mia" is not declared in a.yml; did you mean "maya"? a.yml declares maya, jun (a new author goes into a.yml first)',
    ]);
    expect(
      keyProblems([], ['maya', 'jun'], {option: '--author', noun: 'author', file: 'a.yml'}),
    ).toEqual(['name at least one author with --author <key>[,<key>…]; a.yml declares maya, jun']);
  });
});

describe('where a new doc goes in sidebars.ts', () => {
  it('adds the id after the last page of its folder in the list that names them', () => {
    const placement = placeDoc(FIXTURE_SIDEBARS, 'usage/offline-mode');
    expect(placement).toMatchObject({
      kind: 'listed',
      sidebar: 'docs',
      category: 'Usage',
      after: 'usage/web-ui',
    });
    expect(placement.kind === 'listed' && placement.text).toContain(
      "items: ['usage/command-line', 'usage/web-ui', 'usage/offline-mode'],",
    );
    expect(placeDoc(FIXTURE_SIDEBARS, 'enterprise/billing')).toMatchObject({
      kind: 'listed',
      sidebar: 'enterprise',
      category: undefined,
      after: 'enterprise/teams',
    });
  });

  it('leaves sidebars.ts alone for a folder the sidebar generates', () => {
    expect(placeDoc(FIXTURE_SIDEBARS, 'guides/evaluate-voice-agents')).toEqual({
      kind: 'generated',
      dirName: 'guides',
    });
  });

  it('refuses folders listed from data, and folders no list names', () => {
    expect(problemsOf(() => placeDoc(FIXTURE_SIDEBARS, 'providers/acme'))).toEqual([
      'sidebars.ts:21 lists the pages of docs/providers/ from src/data, so npm run new does not create them; add the entry to the data file first (README "Writing docs"), then write docs/providers/acme.md by hand',
    ]);
    expect(problemsOf(() => placeDoc(FIXTURE_SIDEBARS, 'cookbook/first-recipe'))).toEqual([
      'no list in sidebars.ts names a page of docs/cookbook/, so npm run new cannot tell where "cookbook/first-recipe" goes; add \'cookbook/first-recipe\' to the right sidebar in sidebars.ts (docs, enterprise) and create the page by hand',
    ]);
  });

  it("reads the site's own sidebars.ts as the README describes it", () => {
    const sidebars = fs.readFileSync(path.join(ROOT, 'sidebars.ts'), 'utf8');
    expect(placeDoc(sidebars, 'usage/offline-mode')).toMatchObject({category: 'Usage'});
    expect(placeDoc(sidebars, 'red-team/troubleshooting/timeouts')).toMatchObject({
      sidebar: 'redTeam',
      category: 'Troubleshooting',
    });
    expect(placeDoc(sidebars, 'guides/x')).toEqual({kind: 'generated', dirName: 'guides'});
    expect(placeDoc(sidebars, 'integrations/x')).toEqual({
      kind: 'generated',
      dirName: 'integrations',
    });
    expect(problemsOf(() => placeDoc(sidebars, 'red-team/plugins/x'))[0]).toMatch(
      /^sidebars\.ts:\d+ lists the pages of docs\/red-team\/plugins\/ from src\/data/,
    );
  });
});

describe('dry-run excerpts', () => {
  it('shows the changed lines with their numbers and two lines of context', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f'].join('\n');
    const after = ['a', 'b', 'c', 'C2', 'd', 'e', 'f'].join('\n');
    expect(editExcerpt(before, after)).toBe(
      ['   2   b', '   3   c', '   4 + C2', '   5   d', '   6   e'].join('\n'),
    );
  });
});

describe('templates', () => {
  const post = postText({
    title: "Tomás's guide: judges",
    slug: 'tomass-guide-judges',
    date: '2026-01-05',
    authors: ['maya', 'jun'],
    tags: ['rag'],
  });

  it('writes front matter the site parses, with flow lists and a bare date', () => {
    expect(post.split('\n').slice(0, 8)).toEqual([
      '---',
      `title: "Tomás's guide: judges"`,
      `description: '${TODO} one sentence of 50-160 characters saying what a reader gets from this post; search results and link previews show it.'`,
      'slug: tomass-guide-judges',
      'date: 2026-01-05',
      'authors: [maya, jun]',
      'tags: [rag]',
      '---',
    ]);
    expect(frontMatter({title: 'Plain title', keywords: ['a b', 'c: d']})).toBe(
      "---\ntitle: Plain title\nkeywords: [a b, 'c: d']\n---",
    );
  });

  it('puts the truncate marker after the opening paragraph of a post', () => {
    const body = post
      .slice(post.indexOf('---', 3) + 4)
      .trim()
      .split('\n\n');
    expect(body[0]).toMatch(new RegExp(`^${TODO} write the opening paragraph`));
    expect(body[1]).toBe(TRUNCATE);
  });

  it("marks every part the writer supplies with TODO, and nothing else of the page's shape", () => {
    const doc = docText({title: 'Offline mode'});
    for (const text of [post, doc]) {
      const {description} = parseFrontMatter(text);
      expect(String(description).startsWith(TODO)).toBe(true);
      expect(text).toMatch(new RegExp(`^## ${TODO}`, 'm'));
    }
    expect(parseFrontMatter(doc).keywords).toEqual([expect.stringMatching(new RegExp(`^${TODO}`))]);
  });

  it('gives long doc titles a sidebar label: the part before a colon, else a TODO', () => {
    expect(sidebarLabel('Offline mode')).toBeUndefined();
    expect(sidebarLabel('Running Crucible offline: caches and air-gapped CI')).toBe(
      'Running Crucible offline',
    );
    expect(sidebarLabel('Running Crucible without any network access at all')).toMatch(
      new RegExp(`^${TODO} a label of at most 26 characters`),
    );
    expect(
      parseFrontMatter(docText({title: 'Offline mode: caches and local models'})),
    ).toMatchObject({sidebar_label: 'Offline mode'});
  });

  it('includes a config example that starts with the schema comment and validates', () => {
    for (const [file, text] of [
      ['blog/2026-01-05-x/index.mdx', post],
      ['docs/usage/x.md', docText({title: 'X'})],
    ]) {
      const source = sourceOf(file, text);
      expect(text).toContain(
        '```yaml\n# yaml-language-server: $schema=https://crucible.dev/config-schema.json\n',
      );
      expect(configExamplesCheck.run([source])).toEqual([]);
    }
  });

  it('writes release notes in the house structure, listing the new ids as release-lists reads them', () => {
    const note = releaseText({
      version: '0.88.0',
      date: '2026-01-02',
      authors: ['jun'],
      plugins: ['a-plugin', 'b-plugin', 'c-plugin'],
      strategies: ['a-strategy'],
    });
    expect(parseFrontMatter(note)).toMatchObject({
      title: 'Crucible 0.88.0',
      slug: 'crucible-0-88-0',
      authors: ['jun'],
    });
    expect(note).toContain('\ndate: 2026-01-02\n');
    expect(note.match(/^## .*$/gm)).toEqual([
      '## Highlights',
      '## New providers, plugins and strategies',
      '## Improvements to plugins and strategies',
      '## Fixes',
      '## Upgrade notes',
    ]);
    expect(note.indexOf(TRUNCATE)).toBeLessThan(note.indexOf('## Highlights'));
    const bullets = newItemBullets(note)!.bullets;
    expect(bullets.map((bullet) => bullet.label)).toEqual(['Providers', 'Plugins', 'Strategies']);
    expect(listedIds(bullets[1].text)).toEqual({
      ids: ['a-plugin', 'b-plugin', 'c-plugin'],
      rest: '',
    });
    expect(listedIds(bullets[2].text)).toEqual({ids: ['a-strategy'], rest: ''});
  });

  it('leaves out the Plugins and Strategies bullets when the data adds none', () => {
    const note = releaseText({
      version: '0.88.0',
      date: '2026-01-02',
      authors: ['jun'],
      plugins: [],
      strategies: [],
    });
    expect(newItemBullets(note)!.bullets.map((bullet) => bullet.label)).toEqual(['Providers']);
  });

  it('lists ids as the notes do', () => {
    expect(idList(['a'])).toBe('`a`');
    expect(idList(['a', 'b', 'c'])).toBe('`a`, `b` and `c`');
  });
});

describe('release versions', () => {
  const releases = [
    {version: '0.86.0', date: '2025-11-03', file: 'releases/2025-11-03-crucible-0-86-0.md'},
    {version: '0.87.0', date: '2025-12-01', file: 'releases/2025-12-01-crucible-0-87-0.md'},
  ];

  it('accepts only the next minor version, and says which that is', () => {
    expect(checkNextVersion('0.88.0', releases)).toBe(releases[1]);
    expect(problemsOf(() => checkNextVersion('0.89.0', releases))).toEqual([
      'the next release after 0.87.0 (releases/2025-12-01-crucible-0-87-0.md) is 0.88.0, not 0.89.0; releases add one to the minor version each month',
    ]);
    expect(problemsOf(() => checkNextVersion('0.87.0', releases))).toEqual([
      '0.87.0 already has a release note: releases/2025-12-01-crucible-0-87-0.md',
    ]);
    expect(problemsOf(() => checkNextVersion('v0.88', releases))).toEqual([
      '"v0.88" is not a version; write it as X.Y.Z, like 0.88.0',
    ]);
  });

  it('points a patch release to the next monthly note, as the notes mention patches', () => {
    expect(problemsOf(() => checkNextVersion('0.87.1', releases))).toEqual([
      '0.87.1 is a patch of 0.87.0, and patches get no release note of their own; mention its fixes under "## Fixes" in the 0.88.0 note ("this fix also shipped in 0.87.1")',
    ]);
  });

  it('finds the ids whose history says a version added them', () => {
    const catalogue = [
      {id: 'old', history: {addedIn: '0.70.0' as const}},
      {id: 'new', history: {addedIn: '0.88.0' as const}},
    ];
    expect(idsAddedIn(catalogue, '0.88.0')).toEqual(['new']);
  });

  it("matches the site's own release notes for a version already released", () => {
    const note = readSource(ROOT, 'releases/2025-12-01-crucible-0-87-0.md').text;
    const strategies = newItemBullets(note)!.bullets.find((b) => b.label === 'Strategies')!;
    expect(idsAddedIn(strategyIds, '0.87.0')).toEqual(listedIds(strategies.text).ids);
  });
});

describe('the command line', () => {
  it('parses each kind of page with its options', () => {
    expect(
      parseInvocation(['post', 'A title', '--author', 'maya,jun', '--tags', 'rag', '--dry-run']),
    ).toEqual({
      dryRun: true,
      request: {
        kind: 'post',
        title: 'A title',
        authors: ['maya', 'jun'],
        tags: ['rag'],
        date: undefined,
        slug: undefined,
      },
    });
    expect(parseInvocation(['doc', 'usage/x', 'X'])).toEqual({
      dryRun: false,
      request: {kind: 'doc', id: 'usage/x', title: 'X'},
    });
    expect(parseInvocation(['release', '0.88.0', '--author', 'jun'])).toEqual({
      dryRun: false,
      request: {kind: 'release', version: '0.88.0', authors: ['jun']},
    });
    expect(parseInvocation(['--help'])).toEqual({help: true});
  });

  it('says what to type instead of a wrong command line', () => {
    expect(problemsOf(() => parseInvocation([]))).toEqual([
      'say what to create: post, doc or release (npm run new -- --help)',
    ]);
    expect(problemsOf(() => parseInvocation(['page', 'X']))).toEqual([
      '"page" is not something npm run new makes; say what to create: post, doc or release (npm run new -- --help)',
    ]);
    expect(problemsOf(() => parseInvocation(['post', 'A', 'title', '--tag', 'rag']))).toEqual([
      "Unknown option '--tag'; run npm run new -- --help for the options",
    ]);
    expect(problemsOf(() => parseInvocation(['post', 'A', 'title']))).toEqual([
      'a post takes "Title"; got "A" "title" (quote a title that has spaces)',
    ]);
    expect(problemsOf(() => parseInvocation(['release', '0.88.0', '--tags', 'rag']))).toEqual([
      '--tags does not apply to a release; leave it out',
    ]);
  });
});
