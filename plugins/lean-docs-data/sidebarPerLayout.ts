import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {PLUGIN_NAME} from './pluginName';

/** The route prop that carries a docs layout route's sidebars to `DocRoot` (src/theme/DocRoot). */
export const LAYOUT_SIDEBARS_PROP = 'layoutSidebars';

type Sidebars = PropVersionMetadata['docsSidebars'];

/** The first segment of `path` below the version's path: `red-team` for `/docs/red-team/x/`. */
function firstSegment(path: string, versionPath: string): string {
  return path.slice(versionPath.length).replace(/^\/+/, '').split('/')[0] ?? '';
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);

/**
 * Splits each docs version's layout route (`DocRoot`, the parent of every doc page) into one route
 * per sidebar, each carrying only its own sidebar, and leaves the version metadata without any.
 *
 * plugin-content-docs gives every docs page the version's metadata with *all* its sidebars, so a
 * page of the red-team docs loads the general docs' sidebar too. Here the doc pages of a sidebar
 * that is not the version's main one (the sidebar with the most pages) move under a layout route
 * at their shared URL folder (`/docs/red-team/`) when every page in that folder is in that
 * sidebar, or under an exact layout route of their own otherwise; the main sidebar's pages, and
 * pages in no sidebar, stay under the version's path. Each layout route gets its sidebars as the
 * `layoutSidebars` prop. Docusaurus orders sibling routes so that a path containing another comes
 * first, and React Router renders the first route that matches, so `/docs/red-team/` is tried
 * before `/docs/`. URLs do not change. Rewrites the route tree in place (and returns it); throws
 * when it is not shaped as plugin-content-docs 3.x builds it.
 */
export function sidebarPerLayout(routes: RouteConfig[], docRootComponent: string): RouteConfig[] {
  const versionRoutes = walkRoutes(routes).filter((route) => isVersion(route.props?.version));
  for (const versionRoute of versionRoutes) {
    const version = versionRoute.props!.version as PropVersionMetadata;
    const children = versionRoute.routes ?? [];
    const layoutIndex = children.findIndex((route) => route.component === docRootComponent);
    if (layoutIndex === -1 || !children[layoutIndex]!.routes) {
      throw new Error(
        `${PLUGIN_NAME}: the docs version at ${versionRoute.path} has no ${docRootComponent} ` +
          'route with doc pages under it; plugin-content-docs builds its routes differently now.',
      );
    }
    const layout = children[layoutIndex]!;
    const pages = layout.routes!;
    const sidebars: Sidebars = version.docsSidebars;
    const sidebarOf = (page: RouteConfig) => page.sidebar as string | undefined;
    for (const page of pages) {
      const sidebar = sidebarOf(page);
      if (sidebar && !sidebars[sidebar]) {
        throw new Error(
          `${PLUGIN_NAME}: ${page.path} is in sidebar "${sidebar}", which version ` +
            `"${version.version}" does not have.`,
        );
      }
    }
    const pageCount = new Map<string, number>();
    for (const sidebar of pages.map(sidebarOf)) {
      if (sidebar) pageCount.set(sidebar, (pageCount.get(sidebar) ?? 0) + 1);
    }
    const mainSidebar = [...pageCount].sort((a, b) => b[1] - a[1])[0]?.[0];
    // Which sidebars each URL folder's pages are in.
    const folderSidebars = new Map<string, Set<string | undefined>>();
    for (const page of pages) {
      const folder = firstSegment(page.path, layout.path);
      if (!folderSidebars.has(folder)) folderSidebars.set(folder, new Set());
      folderSidebars.get(folder)!.add(sidebarOf(page));
    }
    const groups = new Map<
      string,
      {path: string; exact: boolean; sidebar: string; pages: RouteConfig[]}
    >();
    const mainPages: RouteConfig[] = [];
    for (const page of pages) {
      const sidebar = sidebarOf(page);
      if (!sidebar || sidebar === mainSidebar) {
        mainPages.push(page);
        continue;
      }
      const folder = firstSegment(page.path, layout.path);
      const wholeFolder = folder !== '' && folderSidebars.get(folder)!.size === 1;
      const path = wholeFolder ? withSlash(`${withSlash(layout.path)}${folder}`) : page.path;
      const group = groups.get(path) ?? {path, exact: !wholeFolder, sidebar, pages: []};
      group.pages.push(page);
      groups.set(path, group);
    }
    const layoutRoute = (
      path: string,
      exact: boolean,
      routePages: RouteConfig[],
      sidebar: string | undefined,
    ): RouteConfig => ({
      ...layout,
      path,
      exact,
      routes: routePages,
      props: {
        ...layout.props,
        [LAYOUT_SIDEBARS_PROP]: sidebar ? {[sidebar]: sidebars[sidebar]} : {},
      },
    });
    const layouts = [
      ...[...groups.values()].map((group) =>
        layoutRoute(group.path, group.exact, group.pages, group.sidebar),
      ),
      layoutRoute(layout.path, false, mainPages, mainSidebar),
    ];
    versionRoute.routes = [
      ...children.slice(0, layoutIndex),
      ...layouts,
      ...children.slice(layoutIndex + 1),
    ];
    versionRoute.props = {...versionRoute.props, version: {...version, docsSidebars: {}}};
  }
  return routes;
}

function walkRoutes(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((route) => [route, ...walkRoutes(route.routes ?? [])]);
}

function isVersion(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value;
}
