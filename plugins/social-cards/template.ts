// CSS names its colour properties the American way: cspell:ignore color
import {createElement as h, type CSSProperties, type ReactElement} from 'react';
import type {CardAssets} from './assets';
import {FONT_FAMILY} from './assets';
import type {Card} from './card';
import {CARD_HEIGHT, CARD_WIDTH} from './cardImage';

/*
 * The card's design: the site's hero background, a bar of the primary colour down the left edge,
 * the section in capitals at the top, the title large in the accent ink with the description
 * under it, and a footer with the logo and product name on the left and a post's authors above its
 * date (or the site's host) on the right. Every size below is in pixels of the 1200×630 image.
 */
export const BAR_WIDTH = 16;
export const PADDING = {top: 56, right: 80, bottom: 52, left: 80 + BAR_WIDTH};
const LOGO_SIZE = 60;

/** Lines of title and description at most; longer text ends in an ellipsis. */
export const TITLE_LINES = 3;
export const DESCRIPTION_LINES = 3;

/**
 * The title's size: as large as its length allows, so a short title fills the card and the
 * longest on the site still fits three lines (tests/unit/socialCards.test.ts renders it).
 */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 80;
  if (title.length <= 48) return 68;
  if (title.length <= 72) return 60;
  return 52;
}

export function cardElement(card: Card, assets: Omit<CardAssets, 'fonts'>): ReactElement {
  const {palette} = assets;
  const titleSize = titleFontSize(card.title);
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        padding: `${PADDING.top}px ${PADDING.right}px ${PADDING.bottom}px ${PADDING.left}px`,
        backgroundImage: palette.background,
        color: palette.ink,
        fontFamily: FONT_FAMILY,
        position: 'relative',
      },
    },
    h('div', {
      style: {
        position: 'absolute',
        left: 0,
        top: 0,
        width: BAR_WIDTH,
        height: CARD_HEIGHT,
        backgroundColor: palette.primary,
      },
    }),
    h(
      'div',
      {
        style: {
          ...oneLine,
          height: 34,
          fontSize: 26,
          fontWeight: 700,
          color: palette.primary,
          letterSpacing: 2,
          textTransform: 'uppercase',
        },
      },
      card.section ?? '',
    ),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          flexShrink: 1,
          minHeight: 0,
        },
      },
      h(
        'div',
        {
          style: {
            ...clamped(TITLE_LINES),
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: -0.5,
            textWrap: 'pretty',
          },
        },
        card.title,
      ),
      card.description
        ? h(
            'div',
            {
              style: {
                ...clamped(DESCRIPTION_LINES),
                marginTop: 22,
                fontSize: 28,
                fontWeight: 400,
                lineHeight: 1.35,
                opacity: 0.85,
              },
            },
            card.description,
          )
        : null,
    ),
    // The rule above the footer: a filled box, which resvg draws far faster than a border.
    h('div', {
      style: {
        flexShrink: 0,
        height: 2,
        backgroundColor: `color-mix(in srgb, ${palette.primary} 30%, transparent)`,
      },
    }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          paddingTop: 24,
        },
      },
      h(
        'div',
        {style: {display: 'flex', alignItems: 'center', flexShrink: 0}},
        h('img', {src: assets.logoDataUri, width: LOGO_SIZE, height: LOGO_SIZE}),
        h('div', {style: {marginLeft: 16, fontSize: 38, fontWeight: 700}}, assets.productName),
      ),
      card.authors || card.date
        ? h(
            'div',
            {
              style: {
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'flex-end',
                minWidth: 0,
                marginLeft: 48,
                fontSize: 26,
                lineHeight: 1.3,
              },
            },
            card.authors ? h('div', {style: {...oneLine, fontWeight: 700}}, card.authors) : null,
            card.date ? h('div', {style: {...oneLine, fontWeight: 400}}, card.date) : null,
          )
        : h('div', {style: {...oneLine, marginLeft: 48, fontSize: 26}}, assets.host),
    ),
  );
}

/*
 * Text too long for its room ends in an ellipsis through `lineClamp`, which satori applies without
 * `overflow: hidden`. Overflow would add a mask for resvg to draw per element: a third of a
 * card's drawing time (41 → 27 ms a card, November 2026), and it still let a long author line run
 * over the product name.
 */
const clamped = (lines: number): CSSProperties => ({display: 'block', lineClamp: lines});

const oneLine = clamped(1);
