// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {loadCardAssets} from '@site/plugins/social-cards/assets';
import type {Card} from '@site/plugins/social-cards/card';
import {CARD_HEIGHT, CARD_WIDTH} from '@site/plugins/social-cards/cardImage';
import {pngSize} from '@site/plugins/social-cards/png';
import {cardLayout, cardRenderer, rasterise} from '@site/plugins/social-cards/render';
import {renderPool} from '@site/plugins/social-cards/renderPool';
import {BAR_WIDTH, PADDING, titleFontSize} from '@site/plugins/social-cards/template';
import {SITE_URL} from '@site/src/data/site';

const ROOT = path.resolve(import.meta.dirname, '../..');
const assets = loadCardAssets(ROOT, SITE_URL);

/** The front matter of every doc, post and release note. */
function frontMatters(): Record<string, unknown>[] {
  return ['docs', 'blog', 'releases']
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(ROOT, dir), {recursive: true})
        .map(String)
        .filter((file) => /\.mdx?$/.test(file))
        .map((file) => fs.readFileSync(path.join(ROOT, dir, file), 'utf8')),
    )
    .map((text) => /^---\n([\s\S]*?)\n---/.exec(text)?.[1])
    .filter((block): block is string => block !== undefined)
    .map((block) => yaml.load(block) as Record<string, unknown>);
}

const longest = (texts: unknown[]) =>
  texts
    .filter((text): text is string => typeof text === 'string')
    .reduce((a, b) => (b.length > a.length ? b : a), '');

