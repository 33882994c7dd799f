import type {Config, LoadContext} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';

import {
  BLOG_POSTS_PER_PAGE,
  CODE_LANGUAGES,
  CODE_MAGIC_COMMENTS,
  RELEASES_POSTS_PER_PAGE,
} from './src/data/constants';
import {footer} from './src/data/footer';
import {BLOG, RELEASE_NOTES} from './src/data/generatedPages';
import {navbarItems} from './src/data/navbar';
import {redirects} from './src/data/redirects';
import {readFormEndpoint} from './src/utils/formEndpoint';
import {gitHistory} from './src/utils/gitHistory';
import {datedListPages} from './src/utils/sitemapLastmod';
import {accessibleLightTheme} from './src/utils/prismTheme';
import localSearchPlugin from './plugins/local-search';
import remarkBuildTimeHighlighting from './plugins/build-time-highlighting';
import remarkImageAltText from './plugins/image-alt-text';
import rehypeTaskListLabels from './plugins/task-list-labels';
import buildTimeHighlightingLoaders from './plugins/build-time-highlighting/loaders';
import buildTimeValidators from './plugins/build-time-validators';
import chunkIdsPlugin from './plugins/chunk-ids';
import utilsCommonEsmPlugin from './plugins/utils-common-esm';
import remarkComponentToc from './plugins/component-toc';
import contentChecksPlugin from './plugins/content-checks';
import deployConfigPlugin, {type DeployConfigOptions} from './plugins/deploy-config';
import dependencyPatchesPlugin from './plugins/dependency-patches';
import latestPostsPlugin from './plugins/latest-posts';
import lazyRouteComponentsPlugin from './plugins/lazy-route-components';
import markdownPagesPlugin from './plugins/markdown-pages';
import mainBundleCompileHintPlugin from './plugins/main-bundle-compile-hint';
import socialCardsPlugin from './plugins/social-cards';
import {PRODUCT_NAME, SITE_URL, TAGLINE, TITLE_DELIMITER, WEBSITE_EDIT_URL} from './src/data/site';

// Google Analytics 4 measurement id. The default is a well-formed id owned by nobody, so a local
// build sends nothing anywhere useful; production sets GTAG_TRACKING_ID.
const gtagTrackingId = process.env.GTAG_TRACKING_ID ?? 'G-0000000000';

// Hosted Algolia DocSearch, when all three are set at build time: the `algolia` theme config below
// makes preset-classic load Docusaurus's Algolia theme, whose search bar and page query Algolia.
// Otherwise the config names no Algolia at all, and plugins/local-search supplies the search bar
// (the same DocSearch modal), the /search/ page and the index they query in the browser.
const hostedSearch = Boolean(
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME,
);
// Ask AI appears only with a hosted assistant id as well.
const askAiAssistantId = hostedSearch ? process.env.ALGOLIA_ASSISTANT_ID : undefined;

// Docs pages show when they last changed, and the sitemap dates every page, read from git. Only
// with full history: a shallow clone would date every page to its one commit, so the dates are
// left off instead (with a note), and the build goes on.
const history = gitHistory(__dirname);
const showLastUpdateTime = history === 'full';
if (!showLastUpdateTime) {
  console.warn(
    `[crucible] "Last updated" dates and the sitemap's dates are off: the checkout has ${history === 'shallow' ? 'shallow' : 'no'} git history.`,
  );
}

// Every Markdown source highlights its code blocks at build time, so pages ship no Prism; its
// table of contents lists the headings that components render from data (the API reference's);
// and its images keep their alt text as written (plugins/image-alt-text says what it undoes).
const remarkPlugins = [
  [remarkBuildTimeHighlighting, {languages: CODE_LANGUAGES, magicComments: CODE_MAGIC_COMMENTS}],
  [remarkComponentToc, {components: ['@site/src/components/OpenApiReference']}],
  remarkImageAltText,
] satisfies NonNullable<BlogOptions['remarkPlugins']>;

// Task-list checkboxes are labelled by their item's text (plugins/task-list-labels).
const rehypePlugins = [rehypeTaskListLabels] satisfies NonNullable<BlogOptions['rehypePlugins']>;

const hostedAlgolia = hostedSearch
  ? ({
      appId: process.env.ALGOLIA_APP_ID!,
      apiKey: process.env.ALGOLIA_API_KEY!,
      indexName: process.env.ALGOLIA_INDEX_NAME!,
      contextualSearch: true,
      searchPagePath: 'search',
      ...(askAiAssistantId && {askAi: askAiAssistantId}),
    } satisfies Preset.ThemeConfig['algolia'])
  : undefined;

/** Build variables that point the contact and feedback forms at a form service (see README). */
const formEndpoints = {
  contact: readFormEndpoint('CRUCIBLE_CONTACT_ENDPOINT', process.env.CRUCIBLE_CONTACT_ENDPOINT),
  feedback: readFormEndpoint('CRUCIBLE_FEEDBACK_ENDPOINT', process.env.CRUCIBLE_FEEDBACK_ENDPOINT),
};

