// CSS names its colour properties the American way: cspell:ignore color
import fs from 'node:fs';
import path from 'node:path';

/** The site's stylesheet, where the light theme's colours are declared. */
export const SITE_CSS = 'src/css/custom.css';

/** The colours a card uses, each read from a custom property of the light theme in SITE_CSS. */
export type CardPalette = {
  /** `--ifm-color-primary`: the section name and the accent bar. */
  primary: string;
  /** `--crucible-hero-background`: the home page hero's background (a gradient), behind it all. */
  background: string;
  /** `--crucible-accent-ink`: the title, description and product name. */
  ink: string;
};

const PROPERTIES: Record<keyof CardPalette, string> = {
  primary: '--ifm-color-primary',
  background: '--crucible-hero-background',
  ink: '--crucible-accent-ink',
};

/**
 * The card colours from the stylesheet's first `:root` rule, the light theme (cards are never
 * dark). A property that is missing there fails the build, naming it, rather than drawing cards
 * in a colour the site no longer uses.
 */
export function readPalette(css: string): CardPalette {
  const root = /(?:^|\})\s*:root\s*\{([^}]*)\}/.exec(css.replace(/\/\*[\s\S]*?\*\//g, ''))?.[1];
  if (root === undefined) throw new Error(`social cards: ${SITE_CSS} has no :root rule`);
  const value = (property: string) => {
    const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+?)\\s*(?:;|$)`).exec(root);
    if (!match) throw new Error(`social cards: ${SITE_CSS} declares no ${property} in :root`);
    return match[1];
  };
  return {
    primary: value(PROPERTIES.primary),
    background: value(PROPERTIES.background),
    ink: value(PROPERTIES.ink),
  };
}

export function loadPalette(siteDir: string): CardPalette {
  return readPalette(fs.readFileSync(path.join(siteDir, SITE_CSS), 'utf8'));
}
