import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {PLUGIN_NAME} from './pluginName';

/** The route module that carries a docs layout route's sidebars to `DocRoot` (src/theme/DocRoot). */
export const LAYOUT_SIDEBARS_PROP = 'layoutSidebars';

type Sidebars = PropVersionMetadata['docsSidebars'];

/** Writes a data file of the plugin and returns its module path (Docusaurus's `createData`). */
export type CreateData = (name: string, data: string) => Promise<string>;

/** The first segment of `path` below the version's path: `red-team` for `/docs/red-team/x/`. */
function folderOf(path: string, versionPath: string): string {
  return path.slice(versionPath.length).replace(/^\/+/, '').split('/')[0] ?? '';
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const sidebarOf = (page: RouteConfig) => page.sidebar as string | undefined;

type Layout = {path: string; exact: boolean; sidebars: Set<string>; pages: RouteConfig[]};

/**
 * Which layout route each doc page of a version goes under. The main sidebar is the one whose
 * pages spread over the most URL folders (then the one with the most pages): its pages, pages in
 * no sidebar, and pages at the version's path itself stay under the version's path. Another
 * sidebar's pages go under a layout at their folder when no other sidebar has pages there
 * (`/docs/red-team/`), or under an exact layout of their own (`/docs/category/red-teaming/`,
 * among the general docs' category indexes).
 */
export function planLayouts(pages: RouteConfig[], versionPath: string): Layout[] {
  const folders = new Map<string, Set<string>>();
  const sidebarFolders = new Map<string, Set<string>>();
  const pageCount = new Map<string, number>();
  for (const page of pages) {
    const sidebar = sidebarOf(page);
    if (!sidebar) continue;
    const folder = folderOf(page.path, versionPath);
    if (!folders.has(folder)) folders.set(folder, new Set());
    folders.get(folder)!.add(sidebar);
    if (!sidebarFolders.has(sidebar)) sidebarFolders.set(sidebar, new Set());
    // The version's own path is not a folder a layout could take.
    if (folder !== '') sidebarFolders.get(sidebar)!.add(folder);
    pageCount.set(sidebar, (pageCount.get(sidebar) ?? 0) + 1);
  }
  const [mainSidebar] = [...pageCount.keys()].sort(
    (a, b) =>
      sidebarFolders.get(b)!.size - sidebarFolders.get(a)!.size ||
      pageCount.get(b)! - pageCount.get(a)!,
  );
  const main: Layout = {path: versionPath, exact: false, sidebars: new Set(), pages: []};
  const others = new Map<string, Layout>();
  for (const page of pages) {
    const sidebar = sidebarOf(page);
    const folder = folderOf(page.path, versionPath);
    const owner = folders.get(folder)?.size === 1 ? [...folders.get(folder)!][0] : undefined;
    // A page in no sidebar shows none under any layout: it goes where its folder's pages go.
    const placed = sidebar ?? owner;
    if (!placed || placed === mainSidebar || folder === '') {
      main.pages.push(page);
      if (sidebar) main.sidebars.add(sidebar);
      continue;
    }
    const path = owner === placed ? withSlash(`${withSlash(versionPath)}${folder}`) : page.path;
    const layout = others.get(path) ?? {
      path,
      exact: owner !== placed,
      sidebars: new Set(),
      pages: [],
    };
    layout.pages.push(page);
    if (sidebar) layout.sidebars.add(sidebar);
    others.set(path, layout);
  }
  return [...others.values(), main];
}

/**
 * Splits each docs version's layout route (`DocRoot`, the parent of every doc page) into one
 * layout route per sidebar (planLayouts), each with only its own sidebars as the `layoutSidebars`
 * module, and leaves the version metadata, which every docs page loads, without any sidebar.
 *
 * plugin-content-docs gives every docs page all of its version's sidebars, so a red-team page
 * loaded the general docs' sidebar too. Each sidebar is written once (`createData`), so the
 * layouts that show it share one chunk. Docusaurus orders sibling routes so that a path containing
 * another comes first, and React Router renders the first route that matches, so
 * `/docs/red-team/` is tried before `/docs/`: URLs do not change. Rewrites the route tree in place
 * (and returns it); throws when it is not shaped as plugin-content-docs 3.x builds it.
 */
export async function sidebarPerLayout(
  routes: RouteConfig[],
  docRootComponent: string,
  createData: CreateData,
): Promise<RouteConfig[]> {
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
    const sidebars: Sidebars = version.docsSidebars;
    for (const page of layout.routes!) {
      const sidebar = sidebarOf(page);
      if (sidebar && !sidebars[sidebar]) {
        throw new Error(
          `${PLUGIN_NAME}: ${page.path} is in sidebar "${sidebar}", which version ` +
            `"${version.version}" does not have.`,
        );
      }
    }
    const modules = new Map<string, Promise<string>>();
    const sidebarsModule = (names: string[]) => {
      const key = names.sort().join('+');
      if (!modules.has(key)) {
        const fileName = `layout-sidebars-${version.version}-${key || 'none'}.json`;
        const content = Object.fromEntries(names.map((name) => [name, sidebars[name]]));
        modules.set(key, createData(fileName.replace(/[^\w.+-]/g, '_'), JSON.stringify(content)));
      }
      return modules.get(key)!;
    };
    const layouts = await Promise.all(
      planLayouts(layout.routes!, layout.path).map(
        async ({path, exact, sidebars: names, pages}): Promise<RouteConfig> => ({
          ...layout,
          path,
          exact,
          routes: pages,
          modules: {...layout.modules, [LAYOUT_SIDEBARS_PROP]: await sidebarsModule([...names])},
        }),
      ),
    );
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
