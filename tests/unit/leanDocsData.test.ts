// @vitest-environment node
import {createRequire} from 'node:module';
import path from 'node:path';
import {createElement} from 'react';
import {renderToString} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {moveCardDescriptions} from '@site/plugins/lean-docs-data/moveCardDescriptions';
import {
  LAYOUT_SIDEBARS_PROP,
  sidebarPerLayout,
} from '@site/plugins/lean-docs-data/sidebarPerLayout';
import {matchRoutes} from 'react-router-config';
import {
  everyDocReader,
  navbarItemReadingEveryDoc,
  trimGlobalDocs,
} from '@site/plugins/lean-docs-data/trimGlobalDocs';
import {navbarItems} from '@site/src/data/navbar';
import {
  CardDescriptionsProvider,
  useCardDescription,
} from '@site/src/theme/DocCard/cardDescriptions';

// The installed plugin's own route builder, so these tests see the route tree the build sees and
// fail when an upgrade changes its shape.
// (lib/routes.js is not among the package's exports, so it is required by its file path.)
const require = createRequire(import.meta.url);
// Docusaurus's own last touches to the route tree, which decide what the router matches first.
const {applyRouteTrailingSlash, sortRoutes} = require(
  path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/server/plugins/routeConfig.js',
  ),
) as {
  applyRouteTrailingSlash: (
    route: RouteConfig,
    params: {trailingSlash: boolean; baseUrl: string},
  ) => RouteConfig;
  sortRoutes: (routes: RouteConfig[], baseUrl: string) => RouteConfig[];
};
const {buildAllRoutes} = require(
  path.join(path.dirname(require.resolve('@docusaurus/plugin-content-docs')), 'routes.js'),
) as {buildAllRoutes: (param: unknown) => Promise<RouteConfig[]>};

const doc = (id: string, description: string) => ({
  id,
  title: `Title of ${id}`,
  description,
  permalink: `/docs/${id}/`,
  source: `@site/docs/${id}.md`,
  sidebar: 'docs',
  frontMatter: {},
  unlisted: false,
  tags: [],
});

const guides = {
  title: 'Guides',
  description: 'Every guide.',
  slug: '/category/guides',
  permalink: '/docs/category/guides/',
  sidebar: 'docs',
  navigation: {},
};

/** A loaded docs version: two guides under a generated index, one doc outside it. */
const version = {
  versionName: 'current',
  label: 'Next',
  path: '/docs',
  tagsPath: '/docs/tags',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  routePriority: undefined,
  docs: [
    doc('guides/rag', 'Evaluate retrieval.'),
    doc('guides/agents', 'Test an agent.'),
    doc('intro', 'What Crucible is.'),
  ],
  sidebars: {
    docs: [
      {type: 'doc', id: 'intro'},
      {
        type: 'category',
        label: 'Guides',
        collapsed: false,
        collapsible: true,
        link: {type: 'generated-index', permalink: guides.permalink, slug: guides.slug},
        items: [
          {type: 'doc', id: 'guides/rag'},
          {type: 'link', label: 'Elsewhere', href: 'https://example.com/'},
          {type: 'doc', id: 'guides/agents'},
        ],
      },
    ],
  },
  categoryGeneratedIndices: [guides],
};

const routesOf = (loadedVersion: object = version) =>
  buildAllRoutes({
    baseUrl: '/',
    versions: [loadedVersion],
    options: {
      id: 'default',
      routeBasePath: 'docs',
      docItemComponent: '@theme/DocItem',
      docRootComponent: '@theme/DocRoot',
      docVersionRootComponent: '@theme/DocVersionRoot',
      docsRootComponent: '@theme/DocsRoot',
      docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
      docTagsListComponent: '@theme/DocTagsListPage',
      docTagDocListComponent: '@theme/DocTagDocListPage',
    },
    actions: {createData: async (name: string) => name},
  });

function* walk(routes: RouteConfig[]): Generator<RouteConfig> {
  for (const route of routes) {
    yield route;
    yield* walk(route.routes ?? []);
  }
}
const find = (routes: RouteConfig[], test: (route: RouteConfig) => boolean) =>
  [...walk(routes)].find(test);

