import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {PLUGIN_NAME} from './pluginName';

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
 * Why the docs plugin's global data must keep every doc on this site, if it must: a navbar item
 * that reads the list, or a second docs version, whose banner links the page the visitor is on
 * in the latest version (`useDocVersionSuggestions` looks it up in the list). Undefined when
 * nothing reads more than each version's main doc.
 */
export function everyDocReader(
  data: GlobalPluginData,
  docsNavbarItem: string | undefined,
): string | undefined {
  if (docsNavbarItem) return `the navbar item ${docsNavbarItem}`;
  if (data.versions.length > 1) return `the banner of ${data.versions.length} docs versions`;
  return undefined;
}

/**
 * The docs plugin's global data with each version's list of docs cut to its main doc, unless
 * `everyDocReader` names something that reads the whole list (then the data is returned whole).
 *
 * Docusaurus puts global data in the entry bundle, so every page of the site, blog and home
 * included, downloads the id, path and sidebar of every doc: 4.6 KiB of `main.js` (gzip) at 320
 * docs, growing with each one. Besides those readers, the list is read only for a version's main
 * doc (`mainDocId`: the `docsVersion` navbar item, the version banner's fallback), so that one is
 * kept. Throws when the data is not shaped as plugin-content-docs 3.x makes it, so an upgrade
 * that changes it stops the build.
 */
export function trimGlobalDocs(
  data: GlobalPluginData,
  docsNavbarItem: string | undefined,
): GlobalPluginData {
  if (!Array.isArray(data?.versions) || data.versions.some((v) => !Array.isArray(v.docs))) {
    throw new Error(
      `${PLUGIN_NAME}: the docs plugin's global data has no versions[].docs list; ` +
        'plugin-content-docs shapes it differently now. Re-check plugins/lean-docs-data/README.md.',
    );
  }
  if (everyDocReader(data, docsNavbarItem)) return data;
  return {
    ...data,
    versions: data.versions.map((version) => {
      const mainDoc = version.docs.find((doc) => doc.id === version.mainDocId);
      if (!mainDoc) {
        throw new Error(
          `${PLUGIN_NAME}: version "${version.name}" has no main doc "${version.mainDocId}" ` +
            'among its docs; plugin-content-docs shapes its global data differently now.',
        );
      }
      return {...version, docs: [mainDoc]};
    }),
  };
}
