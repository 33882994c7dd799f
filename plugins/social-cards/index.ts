import fs from 'node:fs/promises';
import os from 'node:os';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, LoadedPlugin, Plugin} from '@docusaurus/types';
import {applyTrailingSlash} from '@docusaurus/utils-common';
import {DOCS_SIDEBAR_TITLES, GENERAL_DOCS_SIDEBAR} from '../../src/data/docsSidebars';
import {loadCardAssets, type CardAssets} from './assets';
import {altText, type Card} from './card';
import {cardCache} from './cardCache';
import {CARD_HEIGHT, CARD_WIDTH, cardFile, cardUrl} from './cardImage';
import {cardCacheKey} from './cacheKey';
import {
  blogCards,
  docsCards,
  mergeContentCards,
  type BlogContent,
  type ContentCards,
  type DocsContent,
  type SectionNames,
} from './contentCards';
import {readHead, readMainHeading, pageName, type PageHead} from './pageHead';
import {planCards} from './planCards';
import {renderPool} from './renderPool';
import {insertHeadTags, metaTagsHtml, missingTags, ownImage} from './socialImageTags';
import {CACHE_DIR, STATS_FILE, statsLine, type CardStats} from './stats';

/** The words the cards use for the site's sections. */
const SECTION_NAMES: SectionNames = {
  docs: 'Docs',
  sidebars: DOCS_SIDEBAR_TITLES,
  generalSidebar: GENERAL_DOCS_SIDEBAR,
  blogs: {default: 'Blog', releases: 'Release notes'},
};

/**
 * Social cards: after the build, every page gets a 1200×630 PNG that shows its title, section and
 * (for posts) authors and date, and the meta tags that make chat apps and social networks show it
 * (og:image with its size and alt text, twitter:image). See README.md.
 */
export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  if ((siteConfig.themeConfig as {image?: string}).image) {
    throw new Error(
      'social cards: themeConfig.image would give every page the same og:image; each page has its own card, so remove it',
    );
  }
  const toRoute = (permalink: string) => applyTrailingSlash(permalink, siteConfig);

  return {
    name: 'social-cards',
    async postBuild({outDir, routesPaths, plugins}) {
      const started = performance.now();
      const assets = loadCardAssets(siteDir, siteConfig.url);
      const htmlFile = (route: string) =>
        path.join(outDir, route.endsWith('.html') ? route : path.join(route, 'index.html'));

      // Pages are read and written all at once: the step waits on the disk more than it computes.
      const heads = new Map<string, PageHead>();
      await Promise.all(
        [...new Set(routesPaths)].sort().map(async (route) => {
          const html = await fs.readFile(htmlFile(route), 'utf8').catch(() => null);
          if (html !== null) heads.set(route, readHead(html));
        }),
      );
      const plans = planCards(
        [...heads.keys()].sort(),
        contentCards(plugins, baseUrl, toRoute),
        (route) => {
          const head = heads.get(route);
          if (!head) throw new Error(`social cards: ${route} has no page in the build`);
          return {
            name: pageName(head.title, siteConfig.titleDelimiter, siteConfig.title),
            heading: readMainHeading(readFileSync(htmlFile(route), 'utf8')),
            description: head.description,
          };
        },
      );

      // One image per card route; a page with an image of its own needs none.
      const cards = new Map<string, {card: Card; key: string}>();
      for (const [route, {cardRoute, card}] of plans) {
        if (ownImage(heads.get(route)!.socialImage) !== undefined) continue;
        cards.set(cardRoute, {card, key: cardCacheKey(card, assets.fingerprint)});
      }
      const {rendered, bytes} = await writeCards(cards, assets, outDir, siteDir);

      await Promise.all(
        [...plans].map(async ([route, {cardRoute, card}]) => {
          const head = heads.get(route)!;
          const version = cardCacheKey(card, assets.fingerprint).slice(0, 12);
          const tags = missingTags(head.socialImage, {
            url: cardUrl(siteConfig.url, baseUrl, cardRoute, version),
            width: CARD_WIDTH,
            height: CARD_HEIGHT,
            alt: altText(card, siteConfig.title),
          });
          if (Object.keys(tags).length === 0) return;
          const file = htmlFile(route);
          const html = await fs.readFile(file, 'utf8');
          // Written beside and renamed: the search index reads these pages at the same time.
          const partial = `${file}.social-cards.partial`;
          await fs.writeFile(partial, insertHeadTags(html, head.headEnd, metaTagsHtml(tags)));
          await fs.rename(partial, file);
        }),
      );

      const stats: CardStats = {
        pages: plans.size,
        cards: cards.size,
        rendered,
        fromCache: cards.size - rendered,
        seconds: (performance.now() - started) / 1000,
        bytes,
      };
      await fs.mkdir(path.join(siteDir, CACHE_DIR), {recursive: true});
      await fs.writeFile(path.join(siteDir, STATS_FILE), JSON.stringify(stats));
      console.log(`[social-cards] ${statsLine(stats)}`);
    },
  };
}

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