describe('lean-docs-data: card descriptions', () => {
  it('leaves the docs map every docs page loads empty, and the sidebars whole', async () => {
    const routes = moveCardDescriptions(await routesOf());
    const versionRoute = find(routes, (route) => Boolean(route.props?.version));
    const version = versionRoute!.props!.version as {docs: Record<string, object>};
    expect(version.docs).toEqual({});
    expect(JSON.stringify(version)).not.toMatch(/Evaluate retrieval|What Crucible/);
    // The sidebars, which every docs page needs, are untouched.
    expect(JSON.stringify(version)).toMatch(/"label":"Title of intro"/);
  });

  it("gives a category index the descriptions of the docs its cards link to, and no other doc's", async () => {
    const routes = moveCardDescriptions(await routesOf());
    const index = find(routes, (route) => route.path === guides.permalink);
    expect(index!.props!.cardDescriptions).toEqual({
      'guides/rag': 'Evaluate retrieval.',
      'guides/agents': 'Test an agent.',
    });
    expect(index!.props!.categoryGeneratedIndex).toMatchObject({title: 'Guides'});
  });

  it("takes the descriptions from the index's own sidebar when another sidebar links it too", async () => {
    const routes = await routesOf();
    const versionRoute = find(routes, (route) => Boolean(route.props?.version))!;
    const version = versionRoute.props!.version as {
      docsSidebars: Record<string, {type: string; href?: string; items?: {docId?: string}[]}[]>;
    };
    // A second sidebar, listed first, whose category at the same permalink links only one guide.
    const other = structuredClone(version.docsSidebars.docs);
    other[1].items = other[1].items!.slice(0, 1);
    version.docsSidebars = {aaa: other, ...version.docsSidebars};
    moveCardDescriptions(routes);
    const index = find(routes, (route) => route.path === guides.permalink);
    expect(Object.keys(index!.props!.cardDescriptions as object)).toEqual([
      'guides/rag',
      'guides/agents',
    ]);
  });

  it('stops the build when no route carries the version metadata (the plugin changed)', async () => {
    const routes = await routesOf();
    for (const route of walk(routes)) delete route.props?.version;
    expect(() => moveCardDescriptions(routes)).toThrow(
      /no route carries the docs version metadata/,
    );
  });

  it('stops the build when a category index is in no sidebar', async () => {
    const routes = await routesOf();
    const index = find(routes, (route) => route.path === guides.permalink)!;
    // A copy: the fixture's index object is shared with the other tests' route trees.
    const generatedIndex = index.props!.categoryGeneratedIndex as object;
    index.props = {
      ...index.props,
      categoryGeneratedIndex: {...generatedIndex, permalink: '/docs/category/lost/'},
    };
    expect(() => moveCardDescriptions(routes)).toThrow(
      /category index \/docs\/category\/lost\/ is in no sidebar/,
    );
  });
});

describe("a doc card's description", () => {
  function Description() {
    return useCardDescription('guides/rag', '/docs/guides/rag/') ?? '(none)';
  }

  it('comes from the category index page it is on', () => {
    const page = createElement(CardDescriptionsProvider, {
      descriptions: {'guides/rag': 'Evaluate retrieval.'},
      children: createElement(Description),
    });
    expect(renderToString(page)).toBe('Evaluate retrieval.');
  });

  it('stops the build, naming the card, on any other page (a writer added <DocCardList />)', () => {
    expect(() => renderToString(createElement(Description))).toThrow(
      /doc card for "guides\/rag" \(\/docs\/guides\/rag\/\) is outside a category index page/,
    );
  });
});

