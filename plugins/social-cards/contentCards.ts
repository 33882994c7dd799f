import {joinNames, postDate, sectionName, type Card} from './card';

/** The part of the docs plugin's content the cards read (plugin-content-docs `LoadedContent`). */
export type DocsContent = {
  loadedVersions: {
    tagsPath: string;
    docs: {id: string; title: string; description: string; permalink: string; sidebar?: string}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};

/** A sidebar item as the docs plugin resolves it; only docs and categories name a section. */
export type SidebarItem =
  | {type: 'doc'; id: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?:
        | {type: 'doc'; id: string}
        | {type: 'generated-index'; permalink: string; title?: string; description?: string};
    }
  | {type: 'ref' | 'link' | 'html'};

/** The part of a blog plugin's content the cards read (plugin-content-blog `BlogContent`). */
export type BlogContent = {
  blogPosts: {
    metadata: {
      title: string;
      description: string;
      permalink: string;
      date: Date | string;
      authors: {name?: string}[];
    };
  }[];
};

/** The words the cards use for the site's sections. */
export type SectionNames = {
  /** Every docs page: "Docs". */
  docs: string;
  /** Docs sidebars by id; the general sidebar is left unnamed (`Docs`, not `Docs · Documentation`). */
  sidebars: Record<string, string>;
  generalSidebar: string;
  /** Blog instances by plugin id: "Blog", "Release notes". */
  blogs: Record<string, string>;
};

/**
 * Routes whose card comes from the content plugins, which know more than a page's HTML: a doc's
 * sidebar and category, a post's authors and date. Each builder takes `toRoute`, which puts a
 * permalink in the form of the site's routes (with the trailing slash the site's config adds).
 */
export type ContentCards = {
  cards: Map<string, Card>;
  /**
   * List pages of a section (a blog's pages, tags, authors and archive; the docs' tags) share
   * one card: that of the section's first page, named after the section.
   */
  sharedCards: {prefix: string; owner: string; section: string}[];
};

/** The cards of every doc and generated category index, by route. */
export function docsCards(
  content: DocsContent,
  names: SectionNames,
  toRoute: (permalink: string) => string,
): ContentCards {
  const cards = new Map<string, Card>();
  const sharedCards: ContentCards['sharedCards'] = [];
  for (const version of content.loadedVersions) {
    const {docTrails, indices} = readSidebars(version.sidebars);
    const section = (sidebar: string | undefined, trail: readonly string[], title: string) =>
      sectionName(
        [
          names.docs,
          sidebar && sidebar !== names.generalSidebar ? names.sidebars[sidebar] : undefined,
          trail[0],
        ],
        title,
      );
    for (const doc of version.docs) {
      cards.set(toRoute(doc.permalink), {
        section: section(doc.sidebar, docTrails.get(doc.id) ?? [], doc.title),
        title: doc.title,
        description: doc.description,
      });
    }
    for (const index of indices) {
      cards.set(toRoute(index.permalink), {
        section: section(index.sidebar, index.trail, index.title),
        title: index.title,
        description: index.description,
      });
    }
    const tags = toRoute(version.tagsPath);
    sharedCards.push({prefix: tags, owner: tags, section: names.docs});
  }
  return {cards, sharedCards};
}

/** A category's generated index page, as its sidebar declares it. */
type GeneratedIndex = {
  permalink: string;
  title: string;
  description?: string;
  sidebar: string;
  trail: string[];
};

/**
 * What the sidebars say about each page: the categories above every doc, outermost first (doc id
 * → ["Red teaming", "Plugins"]), and the generated category indexes, which exist only in the
 * sidebars. A category's own page (its linked doc or generated index) sits inside the category.
 */
export function readSidebars(sidebars: Record<string, SidebarItem[]>): {
  docTrails: Map<string, string[]>;
  indices: GeneratedIndex[];
} {
  const docTrails = new Map<string, string[]>();
  const indices: GeneratedIndex[] = [];
  const walk = (sidebar: string, items: SidebarItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'doc') {
        if (!docTrails.has(item.id)) docTrails.set(item.id, trail);
      } else if (item.type === 'category') {
        const inner = [...trail, item.label];
        const {link} = item;
        if (link?.type === 'doc') docTrails.set(link.id, inner);
        if (link?.type === 'generated-index') {
          indices.push({
            permalink: link.permalink,
            // A generated index is titled after its category unless its link says otherwise.
            title: link.title ?? item.label,
            description: link.description,
            sidebar,
            trail: inner,
          });
        }
        walk(sidebar, item.items, inner);
      }
    }
  };
  for (const [sidebar, items] of Object.entries(sidebars)) walk(sidebar, items, []);
  return {docTrails, indices};
}

/** The cards of a blog's posts, by permalink, and its lists' shared card. */
export function blogCards(
  content: BlogContent,
  section: string,
  basePath: string,
  toRoute: (permalink: string) => string,
): ContentCards {
  const cards = new Map<string, Card>();
  for (const {metadata: post} of content.blogPosts) {
    const authors = post.authors.map((author) => author.name).filter((name) => name !== undefined);
    cards.set(toRoute(post.permalink), {
      section,
      title: post.title,
      description: post.description,
      authors: joinNames(authors) || undefined,
      date: postDate(post.date),
    });
  }
  return {cards, sharedCards: [{prefix: basePath, owner: basePath, section}]};
}

/** The cards of several plugins as one. */
export function mergeContentCards(parts: readonly ContentCards[]): ContentCards {
  return {
    cards: new Map(parts.flatMap((part) => [...part.cards])),
    sharedCards: parts.flatMap((part) => part.sharedCards),
  };
}
