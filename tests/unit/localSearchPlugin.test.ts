// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {describe, expect, it, vi} from 'vitest';
import localSearchPlugin from '@site/plugins/local-search';
import {openSearchDescription} from '@site/plugins/local-search/opensearch';

const context = (baseUrl: string) =>
  ({
    baseUrl,
    siteConfig: {title: 'Crucible', url: 'https://www.crucible.dev', favicon: 'img/favicon.svg'},
  }) as LoadContext;

describe('local-search plugin', () => {
  it('supplies the search bar and the search page as theme components', () => {
    const themePath = localSearchPlugin(context('/')).getThemePath!();
    for (const component of ['SearchBar/index.tsx', 'SearchPage/index.tsx']) {
      expect(fs.existsSync(path.join(themePath, component)), component).toBe(true);
    }
  });

  it('routes the search page under the base URL and tells the components where things are', async () => {
    const actions = {addRoute: vi.fn(), setGlobalData: vi.fn()};
    const plugin = localSearchPlugin(context('/site/'));
    await plugin.contentLoaded!({
      content: undefined,
      actions: actions as unknown as PluginContentLoadedActions,
    });
    expect(actions.addRoute).toHaveBeenCalledWith({
      path: '/site/search/',
      component: '@theme/SearchPage',
      exact: true,
    });
    expect(actions.setGlobalData).toHaveBeenCalledWith({
      indexPath: '/search-index.json',
      searchPagePath: '/site/search/',
    });
  });

  it('links every page to its OpenSearch description', () => {
    const tags = localSearchPlugin(context('/site/')).injectHtmlTags!({content: undefined});
    expect(tags).toEqual({
      headTags: [
        {
          tagName: 'link',
          attributes: {
            rel: 'search',
            type: 'application/opensearchdescription+xml',
            title: 'Crucible',
            href: '/site/opensearch.xml',
          },
        },
      ],
    });
  });
});

describe('OpenSearch description', () => {
  const xml = openSearchDescription({
    title: 'Crucible & "friends"',
    siteUrl: 'https://www.crucible.dev/site/',
    searchPagePath: '/site/search/',
    favicon: 'img/favicon.svg',
  });

  it('opens the search page with the terms as its query', () => {
    expect(xml).toContain(
      '<Url type="text/html" method="get" template="https://www.crucible.dev/site/search/?q={searchTerms}"/>',
    );
    expect(xml).toContain('template="https://www.crucible.dev/site/opensearch.xml"');
    expect(xml).toContain('>https://www.crucible.dev/site/img/favicon.svg</Image>');
  });

  it('escapes the site title', () => {
    expect(xml).toContain('<ShortName>Crucible &amp; &quot;friends&quot;</ShortName>');
  });
});