/** The most the site puts on one card: its longest title, description, section and authors. */
function fullestCard(): Card {
  const pages = frontMatters();
  const authors = yaml.load(fs.readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8')) as Record<
    string,
    {name: string}
  >;
  const names = Object.values(authors)
    .map((author) => author.name)
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
  return {
    section: 'Docs · Red teaming · Compliance frameworks',
    title: longest(pages.map((page) => page.title)),
    description: longest(pages.map((page) => page.description)),
    authors: `${names[0]}, ${names[1]} and ${names[2]}`,
    date: '30 September 2025',
  };
}

/** Whether any pixel of a region is drawn in ink: darker than the card's lightest background. */
function inked(pixels: Buffer, region: {x0: number; x1: number; y0: number; y1: number}): boolean {
  for (let y = region.y0; y < region.y1; y++) {
    for (let x = region.x0; x < region.x1; x++) {
      const i = (y * CARD_WIDTH + x) * 4;
      if (Math.min(pixels[i], pixels[i + 1], pixels[i + 2]) < 200) return true;
    }
  }
  return false;
}

describe('the card template', () => {
  it('fits the fullest card on the site inside its margins, clamping what is too long', async () => {
    const card = fullestCard();
    expect(card.title.length).toBeGreaterThan(90);
    const {svg, missingGlyphs} = await cardLayout(assets)(card);
    expect(missingGlyphs).toEqual([]);
    const pixels = rasterise(svg).pixels;
    const margin = 8;
    // The margins hold nothing but the background (and the bar down the left edge).
    const regions = {
      top: {x0: BAR_WIDTH, x1: CARD_WIDTH, y0: 0, y1: PADDING.top - margin},
      bottom: {
        x0: BAR_WIDTH,
        x1: CARD_WIDTH,
        y0: CARD_HEIGHT - PADDING.bottom + margin,
        y1: CARD_HEIGHT,
      },
      left: {x0: BAR_WIDTH, x1: PADDING.left - margin, y0: 0, y1: CARD_HEIGHT},
      right: {x0: CARD_WIDTH - PADDING.right + margin, x1: CARD_WIDTH, y0: 0, y1: CARD_HEIGHT},
    };
    for (const [side, region] of Object.entries(regions)) {
      expect(inked(pixels, region), `ink in the ${side} margin`).toBe(false);
    }
    // And the card is drawn: the title, the section and the footer put ink inside them.
    expect(
      inked(pixels, {
        x0: PADDING.left,
        x1: CARD_WIDTH - PADDING.right,
        y0: PADDING.top,
        y1: CARD_HEIGHT - PADDING.bottom,
      }),
    ).toBe(true);
  });

  it('cuts a footer line too long for its room short, clear of the logo and product name', async () => {
    const layout = cardLayout(assets);
    const post: Card = {section: 'Blog', title: 'Encoding attacks', date: '3 June 2025'};
    const short = rasterise((await layout({...post, authors: 'Lena Hartmann'})).svg).pixels;
    const long = rasterise(
      (await layout({...post, authors: `${'Margaret Hamilton-Richardson, '.repeat(4)}and Lena`}))
        .svg,
    ).pixels;
    // The logo and the name beside it, with the gap after them, look the same whoever wrote.
    const y0 = CARD_HEIGHT - PADDING.bottom - 80;
    const y1 = CARD_HEIGHT - PADDING.bottom;
    const x0 = PADDING.left;
    const x1 = PADDING.left + 260;
    for (let y = y0; y < y1; y++) {
      const row = (pixels: Buffer) =>
        pixels.subarray((y * CARD_WIDTH + x0) * 4, (y * CARD_WIDTH + x1) * 4);
      expect(row(long).equals(row(short)), `authors drawn over the product name in row ${y}`).toBe(
        true,
      );
    }
  });

  it('reports text no font can draw', async () => {
    const {missingGlyphs} = await cardLayout(assets)({title: 'Inputs → outputs', section: 'Docs'});
    expect(missingGlyphs.join('')).toContain('→');
  });

  it('draws a 1200×630 PNG, the same bytes for the same card, other bytes for another', async () => {
    const render = cardRenderer(assets);
    const intro: Card = {section: 'Docs', title: 'Intro', description: 'What Crucible is.'};
    const [first, again, other] = await Promise.all([
      render(intro),
      render({...intro}),
      render({...intro, title: 'Installation'}),
    ]);
    expect(pngSize(first.png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
    expect(first.png.equals(again.png)).toBe(true);
    expect(first.png.equals(other.png)).toBe(false);
  });

  it('draws the same PNG on worker threads as in the build process, one per card', async () => {
    const cards: Card[] = [
      {section: 'Docs', title: 'Intro', description: 'What Crucible is.'},
      {section: 'Blog', title: 'Encoding attacks', authors: 'Lena Hartmann', date: '3 June 2025'},
      {title: 'Test your prompts'},
    ];
    const pool = renderPool(assets, 2);
    try {
      const pooled = await Promise.all(cards.map((card) => pool.render(card)));
      const direct = cardRenderer(assets);
      for (const [index, card] of cards.entries()) {
        expect(pngSize(pooled[index].png)).toEqual({width: CARD_WIDTH, height: CARD_HEIGHT});
        expect(pooled[index].png.equals((await direct(card)).png)).toBe(true);
      }
      expect(pooled[0].png.equals(pooled[1].png)).toBe(false);
    } finally {
      await pool.close();
    }
  });

  it('fails the cards of a pool whose worker cannot render, rather than waiting for ever', async () => {
    const broken = {
      ...assets,
      fonts: assets.fonts.map((font) => ({...font, data: Buffer.from('not a font')})),
    };
    const pool = renderPool(broken, 1);
    try {
      await expect(pool.render({title: 'One'})).rejects.toThrow(/rendering "One" failed/);
      await expect(pool.render({title: 'Two'})).rejects.toThrow(/rendering "Two" failed/);
    } finally {
      await pool.close();
    }
  });
});

describe('title sizes', () => {
  it('shrink as titles grow, so the longest still fits', () => {
    const sizes = [10, 30, 50, 80, 120].map((length) => titleFontSize('x'.repeat(length)));
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(sizes[0]).toBeGreaterThan(sizes[4]);
  });
});
