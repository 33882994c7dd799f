// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadReleases} from '@site/checks/releases';
import {assertionTypes} from '@site/src/data/assertionTypes';
import {features} from '@site/src/data/features';
import {compareVersions, isAvailableIn, isDeprecatedIn, type History} from '@site/src/data/history';
import {
  cataloguePlugins,
  catalogueStrategies,
  pluginCount,
  pluginIds,
  pluginsAddedBetween,
  strategyCount,
  strategyIds,
} from '@site/src/data/redTeamCatalogue';
import {redTeamPlugins} from '@site/src/data/redTeamPlugins';

const ROOT = path.resolve(import.meta.dirname, '../..');
const versions = loadReleases(ROOT).map((release) => release.version);

const everyHistory: [string, History][] = [
  ...pluginIds.map(({id, history}): [string, History] => [`plugin ${id}`, history]),
  ...strategyIds.map(({id, history}): [string, History] => [`strategy ${id}`, history]),
  ...assertionTypes.map(({type, history}): [string, History] => [`assertion ${type}`, history]),
  ...features.map(({id, history}): [string, History] => [`feature ${id}`, history]),
];

describe('version history', () => {
  it('orders versions by number, not by text', () => {
    expect(compareVersions('0.9.0', '0.10.0')).toBeLessThan(0);
    expect(compareVersions('0.87.0', '0.87.0')).toBe(0);
  });

  it('makes an item available from its release until its removal', () => {
    const history: History = {addedIn: '0.71.0', deprecatedIn: '0.73.0', removedIn: '0.75.0'};
    expect(['0.70.0', '0.71.0', '0.74.0', '0.75.0'].map((v) => isAvailableIn(history, v))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isDeprecatedIn(history, '0.72.0')).toBe(false);
    expect(isDeprecatedIn(history, '0.73.0')).toBe(true);
  });

  it('dates every item to released versions, in the order added, deprecated, removed', () => {
    const problems = everyHistory.flatMap(([name, {addedIn, deprecatedIn, removedIn}]) => {
      const dated = [addedIn, deprecatedIn, removedIn].filter((v) => v !== undefined);
      return [
        ...dated.filter((v) => !versions.includes(v)).map((v) => `${name}: no release ${v}`),
        ...dated
          .slice(1)
          .filter((v, index) => compareVersions(dated[index], v) >= 0)
          .map(() => `${name}: versions out of order`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('keeps the id of every plugin, strategy and feature unique across all releases', () => {
    for (const ids of [pluginIds, strategyIds].map((list) => list.map((entry) => entry.id))) {
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(new Set(features.map((feature) => feature.id)).size).toBe(features.length);
  });
});

describe('catalogue counts', () => {
  it('counts every plugin page today, dataset and custom plugins included', () => {
    expect(pluginCount()).toBe(redTeamPlugins.length);
    expect(pluginCount()).toBe(pluginCount(versions.at(-1)));
  });

  it('counts a renamed plugin once, under the id that works without a warning', () => {
    expect(cataloguePlugins('0.72.0')).toContain('imitation');
    expect(cataloguePlugins('0.73.0')).not.toContain('imitation');
    expect(cataloguePlugins('0.73.0')).toContain('impersonation');
    expect(pluginCount('0.73.0')).toBe(pluginCount('0.74.0'));
  });

  it('counts each strategy id a config lists, but not the multi-turn shorthand', () => {
    expect(catalogueStrategies()).toEqual(
      expect.arrayContaining(['morse', 'piglatin', 'camelcase']),
    );
    expect(catalogueStrategies()).not.toContain('multi-turn');
    expect(strategyCount('0.70.0')).toBe(0);
  });

  it('gives the baseline the 27 plugins the 0.70.0 release note announces', () => {
    expect(pluginCount('0.70.0')).toBe(27);
  });

  it('lists the plugins added over a range of releases, renames included', () => {
    const year = pluginsAddedBetween('0.72.0', '0.83.0');
    expect(year).toContain('impersonation');
    expect(year).not.toContain('contracts');
    expect(year).not.toContain('mcp-tool-poisoning');
  });
});
