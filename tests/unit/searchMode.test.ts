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
  return {algolia: config.themeConfig.algolia, themeConfig: config.themeConfig, pluginNames};
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('search mode chosen at build time', () => {
  it('uses the local index when no Algolia credentials are set, and names no Algolia', async () => {
    const {algolia, themeConfig, pluginNames} = await configWith({
      ALGOLIA_APP_ID: '',
      ALGOLIA_API_KEY: '',
      ALGOLIA_INDEX_NAME: '',
    });
    // The plugin supplies the search bar and the /search/ page (localSearchPlugin.test.ts), with
    // contextual search; without `algolia`, preset-classic does not load the Algolia theme.
    expect(pluginNames).toContain('localSearchPlugin');
    expect(algolia).toBeUndefined();
    expect(JSON.stringify(themeConfig)).not.toMatch(/algolia|appId|apiKey/i);
  });

  it('uses hosted Algolia with contextual search when all three are set', async () => {
    const {algolia, pluginNames} = await configWith(ALGOLIA);
    expect(pluginNames).not.toContain('localSearchPlugin');
    expect(algolia).toMatchObject({
      appId: 'APP123',
      apiKey: 'search-only-key',
      indexName: 'crucible',
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(algolia).not.toHaveProperty('askAi');
  });

  it('stays local when only some credentials are set', async () => {
    const {algolia, pluginNames} = await configWith({...ALGOLIA, ALGOLIA_INDEX_NAME: ''});
    expect(pluginNames).toContain('localSearchPlugin');
    expect(algolia).toBeUndefined();
  });

  it('turns on Ask AI only with an assistant id as well', async () => {
    const {algolia} = await configWith({...ALGOLIA, ALGOLIA_ASSISTANT_ID: 'assistant-1'});
    expect(algolia).toMatchObject({askAi: 'assistant-1'});
  });
});
