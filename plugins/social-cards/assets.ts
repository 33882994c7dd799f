import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {PRODUCT_NAME} from '../../src/data/site';
import {loadPalette, type CardPalette} from './palette';

/** The logo a card shows, the navbar's. */
export const LOGO_FILE = 'static/img/logo.svg';

/** The weights a card uses: regular for the description and date, bold for the rest. */
const FONT_WEIGHTS = [400, 700] as const;

/**
 * A font for satori. The WOFF files of @fontsource/roboto: satori reads WOFF and TrueType, and
 * Roboto is in the site's font stack (Infima's system fonts), so cards match the text of the site.
 */
export type CardFont = {name: string; data: Buffer; weight: (typeof FONT_WEIGHTS)[number]};

/** Everything a card needs besides its text; plain data, so it can be handed to a worker. */
export type CardAssets = {
  fonts: CardFont[];
  /** The name beside the logo. */
  productName: string;
  logoDataUri: string;
  palette: CardPalette;
  /** The site's host, shown where a card has no authors or date. */
  host: string;
  /**
   * A hash of the template's code and of these assets: part of every cache key, so a change to the
   * template, a font, the logo or a colour renders every card again.
   */
  fingerprint: string;
};

/** The family name cards set; the other subsets are named after it and serve as fallbacks. */
export const FONT_FAMILY = 'Roboto';

/** The template's code, whose every change changes how cards look. */
const TEMPLATE_FILES = ['template.ts', 'render.ts'];

/**
 * Roboto in every subset @fontsource/roboto ships (Latin, Latin Extended, Greek, Cyrillic,
 * Vietnamese, symbols, maths), Latin first, each under its own name: satori takes one font per
 * name and weight, and falls back to the other fonts it was given for a character the first lacks.
 */
function loadFonts(siteDir: string): CardFont[] {
  const fontsource = createRequire(path.join(siteDir, 'package.json')).resolve(
    '@fontsource/roboto/package.json',
  );
  const dir = path.join(path.dirname(fontsource), 'files');
  const subsets = fs
    .readdirSync(dir)
    .map((file) => /^roboto-([a-z-]+)-400-normal\.woff$/.exec(file)?.[1])
    .filter((subset): subset is string => Boolean(subset))
    .sort((a, b) => Number(b === 'latin') - Number(a === 'latin') || a.localeCompare(b));
  return subsets.flatMap((subset) =>
    FONT_WEIGHTS.map((weight) => ({
      name: subset === 'latin' ? FONT_FAMILY : `${FONT_FAMILY} ${subset}`,
      data: fs.readFileSync(path.join(dir, `roboto-${subset}-${weight}-normal.woff`)),
      weight,
    })),
  );
}

export function loadCardAssets(siteDir: string, siteUrl: string): CardAssets {
  const fonts = loadFonts(siteDir);
  const logo = fs.readFileSync(path.join(siteDir, LOGO_FILE));
  const palette = loadPalette(siteDir);
  const host = new URL(siteUrl).host;
  const hash = createHash('sha256');
  for (const file of TEMPLATE_FILES) hash.update(fs.readFileSync(path.join(__dirname, file)));
  for (const font of fonts) hash.update(`${font.name} ${font.weight}`).update(font.data);
  hash.update(logo).update(JSON.stringify({palette, host, productName: PRODUCT_NAME}));
  return {
    fonts,
    productName: PRODUCT_NAME,
    logoDataUri: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    palette,
    host,
    fingerprint: hash.digest('hex'),
  };
}
