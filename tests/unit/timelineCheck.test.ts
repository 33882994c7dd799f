// @vitest-environment node
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadSources} from '@site/checks/sources';
import {timeline} from '@site/checks/timeline';
import {findUses} from '@site/checks/uses';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/facts/timeline');

const summary = (root: string) =>
  timeline.run(loadSources(root)).map(({file, line, message}) => `${file}:${line}: ${message}`);

describe('timeline check', () => {
  it('reports uses before a release, after a removal, and wrong stated releases', () => {
    const early = (what: string, added: string, data: string) =>
      `uses ${what}, which shipped in ${added}, but the page is dated 2025-08-12, when the newest release was 0.83.0 (src/data/${data})`;
    const post = 'blog/2025-08-12-early-uses/index.mdx';
    expect(summary(FIXTURE).sort()).toEqual(
      [
        `${post}:8: ${early('the homoglyph strategy', '0.85.0 (2025-10-01)', 'redTeamStrategies.ts')}`,
        `${post}:13: ${early('the tool-argument-exfiltration plugin', '0.87.0 (2025-12-01)', 'redTeamPlugins.ts')}`,
        `${post}:14: uses the imitation plugin, which 0.75.0 (2024-12-02) removed in favour of impersonation, but the page is dated 2025-08-12, when the newest release was 0.83.0 (src/data/redTeamPlugins.ts)`,
        `${post}:20: ${early("crescendo's maxTurns setting", '0.87.0 (2025-12-01)', 'features.ts')}`,
        `${post}:23: ${early('the trace-span-count assertion type', '0.87.0 (2025-12-01)', 'assertionTypes.ts')}`,
        `${post}:31: ${early('false-positive scoring in crucible guardrails', '0.85.0 (2025-10-01)', 'features.ts')}`,
        `${post}:34: says the goat strategy came in 0.73.0; the data says 0.74.0 (2024-11-01) (src/data/redTeamStrategies.ts)`,
        `${post}:38: ${early('the video strategy', '0.87.0 (2025-12-01)', 'redTeamStrategies.ts')}`,
        'docs/renamed.md:10: config example uses the imitation plugin, which 0.75.0 removed in favour of impersonation; pages without a date describe 0.87.0 (src/data/redTeamPlugins.ts)',
        'releases/2024-11-01-crucible-0-74-0.md:7: uses the jailbreak:hydra strategy, which shipped in 0.85.0 (2025-10-01), but this is the 0.74.0 release note (src/data/redTeamStrategies.ts)',
        'releases/2025-01-02-crucible-0-76-0.md:5: uses the imitation plugin, which 0.75.0 (2024-12-02) removed in favour of impersonation, but this is the 0.76.0 release note (src/data/redTeamPlugins.ts)',
      ].sort(),
    );
  });

  it('lets the deprecation period and the removal note name a removed id', () => {
    const files = summary(FIXTURE).map((finding) => finding.split(':')[0]);
    expect(files).not.toContain('releases/2024-12-02-crucible-0-75-0.md');
    expect(summary(FIXTURE).filter((finding) => finding.includes('0-74-0.md:5'))).toEqual([]);
  });

  it('reads ids in config examples and inline code, not in prose', () => {
    const post = loadSources(FIXTURE).find((source) => source.kind === 'blog')!;
    const names = findUses(post).map((use) => `${use.line} ${use.kind} ${use.name} ${use.where}`);
    expect(names).toContain('8 strategy homoglyph inline');
    expect(names).toContain('15 plugin harmful config');
    expect(names).toContain('25 assertion type guardrails config');
    expect(names).toContain('26 feature OpenTelemetry tracing config');
    expect(names.some((name) => name.startsWith('6 '))).toBe(false);
    // `video` alone is a word for an input; `video` followed by "strategy" is the strategy.
    expect(names.filter((name) => name.includes('video'))).toEqual(['38 strategy video inline']);
  });

  it('finds nothing on the site', () => {
    expect(summary(ROOT)).toEqual([]);
  });
});
