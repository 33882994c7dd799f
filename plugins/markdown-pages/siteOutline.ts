/**
 * The docs as their sidebars order them, read from the docs plugin's processed sidebars: what
 * llms.txt and llms-full.txt list, in that order, and the cards of each category's generated
 * index page.
 */
import type {IndexCard} from './renderPage';

/** A doc as the sidebars need it. */
export type OutlineDoc = {
  id: string;
  permalink: string;
  title: string;
  description?: string;
  sidebarLabel?: string;
  unlisted: boolean;
};

/** The processed sidebar items of the docs plugin (its `Sidebars` type, as far as read here). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string; description?: string}
  | {type: 'html'}
  | {
      type: 'category';
      label: string;
      description?: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    };

export type OutlineItem =
  | {type: 'page'; permalink: string}
  | {type: 'category'; label: string; permalink?: string; items: OutlineItem[]};

export function outlineOf(
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, OutlineDoc>,
): OutlineItem[] {
  return items.flatMap((item): OutlineItem[] => {
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = docs.get(item.id);
        return doc && item.type === 'doc' ? [{type: 'page', permalink: doc.permalink}] : [];
      }
      case 'category':
        return [
          {
            type: 'category',
            label: item.label,
            permalink: categoryLink(item, docs),
            items: outlineOf(item.items, docs),
          },
        ];
      default:
        return [];
    }
  });
}

function categoryLink(
  item: Extract<SidebarItem, {type: 'category'}>,
  docs: ReadonlyMap<string, OutlineDoc>,
): string | undefined {
  if (item.link?.type === 'doc') return docs.get(item.link.id)?.permalink;
  return item.link?.permalink;
}

/** Every page an outline names, in order: a category's own page before its items. */
export function pagesInOrder(outline: readonly OutlineItem[]): string[] {
  return outline.flatMap((item) =>
    item.type === 'page'
      ? [item.permalink]
      : [...(item.permalink ? [item.permalink] : []), ...pagesInOrder(item.items)],
  );
}

/** The first page a category leads to: its own, else its first item's (as DocCard links it). */
function firstLink(item: SidebarItem, docs: ReadonlyMap<string, OutlineDoc>): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type === 'doc') return docs.get(item.id)?.permalink;
  if (item.type !== 'category') return undefined;
  return (
    categoryLink(item, docs) ??
    item.items.map((child) => firstLink(child, docs)).find((link) => link !== undefined)
  );
}

/**
 * The cards of a category's generated index page, as theme-classic's DocCard shows them: a doc
 * by its sidebar label and description, a category by its label and its description or item
 * count, a link by its label. `itemsPlural` words the count as the theme does ("3 items").
 */
export function indexCards(
  items: readonly SidebarItem[],
  docs: ReadonlyMap<string, OutlineDoc>,
  itemsPlural: (count: number) => string,
): IndexCard[] {
  return items.flatMap((item): IndexCard[] => {
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      if (!doc || doc.unlisted) return [];
      const label = item.label ?? doc.sidebarLabel ?? doc.title;
      return [{label, permalink: doc.permalink, description: doc.description}];
    }
    if (item.type === 'link') {
      return [{label: item.label, permalink: item.href, description: item.description}];
    }
    if (item.type === 'category') {
      const permalink = firstLink(item, docs);
      if (!permalink) return [];
      return [
        {
          label: item.label,
          permalink,
          description: item.description ?? itemsPlural(item.items.length),
        },
      ];
    }
    return [];
  });
}

/** The generated index pages of a sidebar, each with the items its cards show. */
export function generatedIndexes(
  items: readonly SidebarItem[],
): {permalink: string; items: SidebarItem[]}[] {
  return items.flatMap((item) => {
    if (item.type !== 'category') return [];
    const own =
      item.link?.type === 'generated-index'
        ? [{permalink: item.link.permalink, items: item.items}]
        : [];
    return [...own, ...generatedIndexes(item.items)];
  });
}
