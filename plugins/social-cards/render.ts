import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import type {CardAssets} from './assets';
import type {Card} from './card';
import {CARD_HEIGHT, CARD_WIDTH} from './cardImage';
import {cardElement} from './template';

/** A card laid out, and the text no font had glyphs for (drawn as empty boxes). */
export type LaidOutCard = {svg: string; missingGlyphs: string[]};

/** A card as the build writes it. */
export type RenderedCard = {png: Buffer; missingGlyphs: string[]};

/**
 * A function that lays cards out as SVG: satori draws the template with the text as paths. The
 * fonts are parsed once, by the first card.
 */
export function cardLayout(assets: CardAssets): (card: Card) => Promise<LaidOutCard> {
  const fonts = assets.fonts.map(({name, data, weight}) => ({
    name,
    data,
    weight,
    style: 'normal' as const,
  }));
  return async (card) => {
    const missing = new Set<string>();
    const svg = await satori(cardElement(card, assets), {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      fonts,
      // Called for text that none of the fonts can draw; the build reports it.
      loadAdditionalAsset: async (_language, segment) => {
        missing.add(segment);
        return [];
      },
    });
    return {svg, missingGlyphs: [...missing]};
  };
}

/**
 * The card's pixels. The text is already paths, so resvg needs no fonts of its own: loading the
 * system's would only cost time.
 */
export function rasterise(svg: string) {
  return new Resvg(svg, {font: {loadSystemFonts: false}}).render();
}

/** A function that draws cards as PNG: the layout, rasterised by resvg. */
export function cardRenderer(assets: CardAssets): (card: Card) => Promise<RenderedCard> {
  const layout = cardLayout(assets);
  return async (card) => {
    const {svg, missingGlyphs} = await layout(card);
    return {png: rasterise(svg).asPng(), missingGlyphs};
  };
}
