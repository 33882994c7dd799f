import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

const PLUGIN = 'lean-docs-data';

/**
 * Navbar item types whose components read the docs plugin's list of every doc (its global data):
 * `doc` looks its doc up by id (`useLayoutDoc`), and all three ask which doc the visitor is on
 * (`useActiveDocContext`) to mark themselves active or to link the same doc in another version.
 */
export const NAVBAR_TYPES_READING_EVERY_DOC = ['doc', 'docSidebar', 'docsVersionDropdown'] as const;

/** The first navbar item, dropdowns included, whose component reads the list of every doc. */
export function navbarItemReadingEveryDoc(items: unknown): string | undefined {
  if (!Array.isArray(items)) return undefined;
  for (const item of items as {type?: string; label?: string; items?: unknown}[]) {
    if ((NAVBAR_TYPES_READING_EVERY_DOC as readonly (string | undefined)[]).includes(item.type)) {
      return `${item.type} "${item.label ?? ''}"`;
    }
    const nested = navbarItemReadingEveryDoc(item.items);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The docs plugin's global data with each version's list of docs cut to its main doc.
 *
 * Docusaurus puts global data in the entry bundle, so every page of the site, blog and home
 * included, downloads the id, path and sidebar of every doc: 4.6 KiB of `main.js` (gzip) at 320 docs,
 * growing with each one. Besides navbar items (NAVBAR_TYPES_READING_EVERY_DOC), its only readers link a
 * version's main doc (`mainDocId`: the version banner, the `docsVersion` navbar item), so that
 * one is kept. `docsNavbarItem` names the first navbar item that reads the whole list, if the
 * site has one, and then the data is returned whole. Throws when the data is not shaped as
 * plugin-content-docs 3.x makes it, so an upgrade that changes it stops the build.
 */
export function trimGlobalDocs(
  data: GlobalPluginData,
  docsNavbarItem: string | undefined,
): GlobalPluginData {
  if (!Array.isArray(data?.versions) || data.versions.some((v) => !Array.isArray(v.docs))) {
    throw new Error(
      `${PLUGIN}: the docs plugin's global data has no versions[].docs list; ` +
        'plugin-content-docs shapes it differently now. Re-check plugins/lean-docs-data/README.md.',
    );
  }
  if (docsNavbarItem) return data;
  return {
    ...data,
    versions: data.versions.map((version) => {
      const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
      if (!mainDoc) {
        throw new Error(
          `${PLUGIN}: version "${version.name}" has no main doc "${version.mainDocId}" ` +
            'among its docs; plugin-content-docs shapes its global data differently now.',
        );
      }
      return {...version, docs: [mainDoc]};
    }),
  };
}
