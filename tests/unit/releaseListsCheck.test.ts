// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkHistories, listedIds, releaseLists} from '@site/checks/releaseLists';
import {loadReleases} from '@site/checks/releases';
import {loadSources} from '@site/checks/sources';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/facts/release-lists');

const summary = (root: string) =>
  releaseLists.run(loadSources(root)).map(({file, line, message}) => `${file}:${line}: ${message}`);

describe('release-lists check', () => {
  it('reports lists that differ from the data, prose in lists and a missing section', () => {
    const first = 'releases/2024-07-01-crucible-0-70-0.md';
    const november = 'releases/2024-11-01-crucible-0-74-0.md';
    const september = 'releases/2025-09-01-crucible-0-84-0.md';
    const section = '"New providers, plugins and strategies"';
    const improvements = '"Improvements to plugins and strategies"';
    expect(summary(FIXTURE).sort()).toEqual(
      [
        `${first}:8: lists \`bola\` as new in 0.70.0, but the data says the plugin was added in 0.72.0 (src/data/redTeamPlugins.ts)`,
        `${first}:8: the first release's Plugins bullet starts with the count 26; it must give the number of plugins the release shipped, which the data says is 27 (src/data/redTeamCatalogue.ts)`,
        `${november}:8: the data says the \`multi-turn\` strategy was added in 0.74.0 (src/data/redTeamStrategies.ts); list it in a "- Strategies:" bullet under ${section}`,
        `${november}:9: lists \`excessive-agency\` as new in 0.74.0, but the data says the plugin was added in 0.70.0 (src/data/redTeamPlugins.ts)`,
        `${november}:9: the Plugins bullet lists only ids in code, each optionally followed by a description in parentheses; move other text to the highlights or to ${improvements}`,
        `${november}:10: ${section} holds only "- Providers:", "- Plugins:" and "- Strategies:" bullets; put changes to existing ones under ${improvements}`,
        `${september}:8: lists \`nope\`, which is not a strategy in src/data/redTeamStrategies.ts`,
        `${september}:9: the data says the \`unsafebench\` plugin was added in 0.84.0 (src/data/redTeamPlugins.ts); list it in a "- Plugins:" bullet under ${section}`,
        'releases/2025-10-01-crucible-0-85-0.md:0: the release note has no "## New providers, plugins and strategies" section',
      ].sort(),
    );
  });

  it('reads only code spans outside parentheses as the list', () => {
    expect(
      listedIds('`impersonation` (replaces `imitation`) and `cross-session-leak` (one user, two).'),
    ).toEqual({ids: ['impersonation', 'cross-session-leak'], rest: ''});
    expect(listedIds('no new ones; `excessive-agency` now flags more').rest).not.toBe('');
  });

  it('reports histories that name a release without notes, or a deprecation its note omits', () => {
    const releases = loadReleases(ROOT);
    const sources = loadSources(ROOT).filter((source) => source.kind === 'release');
    const file = 'src/data/redTeamPlugins.ts';
    const findings = checkHistories(
      [
        {id: 'not-yet', history: {addedIn: '0.88.0'}, file},
        {id: 'quiet', history: {addedIn: '0.70.0', deprecatedIn: '0.80.0'}, file},
        {
          id: 'imitation',
          history: {addedIn: '0.71.0', deprecatedIn: '0.73.0', removedIn: '0.75.0'},
          file,
        },
      ],
      releases,
      sources,
    );
    expect(findings.map((finding) => finding.message)).toEqual([
      'not-yet has addedIn 0.88.0, but releases/ has no note for 0.88.0',
      'quiet has deprecatedIn 0.80.0, but the 0.80.0 release note does not name `quiet`',
    ]);
  });

  it('finds nothing on the site', () => {
    expect(summary(ROOT)).toEqual([]);
  });
});