// The Content-Security-Policy lets the browser reach the form services and hosted search the
// build is configured with, and nothing else outside the site (plugins/deploy-config).
const formOrigins = Object.values(formEndpoints).flatMap((url) =>
  url ? [new URL(url).origin] : [],
);
const deployConfig = {
  formOrigins,
  extraConnectOrigins: [
    ...formOrigins,
    ...(hostedAlgolia
      ? [
          `https://${hostedAlgolia.appId}-dsn.algolia.net`,
          'https://*.algolia.net',
          'https://*.algolianet.com',
        ]
      : []),
  ],
} satisfies DeployConfigOptions;

const config = {
  title: PRODUCT_NAME,
  tagline: TAGLINE,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  titleDelimiter: TITLE_DELIMITER,
  organizationName: 'crucible-ai',
  projectName: 'crucible',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {v4: true, faster: true},

  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, through plugins/lean-docs-data.
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          blogTitle: BLOG.list.title,
          editUrl: WEBSITE_EDIT_URL,
          blogDescription: BLOG.list.description,
          postsPerPage: BLOG_POSTS_PER_PAGE,
          blogSidebarCount: 0,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          showReadingTime: true,
          remarkPlugins,
          rehypePlugins,
          feedOptions: {
            type: ['rss', 'atom'],
            title: BLOG.list.title,
            description: BLOG.list.description,
            copyright: `Copyright © Crucible, Inc.`,
          },
        },
        pages: {remarkPlugins, rehypePlugins},
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: gtagTrackingId, anonymizeIP: true},
        // Pages marked noindex (the search page, the security page's sections) are left out by
        // the plugin itself. Each page is dated by its source file's last commit, list pages by
        // their section's newest page (src/utils/sitemapLastmod.ts); without full git history
        // every date would be the clone's, so none is written.
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          lastmod: history === 'full' ? 'date' : null,
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            datedListPages(await defaultCreateSitemapItems(params)),
        },
      } satisfies Preset.Options,
    ],
  ],

  customFields: {formEndpoints},

  plugins: [
    [
      // plugin-content-docs, wrapped: pages load no docs data they do not read (its README).
      './plugins/lean-docs-data/index.ts',
      {
        sidebarPath: './sidebars.ts',
        sidebarCollapsed: false,
        tags: 'tags.yml',
        onInlineTags: 'throw',
        showLastUpdateTime,
        editUrl: WEBSITE_EDIT_URL,
        remarkPlugins,
        rehypePlugins,
      } satisfies DocsOptions,
    ],
    [
      '@docusaurus/plugin-content-blog',
      {
        id: RELEASE_NOTES.pluginId,
        editUrl: WEBSITE_EDIT_URL,
        path: 'releases',
        routeBasePath: 'releases',
        blogTitle: RELEASE_NOTES.list.title,
        blogDescription: RELEASE_NOTES.list.description,
        postsPerPage: RELEASES_POSTS_PER_PAGE,
        blogSidebarCount: 0,
        authorsMapPath: '../blog/authors.yml',
        onInlineTags: 'throw',
        onInlineAuthors: 'throw',
        onUntruncatedBlogPosts: 'throw',
        remarkPlugins,
        rehypePlugins,
        feedOptions: {
          type: ['rss', 'atom'],
          title: 'Crucible release notes',
          description: 'Monthly release notes for the Crucible CLI and library.',
          copyright: `Copyright © Crucible, Inc.`,
        },
      } satisfies BlogOptions,
    ],
    ['@docusaurus/plugin-client-redirects', {redirects} satisfies ClientRedirectsOptions],
    dependencyPatchesPlugin,
    buildTimeHighlightingLoaders,
    buildTimeValidators,
    lazyRouteComponentsPlugin,
    mainBundleCompileHintPlugin,
    chunkIdsPlugin,
    utilsCommonEsmPlugin,
    latestPostsPlugin,
    markdownPagesPlugin,
    socialCardsPlugin,
    contentChecksPlugin,
    (context: LoadContext) => deployConfigPlugin(context, deployConfig),
    ...(hostedSearch ? [] : [localSearchPlugin]),
  ],

  clientModules: [
    './src/clientModules/safeHash.ts',
    './src/clientModules/searchStorageGuard.ts',
    './src/clientModules/keyboardNavigation.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    announcementBar: {
      id: 'release-0-87-0',
      content:
        'Crucible 0.87.0 is out, with trace assertions and a faster red-team report. <a href="/releases/">Read the release notes</a>.',
      isCloseable: true,
    },
    navbar: {
      title: PRODUCT_NAME,
      logo: {alt: `${PRODUCT_NAME} logo`, src: 'img/logo.svg', width: 32, height: 32},
      hideOnScroll: true,
      items: navbarItems,
    },
    footer,
    prism: {
      theme: accessibleLightTheme,
      darkTheme: prismThemes.dracula,
      additionalLanguages: CODE_LANGUAGES,
      magicComments: CODE_MAGIC_COMMENTS,
    },
    ...(hostedAlgolia && {algolia: hostedAlgolia}),
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
