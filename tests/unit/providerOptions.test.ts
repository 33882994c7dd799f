/**
 * @vitest-environment node
 *
 * The `provider-options` check: Crucible's own provider options have one name on every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkProviderOptions} from '@site/checks/providerOptions';
import type {Source} from '@site/checks/sources';
import {providerOptions, providerTimeoutDefaults} from '@site/src/data/providerOptions';
import {providers} from '@site/src/data/providers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = 'tests/fixtures/provider-options/page.md';

// Checked as a provider page, where option tables are read too.
const source: Source = {
  file: 'docs/providers/fixture.md',
  kind: 'doc',
  format: 'markdown',
  text: fs.readFileSync(path.join(ROOT, FIXTURE), 'utf8'),
  frontMatter: {},
};

describe('provider-options', () => {
  it('reports each other spelling in a built-in provider config and in an options table', () => {
    const timeoutMs =
      'milliseconds to wait for one call of this provider, instead of evaluateOptions.timeoutMs (src/data/providerOptions.ts)';
    expect(
      checkProviderOptions(source, providerOptions).map(({line, message}) => `${line}: ${message}`),
    ).toEqual([
      `6: the config of provider "http" uses "timeout", but Crucible names this option "timeoutMs": ${timeoutMs}`,
      `6: the config of provider "vllm:chat:meta-llama/Llama-3.3-70B-Instruct" uses "baseUrl", but Crucible names this option "apiBaseUrl": the base URL of the provider's API, for a gateway, a proxy or a self-hosted server (src/data/providerOptions.ts)`,
      `6: the config of provider "openai:chat:gpt-4.1" uses "api_key", but Crucible names this option "apiKey": the key for this entry only, instead of the provider's environment variable (src/data/providerOptions.ts)`,
      `32: the options table uses "websocketTimeout", but Crucible names this option "timeoutMs": ${timeoutMs}`,
      '37: the options table gives timeoutMs a default of 60000, but fixture has no timeout of its own: it waits evaluateOptions.timeoutMs, 300000 ms unless set (src/data/providerOptions.ts)',
    ]);
  });

  it("holds a provider's stated timeoutMs default to its own when the data gives one", () => {
    const own = [{slug: 'fixture', timeoutMs: 10000, why: 'A fixture provider.'}];
    const findings = checkProviderOptions(source, providerOptions, own)
      .filter(({line}) => line > 32)
      .map(({line, message}) => `${line}: ${message}`);
    const waits =
      'but fixture waits 10000 ms when neither its config nor evaluateOptions sets timeoutMs (src/data/providerOptions.ts)';
    expect(findings).toEqual([
      `37: the options table gives timeoutMs a default of 60000, ${waits}`,
      `38: the options table gives timeoutMs a default of 300000, ${waits}`,
    ]);
  });

  it('gives timeout defaults only to providers that have a page', () => {
    const slugs = providers.map((provider) => provider.slug);
    for (const entry of providerTimeoutDefaults) expect(slugs).toContain(entry.slug);
  });

  it('keeps every other spelling apart from the names', () => {
    const names = providerOptions.map((option) => option.name);
    for (const option of providerOptions) {
      for (const other of option.notNamed) expect(names, other).not.toContain(other);
    }
  });
});
