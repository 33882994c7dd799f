// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {load} from 'js-yaml';
import {frameworks, type DetailedFrameworkId} from '@site/src/data/redTeamFrameworks';
import {DETAILED_FRAMEWORKS, mappedItems} from '@site/src/data/redTeamFrameworkMappings';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';
import {filterPlugins, NO_FILTER} from '@site/src/components/RedTeamPluginTable/filterPlugins';
import {loadSources} from '@site/checks/sources';
import {extractSchemaExamples} from '@site/checks/configExamples';
import {entryAccepts, unknownRedTeamIds} from '@site/checks/redTeamIds';

const ROOT = path.resolve(import.meta.dirname, '../..');

function pagesIn(dir: string): Map<string, string> {
  const full = path.join(ROOT, dir);
  return new Map(
    fs
      .readdirSync(full)
      .filter((file) => /\.mdx?$/.test(file) && !/^index\.mdx?$/.test(file))
      .map((file) => [file.replace(/\.mdx?$/, ''), fs.readFileSync(path.join(full, file), 'utf8')]),
  );
}

function frontMatter(text: string): Record<string, unknown> {
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  return (match ? load(match[1]) : {}) as Record<string, unknown>;
}

const pluginPages = pagesIn('docs/red-team/plugins');
const strategyPages = pagesIn('docs/red-team/strategies');

describe('red-team data matches the pages', () => {
  it('has one plugin entry per plugin page, titled like the page', () => {
    expect([...pluginPages.keys()].sort()).toEqual(redTeamPlugins.map((p) => p.slug).sort());
    for (const plugin of redTeamPlugins) {
      expect(frontMatter(pluginPages.get(plugin.slug)!).title, plugin.slug).toBe(plugin.name);
    }
  });

  it('has one strategy entry per strategy page, titled like the page', () => {
    expect([...strategyPages.keys()].sort()).toEqual(redTeamStrategies.map((s) => s.slug).sort());
    for (const strategy of redTeamStrategies) {
      expect(frontMatter(strategyPages.get(strategy.slug)!).title, strategy.slug).toBe(
        strategy.name,
      );
    }
  });

  it('keeps ids and slugs unique', () => {
    for (const list of [redTeamPlugins, redTeamStrategies]) {
      expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
      expect(new Set(list.map((entry) => entry.slug)).size).toBe(list.length);
    }
  });

  it('maps each framework cited as a whole to exactly the plugins its page links to', () => {
    const mismatches: string[] = [];
    for (const framework of frameworks) {
      if (DETAILED_FRAMEWORKS.includes(framework.id as DetailedFrameworkId)) continue;
      const page = fs.readFileSync(path.join(ROOT, `docs/red-team/${framework.slug}.md`), 'utf8');
      const linked = new Set(
        [...page.matchAll(/\]\(\.\/plugins\/([a-z0-9-]+)\.md\)/g)].map((match) => match[1]),
      );
      const tagged = new Set(
        redTeamPlugins.filter((p) => p.frameworks.includes(framework.id)).map((p) => p.slug),
      );
      for (const slug of tagged) {
        if (!linked.has(slug))
          mismatches.push(`${framework.slug}: data tags ${slug}, page omits it`);
      }
      for (const slug of linked) {
        if (!tagged.has(slug))
          mismatches.push(`${framework.slug}: page links ${slug}, data omits it`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("renders each detailed framework page's coverage table from the data, not by hand", () => {
    for (const id of DETAILED_FRAMEWORKS) {
      const {slug} = frameworks.find((framework) => framework.id === id)!;
      const page = fs.readFileSync(path.join(ROOT, `docs/red-team/${slug}.md`), 'utf8');
      expect(page, slug).toContain(`<FrameworkCoverageTable framework="${id}" />`);
      const handWrittenRows = page
        .split('\n')
        .filter((line) => line.startsWith('|') && line.includes('](./plugins/'));
      expect(handWrittenRows, slug).toEqual([]);
    }
  });

  it('tags a plugin with a detailed framework exactly when it maps to one of its items', () => {
    for (const plugin of redTeamPlugins) {
      for (const id of DETAILED_FRAMEWORKS) {
        expect(plugin.frameworks.includes(id), `${plugin.slug} ${id}`).toBe(
          mappedItems(plugin.slug, id).length > 0,
        );
      }
    }
  });
});

describe('red-team ids in config examples', () => {
  it('flags misspelt plugin and strategy ids in the fixture', () => {
    const fixture = fs.readFileSync(
      path.join(ROOT, 'tests/fixtures/redteam/unknown-ids.yaml'),
      'utf8',
    );
    expect(unknownRedTeamIds(fixture)).toEqual([
      'unknown red-team plugin "prompt-extration"',
      'unknown red-team strategy "crescendoo"',
    ]);
  });

  it('accepts sub-kinds, extra ids and file paths only where the data allows them', () => {
    expect(entryAccepts({id: 'harmful', hasSubKinds: true}, 'harmful:hate')).toBe(true);
    expect(entryAccepts({id: 'bola'}, 'bola:orders')).toBe(false);
    expect(entryAccepts({id: 'morse', otherIds: ['piglatin']}, 'piglatin')).toBe(true);
    expect(entryAccepts({id: 'file://<path>.js'}, 'file://strategies/swap.js')).toBe(true);
    expect(entryAccepts({id: 'file://<path>.js'}, 'file://strategies/swap.py')).toBe(false);
  });

  it('uses only plugin and strategy ids the site documents, in every page', () => {
    const problems: string[] = [];
    // Markdown files, and the code files React pages show read as the fenced block each renders as.
    for (const {file, text} of loadSources(ROOT).filter(({format}) => format === 'markdown')) {
      for (const block of extractSchemaExamples(text)) {
        for (const problem of unknownRedTeamIds(block.content)) {
          problems.push(`${file}:${block.line}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('plugin table filter', () => {
  it('shows everything without a filter and narrows by words, category and framework', () => {
    expect(filterPlugins(redTeamPlugins, NO_FILTER)).toHaveLength(redTeamPlugins.length);
    const injection = filterPlugins(redTeamPlugins, {...NO_FILTER, query: 'INJECTION'});
    expect(injection.map((p) => p.slug)).toEqual(
      expect.arrayContaining(['sql-injection', 'shell-injection', 'indirect-prompt-injection']),
    );
    const datasets = filterPlugins(redTeamPlugins, {...NO_FILTER, category: 'dataset'});
    expect(datasets.every((p) => p.category === 'dataset')).toBe(true);
    const api = filterPlugins(redTeamPlugins, {
      ...NO_FILTER,
      framework: 'owasp-api',
      query: 'object',
    });
    expect(api.map((p) => p.slug)).toContain('bola');
    expect(filterPlugins(redTeamPlugins, {...NO_FILTER, query: 'zzz nothing'})).toEqual([]);
  });
});
