/**
 * The shape of a search record: what the browser client answers DocSearch's requests with. It is
 * DocSearch's record shape, so the modal and the search page render local hits exactly as they
 * would render hosted ones.
 */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<HierarchyLevel, string | null>;

export type SearchRecord = {
  /** The page's path with the section's anchor, after the client's origin (none in the browser). */
  url: string;
  hierarchy: Hierarchy;
  /** `lvlN` for a record that stands for a heading, `content` for one that stands for text. */
  type: HierarchyLevel | 'content';
  /** A short excerpt of the section, shown as the hit's snippet. */
  content: string | null;
  /** Facets for contextual search, read from the page's docsearch meta tags. */
  docusaurus_tag: string;
  language: string;
};

export const HIERARCHY_LEVELS: HierarchyLevel[] = [
  'lvl0',
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
];
