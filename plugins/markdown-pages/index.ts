import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {aliasedSitePath} from '@docusaurus/utils';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {DOCS_SIDEBAR_TITLES} from '../../src/data/docsSidebars';
import {BLOG, RELEASE_NOTES} from '../../src/data/generatedPages';
import {MARKDOWN_COMPONENTS} from './components';
import {rewriteUrl, type LinkTargets} from './links';
import {renderLlmsFull, renderLlmsTxt, type ListedPage} from './llmsTxt';
import {markdownFile, markdownUrl} from './markdownUrl';
import {LLMS_FULL_PATH, LLMS_TXT_PATH, LOCAL_FILES_DIR, llmsSidebarPath} from './publishedFiles';
import {renderPage, type MarkdownPage} from './renderPage';
import type {ResolveOptions} from './resolveMdx';
import {MarkdownSourceError} from './sourceError';
import {
  generatedIndexes,
  indexCards,
  outlineOf,
  pagesInOrder,
  type OutlineDoc,
  type OutlineItem,
  type SidebarItem,
} from './siteOutline';

/** The docs whose pages llms.txt points at for writing a config. */
const CONFIG_REFERENCE_DOC = 'configuration/reference';
const CLI_REFERENCE_DOC = 'usage/command-line';
/** The config's JSON Schema, in static/: served at the site's root. */
const CONFIG_SCHEMA_FILE = 'config-schema.json';

