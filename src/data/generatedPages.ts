/**
 * Titles and descriptions of the pages Docusaurus generates rather than a writer: the list,
 * archive, author and tag pages of the two blogs (the blog at /blog/ and the release notes at
 * /releases/, each a plugin-content-blog instance) and the docs' tag list. Docusaurus gives the
 * same kind of page the same title in every instance ("Archive", "Authors", "Tags"), so each page
 * here names its section. docusaurus.config.ts reads the blogs' own titles from here, and the
 * wrappers and ejects in src/theme/ (through src/utils/generatedPageMetadata.ts) the rest.
 */

/** What a page's `<title>` (before " | Crucible") and meta description say. */
export type PageText = {title: string; description: string};

export type Blog = {
  /** The plugin instance's id: `default` is preset-classic's blog. */
  pluginId: string;
  /** The list page (`blogTitle` and `blogDescription`). */
  list: PageText;
  /** What one entry is called, for author pages: "post", "posts". */
  entry: {one: string; other: string};
  /** Where an author's entries appear, completing "has written 3 posts …". */
  authorPlace: string;
  archive: PageText;
  authors: PageText;
  /** The tag list page, for a blog whose posts take tags. */
  tags?: PageText;
};

export const BLOG: Blog = {
  pluginId: 'default',
  list: {
    title: 'Crucible blog',
    description: 'Red teaming, evaluation and AI security, from the team that builds Crucible.',
  },
  entry: {one: 'post', other: 'posts'},
  authorPlace: 'on the Crucible blog',
  archive: {
    title: 'Blog archive',
    description: 'Every post on the Crucible blog, newest year first, by title and date.',
  },
  authors: {
    title: 'Blog authors',
    description:
      'The people who write the Crucible blog, with their roles and the posts each has written.',
  },
  tags: {
    title: 'Blog tags',
    description:
      'The topics of the Crucible blog, such as red teaming or MCP, each with its posts.',
  },
};

export const RELEASE_NOTES: Blog = {
  pluginId: 'releases',
  list: {
    title: 'Release notes',
    description: 'What changed in each monthly release of Crucible, and how to upgrade.',
  },
  entry: {one: 'release note', other: 'release notes'},
  authorPlace: 'for Crucible',
  archive: {
    title: 'Release notes archive',
    description: 'Every Crucible release note, newest year first, by version and release date.',
  },
  authors: {
    title: 'Release note authors',
    description:
      'The people who write the Crucible release notes, with their roles and the notes each wrote.',
  },
};

export const BLOGS: readonly Blog[] = [BLOG, RELEASE_NOTES];

/** The docs' list of tags at /docs/tags/ (a tag's own page takes its description from tags.yml). */
export const DOCS_TAGS: PageText = {
  title: 'Docs tags',
  description:
    'Topics across the Crucible documentation, such as red team or releases, each with its pages.',
};
