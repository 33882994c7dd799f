import type {RouteConfig} from '@docusaurus/types';
import type {
  PropSidebarItem,
  PropVersionDocs,
  PropVersionMetadata,
} from '@docusaurus/plugin-content-docs';
import {PLUGIN_NAME} from './pluginName';

/** Doc id → description, for the doc links a category index shows as cards. */
export type CardDescriptions = Record<string, string>;

/** The route prop that carries a category index's card descriptions to its page component. */
export const CARD_DESCRIPTIONS_PROP = 'cardDescriptions';

type CategoryIndexProps = {categoryGeneratedIndex: {permalink: string}};

/** Every route of a route tree, parents before their children. */
function* walk(routes: RouteConfig[]): Generator<RouteConfig> {
  for (const route of routes) {
    yield route;
    if (route.routes) yield* walk(route.routes);
  }
}

/** The direct doc links of the sidebar category whose generated index is at `permalink`. */
function categoryLinks(items: PropSidebarItem[], permalink: string): PropSidebarItem[] | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.href === permalink) return item.items;
    const found = categoryLinks(item.items, permalink);
    if (found) return found;
  }
  return undefined;
}

/**
 * Moves the docs' descriptions out of the version metadata, which every docs page loads, onto the
 * category index pages, the only pages that show them (on their cards).
 *
 * plugin-content-docs hands every docs page a map of all docs with their ids, titles,
 * descriptions and sidebars, only so that `DocCard` can describe a linked doc (`useDocById`).
 * This rewrites the route tree in place (and returns it): each category index route gets a
 * `cardDescriptions` prop for the docs its cards link to, and the map is left empty, since the
 * `src/theme/DocCard` wrapper hands the original card its description and no doc id to look up.
 * Throws when the tree is not shaped as plugin-content-docs 3.x builds it, so an upgrade that
 * changes it stops the build instead of silently showing cards without descriptions.
 */
export function moveCardDescriptions(routes: RouteConfig[]): RouteConfig[] {
  const all = [...walk(routes)];
  const versionRoutes = all.filter((route) => isVersionMetadata(route.props?.version));
  if (versionRoutes.length === 0) {
    throw new Error(
      `${PLUGIN_NAME}: no route carries the docs version metadata (props.version with docs and ` +
        'docsSidebars); plugin-content-docs builds its routes differently now. Re-check ' +
        'plugins/lean-docs-data/README.md against the installed plugin.',
    );
  }
  for (const versionRoute of versionRoutes) {
    const version = versionRoute.props!.version as PropVersionMetadata;
    const descriptions = (docIds: string[]): CardDescriptions =>
      Object.fromEntries(
        docIds.flatMap((id) => {
          const description = version.docs[id]?.description;
          return description ? [[id, description]] : [];
        }),
      );
    for (const route of walk(versionRoute.routes ?? [])) {
      const props = route.props as CategoryIndexProps | undefined;
      if (!props?.categoryGeneratedIndex) continue;
      const {permalink} = props.categoryGeneratedIndex;
      // The page lists the category of its own sidebar (the route's), so that one is looked in first.
      const sidebars = Object.entries(version.docsSidebars)
        .sort(([a], [b]) => Number(b === route.sidebar) - Number(a === route.sidebar))
        .map(([, sidebar]) => sidebar);
      const items = sidebars.map((sidebar) => categoryLinks(sidebar, permalink)).find(Boolean);
      if (!items) {
        throw new Error(
          `${PLUGIN_NAME}: the category index ${permalink} is in no sidebar of version ` +
            `"${version.version}", so its cards' descriptions cannot be found.`,
        );
      }
      const docIds = items.flatMap((item) =>
        item.type === 'link' && item.docId ? [item.docId] : [],
      );
      route.props = {...route.props, [CARD_DESCRIPTIONS_PROP]: descriptions(docIds)};
    }
    const docs: PropVersionDocs = {};
    versionRoute.props = {...versionRoute.props, version: {...version, docs}};
  }
  return routes;
}

function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const {docs, docsSidebars} = value as Partial<PropVersionMetadata>;
  return typeof docs === 'object' && docs !== null && typeof docsSidebars === 'object';
}
