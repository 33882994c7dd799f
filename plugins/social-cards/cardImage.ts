/**
 * Where a card image lives and how big it is. The size is the one Open Graph and X (Twitter)
 * recommend for a large image, 1.91:1.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The folder of all cards in the built site, under the base URL. */
export const CARD_DIR = 'img/cards';

/**
 * The card of a route, relative to the build folder: the route without its slashes, as a PNG
 * under img/cards/. `/docs/intro/` → `img/cards/docs/intro.png`, `/` → `img/cards/index.png`,
 * `/404.html` → `img/cards/404.png`. Routes are unique paths, so their cards are unique files.
 */
export function cardFile(route: string): string {
  const name = route.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '') || 'index';
  return `${CARD_DIR}/${name}.png`;
}

/**
 * The absolute URL a page's meta tags give for a card: on the site's URL and base URL, with the
 * card's content hash as `v`, so a chat app or social network that cached the old picture of a
 * page fetches the new one once the card changes.
 */
export function cardUrl(siteUrl: string, baseUrl: string, route: string, version: string): string {
  const url = new URL(`${baseUrl}${cardFile(route)}`, siteUrl);
  url.searchParams.set('v', version);
  return url.href;
}