describe('lean-docs-data: the global list of docs', () => {
  // The installed plugin's own global data builder, as for the routes above.
  const lib = path.dirname(require.resolve('@docusaurus/plugin-content-docs'));
  const {toGlobalDataVersion} = require(path.join(lib, 'globalData.js')) as {
    toGlobalDataVersion: (version: unknown) => GlobalPluginData['versions'][number];
  };
  const {createSidebarsUtils} = require(path.join(lib, 'sidebars/utils.js')) as {
    createSidebarsUtils: (sidebars: unknown) => unknown;
  };
  const globalData = (): GlobalPluginData => ({
    path: '/docs',
    breadcrumbs: true,
    versions: [
      toGlobalDataVersion({
        ...version,
        drafts: [],
        sidebarsUtils: createSidebarsUtils(version.sidebars),
      }),
    ],
  });

  it('keeps only the main doc when no navbar item reads the list and there is one version', () => {
    const whole = globalData();
    expect(whole.versions[0].docs.length).toBeGreaterThan(1);
    const [trimmed] = trimGlobalDocs(whole, undefined).versions;
    expect(trimmed.docs).toEqual([{id: 'intro', path: '/docs/intro/', sidebar: 'docs'}]);
    expect(trimmed.mainDocId).toBe('intro');
    expect(trimmed.sidebars).toEqual(whole.versions[0].sidebars);
  });

  it('keeps every doc when a navbar item marks itself active by the doc the visitor is on', () => {
    const item = navbarItemReadingEveryDoc([
      {
        type: 'dropdown',
        label: 'Docs',
        items: [{type: 'docSidebar', sidebarId: 'docs', label: 'Guides'}],
      },
    ]);
    expect(item).toBe('docSidebar "Guides"');
    expect(trimGlobalDocs(globalData(), item)).toEqual(globalData());
  });

  it('trims on this site, whose navbar has no item that reads the list', () => {
    expect(navbarItemReadingEveryDoc(navbarItems)).toBeUndefined();
  });

  it('keeps every doc when the site has a second docs version, whose banner links the same page', () => {
    const data = globalData();
    data.versions.push({...structuredClone(data.versions[0]), name: '1.0', isLast: false});
    expect(everyDocReader(data, undefined)).toBe('the banner of 2 docs versions');
    expect(trimGlobalDocs(data, undefined)).toEqual(data);
  });

  it('stops the build when the data is shaped differently (the plugin changed)', () => {
    const data = globalData();
    delete (data.versions[0] as {docs?: unknown}).docs;
    expect(() => trimGlobalDocs(data, undefined)).toThrow(/no versions\[\]\.docs list/);
    const lost = globalData();
    lost.versions[0].mainDocId = 'gone';
    expect(() => trimGlobalDocs(lost, undefined)).toThrow(/no main doc "gone"/);
  });
});

