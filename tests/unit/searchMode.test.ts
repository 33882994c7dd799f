// @vitest-environment node
import {afterEach, describe, expect, it, vi} from 'vitest';

const ALGOLIA = {
  ALGOLIA_APP_ID: 'APP123',
  ALGOLIA_API_KEY: 'search-only-key',
  ALGOLIA_INDEX_NAME: 'crucible',
};

/** Loads docusaurus.config.ts afresh with the given environment, as a build would. */
async function configWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const {default: config} = await import('@site/docusaurus.config');
  const pluginNames = (config.plugins ?? []).map((plugin) =>
    typeof plugin === 'function' ? plugin.name : JSON.stringify(plugin),
  );
  return {algolia: config.themeConfig.algolia, pluginNames};
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('search mode chosen at build time', () => {
  it('uses the local index when no Algolia credentials are set', async () => {
    const {algolia, pluginNames} = await configWith({
      ALGOLIA_APP_ID: '',
      ALGOLIA_API_KEY: '',
      ALGOLIA_INDEX_NAME: '',
    });
    expect(pluginNames).toContain('localSearchPlugin');
    expect(algolia).toMatchObject({contextualSearch: true, searchPagePath: 'search'});
    expect(algolia).not.toHaveProperty('askAi');
  });

  it('uses hosted Algolia with contextual search when all three are set', async () => {
    const {algolia, pluginNames} = await configWith(ALGOLIA);
    expect(pluginNames).not.toContain('localSearchPlugin');
    expect(algolia).toMatchObject({
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'crucible',
      contextualSearch: true,
    });
    expect(algolia).not.toHaveProperty('askAi');
  });

  it('stays local when only some credentials are set', async () => {
    const {pluginNames} = await configWith({...ALGOLIA, ALGOLIA_INDEX_NAME: ''});
    expect(pluginNames).toContain('localSearchPlugin');
  });

  it('turns on Ask AI only with an assistant id as well', async () => {
    const {algolia} = await configWith({...ALGOLIA, ALGOLIA_ASSISTANT_ID: 'assistant-1'});
    expect(algolia).toMatchObject({askAi: 'assistant-1'});
  });
});
