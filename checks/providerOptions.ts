/**
 * The `provider-options` check: the options Crucible reads from any provider's `config` have one
 * name each (src/data/providerOptions.ts), so a page cannot configure `baseUrl` on one provider and
 * `apiBaseUrl` on the next. It reads two places where those names are written:
 *
 * - the `config` of every provider entry in a page's yaml blocks (a mapping with an `id` and a
 *   `config`, wherever it sits: `providers`, a grader, `redteam.provider`), top-level keys only;
 * - the first column of the option tables on provider pages (docs/providers/).
 *
 * The `timeoutMs` row of a provider page's table may state a default; it must be the provider's own
 * (`providerTimeoutDefaults`) or, for every other provider, the general `evaluateOptions.timeoutMs`
 * default, since that is what the option falls back to.
 *
 * Entries whose id is a `file://` script are skipped: their `config` is the author's own, passed to
 * their code, and may use any names. Nested keys are skipped too: an `http` body or a browser step
 * may well carry a field called `timeout` that belongs to the target, not to Crucible.
 */
import {load} from 'js-yaml';
import {
  DEFAULT_CALL_TIMEOUT_MS,
  providerOptions,
  providerTimeoutDefaults,
  type ProviderOption,
  type ProviderTimeoutDefault,
} from '../src/data/providerOptions';
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

/** A number stated as a default in a table row: "default 30000" or "(default `10000`)". */
const STATED_DEFAULT = /\bdefault\s+`?(\d[\d,]*)/;

/** Findings for one page against the given options and timeout defaults. */
export function checkProviderOptions(
  source: Source,
  options: readonly ProviderOption[],
  timeoutDefaults: readonly ProviderTimeoutDefault[] = providerTimeoutDefaults,
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
    const slug = /^docs\/providers\/(.+)\.mdx?$/.exec(source.file)?.[1] ?? '';
    const own = timeoutDefaults.find((entry) => entry.slug === slug);
    const expected = own?.timeoutMs ?? DEFAULT_CALL_TIMEOUT_MS;
    source.text.split('\n').forEach((line, index) => {
      const firstCell = /^\|\s*([^|]*)\|/.exec(line)?.[1] ?? '';
      for (const [, key] of firstCell.matchAll(/`([^`]+)`/g)) {
        const option = misnamed(key, options);
        if (option) report(index + 1, key, option, 'the options table');
      }
      if (firstCell.trim() !== '`timeoutMs`') return;
      const stated = STATED_DEFAULT.exec(line.slice(firstCell.length + 2))?.[1];
      if (stated === undefined || Number(stated.replaceAll(',', '')) === expected) return;
      findings.push({
        file: source.file,
        line: index + 1,
        rule: RULE,
        message: own
          ? `the options table gives timeoutMs a default of ${stated}, but ${slug} waits ${own.timeoutMs} ms when neither its config nor evaluateOptions sets timeoutMs (src/data/providerOptions.ts)`
          : `the options table gives timeoutMs a default of ${stated}, but ${slug} has no timeout of its own: it waits evaluateOptions.timeoutMs, ${DEFAULT_CALL_TIMEOUT_MS} ms unless set (src/data/providerOptions.ts)`,
      });
    });
  }
  return findings;
}

export const providerOptionsCheck: Check = {
  rule: RULE,
  description:
    "Options Crucible reads from any provider's config (apiBaseUrl, apiKey, timeoutMs) have one name on every page, and a provider page's timeoutMs default is the one the data gives.",
  scope: 'page',
  run: (sources) =>
    sources
      .filter((source) => source.format === 'markdown')
      .flatMap((source) => checkProviderOptions(source, providerOptions)),
};
