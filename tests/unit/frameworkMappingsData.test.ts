// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';
import {redTeamStrategies} from '@site/src/data/redTeamStrategies';
import {
  DETAILED_FRAMEWORKS,
  frameworkItems,
  mappedItems,
  pluginMappings,
  pluginsForItem,
} from '@site/src/data/redTeamFrameworkMappings';
import {frameworkCoverage} from '@site/src/data/redTeamFrameworkCoverage';
import {owaspLlmTop10, owaspLlmTop10Of2023} from '@site/src/data/owaspLlmTop10';
import {euAiActMilestones} from '@site/src/data/euAiAct';
import {nistAiRmfFunctions, nistGenerativeAiProfile} from '@site/src/data/nistAiRmf';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('framework mapping data', () => {
  it('has one mapping entry per plugin page, in the order of the plugin list', () => {
    expect(Object.keys(pluginMappings)).toEqual(redTeamPlugins.map((plugin) => plugin.slug));
  });

  it('maps no plugin to the same item twice', () => {
    for (const plugin of redTeamPlugins) {
      for (const framework of DETAILED_FRAMEWORKS) {
        const items = mappedItems(plugin.slug, framework);
        expect(new Set(items).size, `${plugin.slug} ${framework}`).toBe(items.length);
      }
    }
  });

  it('gives every mapped item a row in its coverage table, once', () => {
    for (const framework of DETAILED_FRAMEWORKS) {
      const rows = frameworkCoverage[framework].map((row) => row.item as string);
      expect(new Set(rows).size, framework).toBe(rows.length);
      const mapped = redTeamPlugins.flatMap((plugin) => mappedItems(plugin.slug, framework));
      for (const item of mapped) expect(rows, `${framework} ${item}`).toContain(item);
    }
  });

  it('covers every item of the OWASP lists, in list order', () => {
    for (const framework of ['owasp-llm', 'owasp-api', 'owasp-agentic'] as const) {
      expect(frameworkCoverage[framework].map((row) => row.item)).toEqual(
        Object.keys(frameworkItems[framework]),
      );
    }
  });

  it('lists no plugin against a row that every plugin exercises', () => {
    for (const framework of DETAILED_FRAMEWORKS) {
      for (const row of frameworkCoverage[framework].filter((candidate) => candidate.everyPlugin)) {
        expect(pluginsForItem(framework, row.item)).toEqual([]);
      }
    }
  });

  it('names only strategies the site documents', () => {
    const ids = new Set(redTeamStrategies.map((strategy) => strategy.id));
    for (const framework of DETAILED_FRAMEWORKS) {
      for (const row of frameworkCoverage[framework]) {
        if (typeof row.strategies === 'string') continue;
        for (const id of row.strategies) expect(ids, `${row.item}`).toContain(id);
      }
    }
  });
});

describe('reference constants', () => {
  it('keeps the 2023 OWASP LLM numbering apart from the 2025 list', () => {
    expect(owaspLlmTop10.LLM06.name).toBe('Excessive Agency');
    expect(owaspLlmTop10Of2023.LLM06.name).toBe('Sensitive Information Disclosure');
    expect(Object.keys(owaspLlmTop10Of2023)).toEqual(Object.keys(owaspLlmTop10));
  });

  it('lists the EU AI Act milestones in date order', () => {
    const dates = euAiActMilestones.map((milestone) => milestone.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('matches the NIST page: its four functions and the profile risks its table follows', () => {
    const page = fs.readFileSync(path.join(ROOT, 'docs/red-team/nist-ai-rmf.md'), 'utf8');
    for (const name of nistAiRmfFunctions) expect(page).toContain(`**${name}**`);
    // The page writes the risks in sentence case, with "and" for the profile's "and/or".
    const plain = (name: string) =>
      name.toLowerCase().replace('and/or', 'and').replace(/,/g, '').replace(/-/g, ' ');
    const table = page.slice(page.indexOf('| AI 600-1 risk |')).split('\n');
    const rows = table
      .slice(
        2,
        table.findIndex((line) => !line.startsWith('|')),
      )
      .map((line) => plain(line.split('|')[1].trim()));
    expect(rows).toEqual(nistGenerativeAiProfile.risks.map(plain));
  });
});
