// The social cards step of the last build, as the plugin recorded it (plugins/social-cards,
// STATS_FILE): how many cards, how many were drawn rather than taken from the cache, the step's
// time and the images' total size. After the bench's cold build the cache is empty, so every card
// was drawn; with --skip-build the figures are those of whichever build made build/.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const {STATS_FILE} = createJiti(fileURLToPath(import.meta.url), {interopDefault: true})(
  '../../plugins/social-cards/stats.ts',
);

/** @returns {{metric: string, value: string} | null} null when no build has recorded figures */
export function socialCardsFigures(root) {
  const file = path.join(root, STATS_FILE);
  if (!fs.existsSync(file)) return null;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8'));
  const mib = (stats.bytes / 2 ** 20).toFixed(1);
  return {
    metric: `social cards (${stats.cards} images for ${stats.pages} pages: ${stats.rendered} drawn, ${stats.fromCache} from cache)`,
    value: `${stats.seconds.toFixed(1)} s · ${mib} MiB`,
  };
}
