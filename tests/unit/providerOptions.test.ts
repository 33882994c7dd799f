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
import {providerOptions} from '@site/src/data/providerOptions';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = 'tests/fixtures/provider-options/page.md';

describe('provider-options', () => {
  it('reports each other spelling in a built-in provider config and in an options table', () => {
    // Checked as a provider page, where option tables are read too.
    const file = 'docs/providers/fixture.md';
    const source: Source = {
      file,
      kind: 'doc',
      format: 'markdown',
      text: fs.readFileSync(path.join(ROOT, FIXTURE), 'utf8'),
      frontMatter: {},
    };
    const timeoutMs =
      'milliseconds to wait for one call of this provider, instead of evaluateOptions.timeoutMs (src/data/providerOptions.ts)';
    expect(
      checkProviderOptions(source, providerOptions).map(({line, message}) => `${line}: ${message}`),
    ).toEqual([
      `6: the config of provider "http" uses "timeout", but Crucible names this option "timeoutMs": ${timeoutMs}`,
      `6: the config of provider "vllm:chat:meta-llama/Llama-3.3-70B-Instruct" uses "baseUrl", but Crucible names this option "apiBaseUrl": the base URL of the provider's API, for a gateway, a proxy or a self-hosted server (src/data/providerOptions.ts)`,
      `6: the config of provider "openai:chat:gpt-4.1" uses "api_key", but Crucible names this option "apiKey": the key for this entry only, instead of the provider's environment variable (src/data/providerOptions.ts)`,
      `32: the options table uses "websocketTimeout", but Crucible names this option "timeoutMs": ${timeoutMs}`,
    ]);
  });

  it('keeps every other spelling apart from the names', () => {
    const names = providerOptions.map((option) => option.name);
    for (const option of providerOptions) {
      for (const other of option.notNamed) expect(names, other).not.toContain(other);
    }
  });
});
