import fs from 'node:fs/promises';
import path from 'node:path';
import {CARD_HEIGHT, CARD_WIDTH} from './cardImage';
import {pngSize} from './png';

/**
 * Rendered cards kept between builds, one PNG per cache key (cacheKey.ts), so a build renders only
 * the cards whose text or template changed.
 */
export function cardCache(dir: string) {
  const file = (key: string) => path.join(dir, `${key}.png`);
  return {
    dir,
    /**
     * The cached card, or null when there is none or the file is not a whole card-sized PNG
     * (truncated by a killed build, or damaged): the card is then rendered again.
     */
    async read(key: string): Promise<Buffer | null> {
      const png = await fs.readFile(file(key)).catch(() => null);
      const size = png && pngSize(png);
      return size && size.width === CARD_WIDTH && size.height === CARD_HEIGHT ? png : null;
    },
    /** Stores a card; written beside and renamed, so a reader never sees half a file. */
    async write(key: string, png: Uint8Array): Promise<void> {
      await fs.mkdir(dir, {recursive: true});
      const partial = `${file(key)}.${process.pid}.partial`;
      await fs.writeFile(partial, png);
      await fs.rename(partial, file(key));
    },
    /**
     * Deletes every cached card this build did not use, so the cache holds one site's cards, and
     * any partial file a killed build left.
     */
    async keepOnly(keys: ReadonlySet<string>): Promise<void> {
      const names = await fs.readdir(dir).catch(() => []);
      const unused = names.filter((name) =>
        name.endsWith('.png')
          ? !keys.has(name.slice(0, -'.png'.length))
          : name.endsWith('.partial'),
      );
      await Promise.all(unused.map((name) => fs.rm(path.join(dir, name), {force: true})));
    },
  };
}
