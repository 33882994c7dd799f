/**
 * The `provider-options` check: the options Crucible reads from any provider's `config` have one
 * name each (src/data/providerOptions.ts), so a page cannot configure `baseUrl` on one provider and
 * `apiBaseUrl` on the next. It reads two places where those names are written:
 *
 * - the `config` of every provider entry in a page's yaml blocks (a mapping with an `id` and a
 *   `config`, wherever it sits: `providers`, a grader, `redteam.provider`), top-level keys only;
 * - the first column of the option tables on provider pages (docs/providers/).
 *
 * Entries whose id is a `file://` script are skipped: their `config` is the author's own, passed to
 * their code, and may use any names. Nested keys are skipped too: an `http` body or a browser step
 * may well carry a field called `timeout` that belongs to the target, not to Crucible.
 */
import {load} from 'js-yaml';
import {providerOptions, type ProviderOption} from '../src/data/providerOptions';
import type {Finding} from './finding';
import type {Check} from './index';
import {extractFencedBlocks} from './markdown';
import type {Source} from './sources';

const RULE = 'provider-options';

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The built-in provider entries of a parsed YAML value, with their ids and config keys. */
export function providerConfigs(data: unknown): {id: string; keys: string[]}[] {
  const found: {id: string; keys: string[]}[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isMapping(node)) return;
    if (typeof node.id === 'string' && isMapping(node.config) && !node.id.startsWith('file://')) {
      found.push({id: node.id, keys: Object.keys(node.config)});
    }
    Object.values(node).forEach(visit);
  };
  visit(data);
  return found;
}

function misnamed(key: string, options: readonly ProviderOption[]): ProviderOption | undefined {
  return options.find((option) => option.notNamed.includes(key));
}

/** Findings for one page against the given options. */
export function checkProviderOptions(
  source: Source,
  options: readonly ProviderOption[],
): Finding[] {
  const findings: Finding[] = [];
  const report = (line: number, key: string, option: ProviderOption, where: string) =>
    findings.push({
      file: source.file,
      line,
      rule: RULE,
      message: `${where} uses "${key}", but Crucible names this option "${option.name}": ${option.means} (src/data/providerOptions.ts)`,
    });

  for (const block of extractFencedBlocks(source.text)) {
    if (!/^ya?ml$/i.test(block.lang)) continue;
    let data: unknown;
    try {
      data = load(block.content);
    } catch {
      continue; // The config-examples check reports YAML that does not parse.
    }
    for (const {id, keys} of providerConfigs(data)) {
      for (const key of keys) {
        const option = misnamed(key, options);
        if (option) report(block.line, key, option, `the config of provider "${id}"`);
      }
    }
  }

  if (source.file.startsWith('docs/providers/')) {
    source.text.split('\n').forEach((line, index) => {
      const firstCell = /^\|\s*([^|]*)\|/.exec(line)?.[1] ?? '';
      for (const [, key] of firstCell.matchAll(/`([^`]+)`/g)) {
        const option = misnamed(key, options);
        if (option) report(index + 1, key, option, 'the options table');
      }
    });
  }
  return findings;
}

export const providerOptionsCheck: Check = {
  rule: RULE,
  description:
    "Options Crucible reads from any provider's config (apiBaseUrl, apiKey, timeoutMs) have one name on every page.",
  scope: 'page',
  run: (sources) =>
    sources
      .filter((source) => source.format === 'markdown')
      .flatMap((source) => checkProviderOptions(source, providerOptions)),
};
