/** Where rendered cards are kept between builds, under the site's folder. */
export const CACHE_DIR = 'node_modules/.cache/social-cards';

/** The figures of the last build's card step, which `npm run bench` reports. */
export const STATS_FILE = `${CACHE_DIR}/last-build.json`;

/** What the card step did, as STATS_FILE records it. */
export type CardStats = {
  /** Pages given meta tags. */
  pages: number;
  /** Card images in the build (list pages share theirs). */
  cards: number;
  rendered: number;
  fromCache: number;
  /** The whole step: reading the pages, drawing the cards, writing images and tags. */
  seconds: number;
  /** The card images' total size. */
  bytes: number;
};

/** The step's one line in the build's output. */
export function statsLine(stats: CardStats): string {
  const mib = (stats.bytes / 2 ** 20).toFixed(1);
  return `${stats.cards} cards (${stats.rendered} rendered, ${stats.fromCache} from cache) in ${stats.seconds.toFixed(1)} s, ${mib} MiB`;
}