describe('lean-docs-data: one sidebar per docs layout route', () => {
  const redTeamIndex = {
    title: 'Red teaming',
    description: 'Attack your app.',
    slug: '/category/red-teaming',
    permalink: '/docs/category/red-teaming/',
    sidebar: 'redTeam',
    navigation: {},
  };
  const inSidebar = (id: string, sidebar: string | undefined) => ({
    ...doc(id, `About ${id}.`),
    sidebar,
  });
  /**
   * The general docs, a red-team sidebar in its own folder (with a page in no sidebar there) whose
   * index sits among the general indexes, and a red-team page at the version's path itself.
   */
  const twoSidebars = {
    ...version,
    docs: [
      ...version.docs,
      inSidebar('red-team/plugins', 'redTeam'),
      inSidebar('red-team/strategies', 'redTeam'),
      inSidebar('red-team/draft-notes', undefined),
      {...inSidebar('red-team/home', 'redTeam'), slug: '/', permalink: '/docs/'},
    ],
    sidebars: {
      ...version.sidebars,
      redTeam: [
        {
          type: 'category',
          label: 'Red teaming',
          collapsed: false,
          collapsible: true,
          link: {
            type: 'generated-index',
            permalink: redTeamIndex.permalink,
            slug: redTeamIndex.slug,
          },
          items: [
            {type: 'doc', id: 'red-team/home'},
            {type: 'doc', id: 'red-team/plugins'},
            {type: 'doc', id: 'red-team/strategies'},
          ],
        },
      ],
    },
    categoryGeneratedIndices: [...version.categoryGeneratedIndices, redTeamIndex],
  };
  const DOC_ROOT = '@theme/DocRoot';

  /** The split route tree, and what each data file it wrote holds. */
  async function split(loaded: object = twoSidebars) {
    const data = new Map<string, unknown>();
    const createData = async (name: string, content: string) => {
      data.set(name, JSON.parse(content));
      return name;
    };
    const routes = await sidebarPerLayout(await routesOf(loaded), DOC_ROOT, createData);
    const layouts = [...walk(routes)]
      .filter((route) => route.component === DOC_ROOT)
      .map((route) => ({
        path: route.path,
        exact: route.exact,
        sidebars: Object.keys(data.get(route.modules![LAYOUT_SIDEBARS_PROP] as string) as object),
        module: route.modules![LAYOUT_SIDEBARS_PROP],
        pages: route.routes!.map((page) => page.path).sort(),
      }));
    return {routes, layouts, data};
  }
  const layoutAt = <T extends {path: string}>(layouts: T[], path: string) =>
    layouts.find((layout) => layout.path === path);

  it("puts each sidebar's pages under a layout route of their own, with only that sidebar", async () => {
    const {layouts} = await split();
    expect(layoutAt(layouts, '/docs/red-team/')).toMatchObject({
      exact: false,
      sidebars: ['redTeam'],
      // The page in no sidebar goes where its folder's pages go.
      pages: [
        '/docs/red-team/draft-notes/',
        '/docs/red-team/plugins/',
        '/docs/red-team/strategies/',
      ],
    });
    // The red-team index shares its folder with a general index: an exact route of its own.
    expect(layoutAt(layouts, '/docs/category/red-teaming/')).toMatchObject({
      exact: true,
      sidebars: ['redTeam'],
      pages: ['/docs/category/red-teaming/'],
    });
    // The version's own path can hold one layout only: the page there stays in the main one,
    // which then carries its sidebar too.
    expect(layoutAt(layouts, '/docs')).toMatchObject({
      exact: false,
      sidebars: ['docs', 'redTeam'],
      pages: [
        '/docs/',
        '/docs/category/guides/',
        '/docs/guides/agents/',
        '/docs/guides/rag/',
        '/docs/intro/',
      ],
    });
    expect(layouts).toHaveLength(3);
  });

  it('writes each set of sidebars once, so the layouts that show it share one chunk', async () => {
    const {layouts, data} = await split();
    const redTeam = layouts.filter((layout) => layout.sidebars.join() === 'redTeam');
    expect(redTeam).toHaveLength(2);
    expect(new Set(redTeam.map((layout) => layout.module)).size).toBe(1);
    expect(JSON.stringify(data.get(redTeam[0]!.module as string))).toMatch(
      /"docId":"red-team\/plugins"/,
    );
  });

  it('sends every page URL to the layout that holds it, as the built site routes it', async () => {
    const {routes} = await split();
    // As Docusaurus finishes the tree (trailing slashes, sibling order), then matches it.
    const sorted = sortRoutes(
      routes.map((route) => applyRouteTrailingSlash(route, {trailingSlash: true, baseUrl: '/'})),
      '/',
    );
    const pages = [...walk(sorted)].filter((route) => !route.routes && route.exact);
    expect(pages.length).toBeGreaterThan(8);
    for (const page of pages) {
      const matched = matchRoutes(sorted as never, page.path).map(
        ({route}) => route as unknown as RouteConfig,
      );
      expect(matched.at(-1), page.path).toBe(page);
      const layout = matched.find((route) => route.component === DOC_ROOT);
      if (layout) expect(layout.routes, page.path).toContain(page);
    }
  });

  it('leaves no sidebar in the version metadata every docs page loads', async () => {
    const {routes} = await split();
    const versionRoute = find(routes, (route) => Boolean(route.props?.version))!;
    expect((versionRoute.props!.version as {docsSidebars: object}).docsSidebars).toEqual({});
  });

  it('keeps the main layout at the sidebar spread over the most folders', async () => {
    // Make the red-team sidebar the largest: it still lives in one folder, so it moves.
    const many = Array.from({length: 8}, (_, k) => inSidebar(`red-team/extra-${k}`, 'redTeam'));
    const {layouts} = await split({...twoSidebars, docs: [...twoSidebars.docs, ...many]});
    expect(layoutAt(layouts, '/docs')!.sidebars).toContain('docs');
    expect(layoutAt(layouts, '/docs/red-team/')!.pages).toHaveLength(11);
  });

  it('comes after the card descriptions, which are looked up in the sidebars it moves', async () => {
    const createData = async (name: string) => name;
    const routes = await sidebarPerLayout(
      moveCardDescriptions(await routesOf(twoSidebars)),
      DOC_ROOT,
      createData,
    );
    const index = find(routes, (route) => route.path === redTeamIndex.permalink && !route.routes);
    expect(index!.props!.cardDescriptions).toEqual({
      'red-team/home': 'About red-team/home.',
      'red-team/plugins': 'About red-team/plugins.',
      'red-team/strategies': 'About red-team/strategies.',
    });
  });

  it('stops the build when the routes are not shaped as the plugin builds them', async () => {
    const createData = async (name: string) => name;
    await expect(
      sidebarPerLayout(await routesOf(twoSidebars), '@theme/SomethingElse', createData),
    ).rejects.toThrow(/has no @theme\/SomethingElse route with doc pages under it/);
    const routes = await routesOf(twoSidebars);
    const page = find(routes, (route) => route.path === '/docs/intro/')!;
    page.sidebar = 'lost';
    await expect(sidebarPerLayout(routes, DOC_ROOT, createData)).rejects.toThrow(
      /\/docs\/intro\/ is in sidebar "lost", which version "current" does not have/,
    );
  });
});