/** The cards the docs and blog plugins describe, on the site's routes. */
function contentCards(
  plugins: readonly LoadedPlugin[],
  baseUrl: string,
  toRoute: (permalink: string) => string,
): ContentCards {
  return mergeContentCards(
    plugins.flatMap((plugin) => {
      if (plugin.name === DOCS_PLUGIN) {
        return [docsCards(plugin.content as DocsContent, SECTION_NAMES, toRoute)];
      }
      if (plugin.name !== BLOG_PLUGIN) return [];
      const {id, routeBasePath} = plugin.options as {id: string; routeBasePath: string};
      const section = SECTION_NAMES.blogs[id];
      if (!section) {
        throw new Error(`social cards: name the section of the blog "${id}" in SECTION_NAMES`);
      }
      // The blog normalises its routeBasePath to start with a slash; the docs do not.
      const basePath = toRoute(path.posix.join(baseUrl, routeBasePath, '/'));
      return [blogCards(plugin.content as BlogContent, section, basePath, toRoute)];
    }),
  );
}

/**
 * Puts each card's image in the build, from the cache or rendered (and then cached), and empties
 * the cache of cards no page uses any more.
 */
async function writeCards(
  cards: ReadonlyMap<string, {card: Card; key: string}>,
  assets: CardAssets,
  outDir: string,
  siteDir: string,
): Promise<{rendered: number; bytes: number}> {
  const cache = cardCache(path.join(siteDir, CACHE_DIR));
  const cached = await Promise.all(
    [...cards].map(async ([cardRoute, {card, key}]) => ({
      cardRoute,
      card,
      key,
      png: await cache.read(key),
    })),
  );
  const missing = cached.filter(({png}) => png === null);
  // Workers only when there is something to draw: starting one costs about a second. On the 2-core
  // development machine, with other builds running, two workers drew all 434 cards in 29 s (median
  // of three runs) against 35 s on the build's own thread (README, "How it draws").
  const pool =
    missing.length > 0
      ? renderPool(assets, Math.min(missing.length, os.availableParallelism()))
      : null;
  let bytes = 0;
  try {
    await Promise.all(
      cached.map(async ({cardRoute, card, key, png: cachedPng}) => {
        let png = cachedPng;
        if (!png) {
          const result = await pool!.render(card);
          for (const text of result.missingGlyphs) {
            console.warn(
              `[social-cards] Roboto cannot draw "${text}" on the card of ${cardRoute}: it shows as empty boxes`,
            );
          }
          png = result.png;
          await cache.write(key, png);
        }
        const file = path.join(outDir, cardFile(cardRoute));
        await fs.mkdir(path.dirname(file), {recursive: true});
        await fs.writeFile(file, png);
        bytes += png.length;
      }),
    );
  } finally {
    await pool?.close();
  }
  await cache.keepOnly(new Set([...cards.values()].map(({key}) => key)));
  return {rendered: missing.length, bytes};
}