/** The parts of the docs plugin's content read here (plugin-content-docs `LoadedContent`). */
type DocsContent = {
  loadedVersions: {
    docs: {
      id: string;
      title: string;
      description: string;
      permalink: string;
      source: string;
      sidebar?: string;
      unlisted: boolean;
      frontMatter: {sidebar_label?: string};
    }[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
};

/** The parts of a blog plugin's content read here (plugin-content-blog `BlogContent`). */
type BlogContent = {
  blogPosts: {
    metadata: {
      title: string;
      description: string;
      permalink: string;
      source: string;
      date: Date | string;
      unlisted: boolean;
      authors: {name?: string}[];
    };
  }[];
};

/** The blogs by plugin id, with the title llms.txt gives their section. */
const BLOGS = {
  [BLOG.pluginId]: BLOG.list.title,
  [RELEASE_NOTES.pluginId]: RELEASE_NOTES.list.title,
};

const itemsPlural = (count: number) => (count === 1 ? '1 item' : `${count} items`);

const kib = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`;

/**
 * Markdown for agents and for readers who paste docs into a chat: after the build, every docs
 * page, generated category index, blog post and release note gets a Markdown copy at its URL plus
 * `.md` (./markdownUrl.ts), read from the same source as its HTML; then llms.txt maps them by
 * sidebar and llms-full.txt (and a file per sidebar) holds the docs in full. See README.md.
 */
export default function markdownPagesPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const toRoute = (permalink: string) => applyTrailingSlash(permalink, siteConfig);

  return {
    name: 'markdown-pages',
    async postBuild({outDir, plugins}) {
      const started = performance.now();
      const contentPlugins = plugins.filter((plugin) =>
        ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-blog'].includes(plugin.name),
      );
      // Relative Markdown links resolve within these folders, as the content plugins resolve them.
      const contentDirs = contentPlugins.map((plugin) =>
        path.resolve(siteDir, (plugin.options as unknown as {path: string}).path),
      );
      const docsContent = contentPlugins.find(
        (plugin) => plugin.name === 'docusaurus-plugin-content-docs',
      )?.content as DocsContent | undefined;
      const blogContents = Object.fromEntries(
        contentPlugins
          .filter((plugin) => plugin.name === 'docusaurus-plugin-content-blog')
          .map((plugin) => [plugin.options.id ?? 'default', plugin.content as BlogContent]),
      );
      const fromSite = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
      const {pages, sections, otherDocs, blogs} = collectPages(
        docsContent,
        blogContents,
        toRoute,
        fromSite,
      );

      const localFiles = new Map<string, string>();
      const targets: LinkTargets = {
        siteUrl,
        siteDir,
        sourceToPermalink: new Map(
          pages.flatMap((page) =>
            page.kind === 'category-index'
              ? []
              : [[aliasedSitePath(page.source, siteDir), page.permalink] as const],
          ),
        ),
        contentDirs,
        markdownPages: new Set(pages.map((page) => page.permalink)),
        localFile: (file) => {
          const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
          const {name, ext} = path.parse(file);
          const published = `${LOCAL_FILES_DIR}/${name}-${hash}${ext}`;
          localFiles.set(file, published);
          return `${siteUrl}/${published}`;
        },
      };
      const jiti = createJiti(path.join(siteDir, 'docusaurus.config.ts'), {
        alias: {'@site': siteDir},
        interopDefault: false,
      });
      const options: ResolveOptions = {
        siteDir,
        syntax: siteConfig.markdown,
        components: MARKDOWN_COMPONENTS,
        loadModule: (file) => jiti(file) as Record<string, unknown>,
        rewriteUrl: (url, file) => rewriteUrl(url, file, targets),
      };

      const markdown = new Map<string, string>();
      const problems: string[] = [];
      for (const page of pages) {
        try {
          markdown.set(page.permalink, await renderPage(page, options));
        } catch (error) {
          // Every page a writer must fix is listed at once; anything else is a bug here.
          if (!(error instanceof MarkdownSourceError)) throw error;
          problems.push(error.message);
        }
      }
      if (problems.length > 0) {
        throw new Error(
          `[markdown-pages] ${problems.length} page(s) have no Markdown copy:\n${problems.map((p) => `  ${p}`).join('\n')}`,
        );
      }

      await Promise.all([
        ...[...markdown].map(async ([permalink, text]) => {
          const file = path.join(outDir, markdownFile(permalink));
          await fs.mkdir(path.dirname(file), {recursive: true});
          await fs.writeFile(file, text);
        }),
        ...[...localFiles].map(async ([source, published]) => {
          await fs.mkdir(path.join(outDir, LOCAL_FILES_DIR), {recursive: true});
          await fs.copyFile(source, path.join(outDir, published));
        }),
      ]);

      const absolute = (permalink: string) => `${siteUrl}${markdownUrl(permalink)}`;
      const fullText = (title: string, about: string, permalinks: string[]) =>
        renderLlmsFull({
          title,
          about,
          pages: permalinks.flatMap((permalink) => {
            const page = pages.find((candidate) => candidate.permalink === permalink);
            // Category indexes only list the pages that follow them.
            if (!page || page.kind === 'category-index' || page.unlisted) return [];
            return [{url: absolute(permalink), markdown: markdown.get(permalink)!}];
          }),
        });
      const sidebarTexts = sections.map((section) => ({
        ...section,
        file: llmsSidebarPath(section.id),
        text: fullText(
          `${siteConfig.title} documentation: ${section.title}`,
          `Every page of the ${section.title} section of the ${siteConfig.title} docs, in sidebar order, as Markdown. Each page starts with its title, the URL of its Markdown copy and its description.`,
          pagesInOrder(section.outline),
        ),
      }));
      const full = fullText(
        `${siteConfig.title} documentation`,
        `Every page of the ${siteConfig.title} docs, in sidebar order (${sections.map((s) => s.title).join(', ')}), as Markdown. Each page starts with its title, the URL of its Markdown copy and its description.`,
        [...sections.flatMap((section) => pagesInOrder(section.outline)), ...otherDocs],
      );

      const listed = new Map<string, ListedPage>(
        pages
          .filter((page) => !page.unlisted)
          .map((page) => [
            page.permalink,
            {
              title: page.title,
              markdownUrl: absolute(page.permalink),
              description: page.description,
            },
          ]),
      );
      const docUrl = (id: string) => {
        const doc = docsContent?.loadedVersions.flatMap((v) => v.docs).find((d) => d.id === id);
        if (!doc)
          throw new Error(`[markdown-pages] llms.txt points at the doc "${id}", which is gone`);
        return absolute(toRoute(doc.permalink));
      };
      await fs.access(path.join(siteDir, 'static', CONFIG_SCHEMA_FILE));
      const described = new Set(sections.flatMap((section) => describedPages(section.outline)));
      const llmsTxt = renderLlmsTxt({
        siteTitle: siteConfig.title,
        summary: `${siteConfig.tagline}. ${siteConfig.title} is an open-source CLI and Node library that evaluates LLM prompts, red-teams AI applications, tests guardrails, scans model files and proxies MCP traffic.`,
        about: [
          `Every docs page, blog post and release note of this site is published as Markdown at its URL without the trailing slash plus \`.md\`: ${siteUrl}/docs/intro/ is ${siteUrl}/docs/intro.md. The links below point at those copies.`,
          `To write or check a \`crucibleconfig.yaml\`, read the [configuration reference](${docUrl(CONFIG_REFERENCE_DOC)}) and the config's JSON Schema at ${siteUrl}/${CONFIG_SCHEMA_FILE}; the commands and their flags are in the [CLI reference](${docUrl(CLI_REFERENCE_DOC)}).`,
          `The docs in full, in sidebar order: [${LLMS_FULL_PATH}](${siteUrl}/${LLMS_FULL_PATH}) (${kib(full)}), or one sidebar at a time: ${sidebarTexts.map((s) => `[${s.title}](${siteUrl}/${s.file}) (${kib(s.text)})`).join(', ')}.`,
        ],
        sections: [
          ...sections,
          ...(otherDocs.length > 0
            ? [
                {
                  title: 'Other docs pages',
                  outline: otherDocs.map((permalink) => ({type: 'page' as const, permalink})),
                },
              ]
            : []),
        ],
        optional: blogs,
        pages: listed,
        describe: (permalink) => described.has(permalink),
      });

      await Promise.all([
        fs.writeFile(path.join(outDir, LLMS_TXT_PATH), llmsTxt),
        fs.writeFile(path.join(outDir, LLMS_FULL_PATH), full),
        ...sidebarTexts.map((s) => fs.writeFile(path.join(outDir, s.file), s.text)),
      ]);
      console.log(
        `[markdown-pages] ${markdown.size} Markdown pages; llms.txt ${llmsTxt.length.toLocaleString('en')} characters, ${LLMS_FULL_PATH} ${kib(full)}, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}

/**
 * The pages llms.txt describes: the pages of categories and the pages outside any category. The
 * file must stay small enough for an agent to read whole (under 50,000 characters), so it
 * describes sections and names pages by their titles; each page's copy opens with its own
 * description.
 */
function describedPages(outline: readonly OutlineItem[]): string[] {
  return outline.flatMap((item) =>
    item.type === 'page'
      ? [item.permalink]
      : [
          ...(item.permalink ? [item.permalink] : []),
          ...describedPages(categoriesOnly(item.items)),
        ],
  );
}

/** The categories among a category's items (its pages are listed by title alone). */
function categoriesOnly(items: readonly OutlineItem[]): OutlineItem[] {
  return items.filter((item) => item.type === 'category');
}

/** The pages with a Markdown copy, the docs sidebars in order and the blogs' posts, newest first. */
function collectPages(
  docsContent: DocsContent | undefined,
  blogContents: Record<string, BlogContent | undefined>,
  toRoute: (permalink: string) => string,
  fromSite: (source: string) => string,
): {
  pages: MarkdownPage[];
  sections: {id: string; title: string; outline: OutlineItem[]}[];
  /** Listed docs in no sidebar, which llms.txt and llms-full.txt list after the sidebars. */
  otherDocs: string[];
  blogs: {title: string; pages: string[]}[];
} {
  const pages: MarkdownPage[] = [];
  const sections: {id: string; title: string; outline: OutlineItem[]}[] = [];
  for (const version of docsContent?.loadedVersions ?? []) {
    const docs = new Map<string, OutlineDoc>(
      version.docs.map((doc) => [
        doc.id,
        {
          id: doc.id,
          permalink: toRoute(doc.permalink),
          title: doc.title,
          description: doc.description || undefined,
          sidebarLabel: doc.frontMatter.sidebar_label,
          unlisted: doc.unlisted,
        },
      ]),
    );
    for (const doc of version.docs) {
      pages.push({
        kind: 'doc',
        permalink: toRoute(doc.permalink),
        title: doc.title,
        description: doc.description || undefined,
        source: fromSite(doc.source),
        sidebar: doc.sidebar,
        unlisted: doc.unlisted,
      });
    }
    const sidebars = routedSidebars(version.sidebars, toRoute);
    for (const [id, items] of Object.entries(sidebars)) {
      for (const index of generatedIndexes(items)) {
        const category = findCategory(items, index.permalink);
        pages.push({
          kind: 'category-index',
          permalink: index.permalink,
          title: category?.title ?? '',
          description: category?.description,
          cards: indexCards(index.items, docs, itemsPlural),
          sidebar: id,
          unlisted: false,
        });
      }
      const title = (DOCS_SIDEBAR_TITLES as Record<string, string>)[id];
      if (!title)
        throw new Error(`[markdown-pages] src/data/docsSidebars.ts has no title for "${id}"`);
      sections.push({id, title, outline: outlineOf(items, docs)});
    }
  }
  const blogs: {title: string; pages: string[]}[] = [];
  for (const [pluginId, content] of Object.entries(blogContents)) {
    const posts = (content?.blogPosts ?? []).map(({metadata}) => metadata);
    for (const post of posts) {
      pages.push({
        kind: 'post',
        permalink: toRoute(post.permalink),
        title: post.title,
        description: post.description || undefined,
        source: fromSite(post.source),
        date: new Date(post.date).toISOString(),
        authors: post.authors.flatMap((author) => (author.name ? [author.name] : [])),
        unlisted: post.unlisted,
      });
    }
    blogs.push({
      title: BLOGS[pluginId] ?? pluginId,
      pages: posts.map((post) => toRoute(post.permalink)),
    });
  }
  const inSidebars = new Set(sections.flatMap((section) => pagesInOrder(section.outline)));
  const otherDocs = pages
    .filter((page) => page.kind === 'doc' && !page.unlisted && !inSidebars.has(page.permalink))
    .map((page) => page.permalink);
  return {pages, sections, otherDocs, blogs};
}

/** The sidebars with every permalink in the site's route form (with its trailing slash). */
function routedSidebars(
  sidebars: Record<string, SidebarItem[]>,
  toRoute: (permalink: string) => string,
): Record<string, SidebarItem[]> {
  const route = (item: SidebarItem): SidebarItem => {
    if (item.type === 'link' && item.href.startsWith('/'))
      return {...item, href: toRoute(item.href)};
    if (item.type !== 'category') return item;
    return {
      ...item,
      items: item.items.map(route),
      link:
        item.link?.type === 'generated-index'
          ? {...item.link, permalink: toRoute(item.link.permalink)}
          : item.link,
    };
  };
  return Object.fromEntries(Object.entries(sidebars).map(([id, items]) => [id, items.map(route)]));
}

/** The title and description of the category whose generated index is at `permalink`. */
function findCategory(
  items: readonly SidebarItem[],
  permalink: string,
): {title: string; description?: string} | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.link?.type === 'generated-index' && item.link.permalink === permalink) {
      const link = item.link as {title?: string; description?: string};
      return {title: link.title ?? item.label, description: link.description};
    }
    const found = findCategory(item.items, permalink);
    if (found) return found;
  }
  return undefined;
}
