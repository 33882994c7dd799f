/**
 * @vitest-environment node
 *
 * The `release-model-ids` check: ids announced in a release note's "Providers:" bullet must be a
 * provider's idPrefix or be documented, in that form, on the provider's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  announcedIds,
  checkReleaseNote,
  pageDocumentsId,
  providerOf,
} from '@site/checks/releaseModelIds';
import type {Source} from '@site/checks/sources';
import {providers, type Provider} from '@site/src/data/providers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURES = 'tests/fixtures/release-model-ids';

function fixture(name: string, file: string): Source {
  const text = fs.readFileSync(path.join(ROOT, FIXTURES, name), 'utf8');
  const kind = file.startsWith('releases/') ? 'release' : 'doc';
  return {file, kind, format: 'markdown', text, frontMatter: {}};
}

const provider = (slug: string, idPrefix: string): Provider => ({
  slug,
  name: slug,
  idPrefix,
  group: 'hosted',
  kind: 'Hosted API',
  auth: 'none',
  capabilities: ['chat'],
});

const fixtureProviders = [
  provider('openai', 'openai:'),
  provider('xai', 'xai:'),
  provider('groq', 'groq:'),
  provider('github-models', 'github:'),
  provider('browser', 'browser'),
];

describe('release-model-ids', () => {
  const note = fixture('release-note.md', 'releases/2025-07-01-crucible-0-99-0.md');
  const pages = new Map(
    [
      fixture('openai.md', 'docs/providers/openai.md'),
      fixture('xai.md', 'docs/providers/xai.md'),
    ].map((page) => [page.file, page]),
  );

  it('reads only the inline-code ids of the Providers bullet, wrapped lines included', () => {
    expect(announcedIds(note.text)).toEqual([
      {line: 11, id: 'openai:o3-pro'},
      {line: 11, id: 'openai:chat:o3-pro'},
      {line: 11, id: 'openai:chat:gpt-5'},
      {line: 12, id: 'openai:chat:gpt-5.1'},
      {line: 12, id: 'openai:responses:o3-pro'},
      {line: 12, id: 'xai:grok-4'},
      {line: 12, id: 'groq:'},
      {line: 12, id: 'grok:'},
      {line: 12, id: 'browser'},
      {line: 13, id: 'brower'},
      {line: 13, id: 'acme:model-1'},
      {line: 13, id: 'github:'},
    ]);
  });

  it('reports every id the provider data or the provider page does not know', () => {
    const file = note.file;
    const rule = 'release-model-ids';
    expect(checkReleaseNote(note, fixtureProviders, pages)).toEqual([
      {
        file,
        line: 11,
        rule,
        message:
          'announces the model id "openai:o3-pro", which the openai page (docs/providers/openai.md) does not document; write the id in the form that page gives, or add the model to the page',
      },
      {
        file,
        line: 11,
        rule,
        message:
          'announces the model id "openai:chat:o3-pro", which the openai page (docs/providers/openai.md) does not document; write the id in the form that page gives, or add the model to the page',
      },
      {
        file,
        line: 12,
        rule,
        message:
          'announces the model id "openai:chat:gpt-5.1", which the openai page (docs/providers/openai.md) does not document; write the id in the form that page gives, or add the model to the page',
      },
      {
        file,
        line: 12,
        rule,
        message:
          'announces the provider "grok:", but no provider in src/data/providers.ts has that idPrefix',
      },
      {
        file,
        line: 13,
        rule,
        message:
          'announces the provider "brower", but no provider in src/data/providers.ts has that idPrefix',
      },
      {
        file,
        line: 13,
        rule,
        message:
          'announces the model id "acme:model-1", but no provider in src/data/providers.ts has an idPrefix it starts with',
      },
    ]);
  });

  it('takes an id as documented when a row gives its form and names its model', () => {
    const row =
      '| `openai:chat:<model>` | Chat | `gpt-5`, `gpt-4.1` |\n| `openai:image:<model>` | Images | `dall-e-3` |';
    expect(pageDocumentsId(row, 'openai:chat:gpt-4.1')).toBe(true);
    expect(pageDocumentsId(row, 'openai:image:dall-e-3')).toBe(true);
    expect(pageDocumentsId(row, 'openai:chat:dall-e-3')).toBe(false);
    expect(pageDocumentsId('Use `openai:chat:gpt-5.1`.', 'openai:chat:gpt-5')).toBe(false);
    expect(pageDocumentsId('Use `openai:chat:gpt-5`.', 'openai:chat:gpt-5')).toBe(true);
  });

  it('finds the provider by its longest idPrefix', () => {
    expect(providerOf('openai:agents:triage', providers)?.slug).toBe('openai-agents');
    expect(providerOf('azure:foundry:gpt-4.1', providers)?.slug).toBe('azure-ai-foundry');
    expect(providerOf('azure:chat:my-deployment', providers)?.slug).toBe('azure');
    expect(providerOf('browser', providers)?.slug).toBe('browser');
    expect(providerOf('browserless:x', providers)).toBeUndefined();
  });
});
