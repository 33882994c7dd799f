import {formatDate} from '../../src/utils/formatDate';

/** What a card shows. Everything a card image depends on besides the template is in here. */
export type Card = {
  /** Where the page sits, above the title: "Docs · Red teaming", "Blog", a page's name. */
  section?: string;
  title: string;
  /** The page's one-sentence description, under the title. */
  description?: string;
  /** Blog posts and release notes: who wrote it ("Maya Okonkwo and Jun Park")… */
  authors?: string;
  /** …and when, as the site prints dates ("9 August 2025"). */
  date?: string;
};

/** Joins the parts of a section name, as the card and its alt text show them. */
export const SECTION_SEPARATOR = ' · ';

/**
 * A section name from its parts, general to specific. A part that repeats the card's title, or
 * the part before it, is left out: the Providers overview is "Docs", not "Docs · Providers" above
 * the title "Providers".
 */
export function sectionName(parts: readonly (string | undefined)[], title: string): string {
  const kept: string[] = [];
  for (const part of parts) {
    if (!part || same(part, title) || kept.some((earlier) => same(earlier, part))) continue;
    kept.push(part);
  }
  return kept.join(SECTION_SEPARATOR);
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Maya Okonkwo", "Maya Okonkwo and Jun Park", "Maya Okonkwo, Jun Park and Lena Hartmann". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A post's date as the site prints it, from the Date or ISO string the blog plugin gives. */
export function postDate(date: Date | string): string {
  return formatDate(new Date(date).toISOString());
}

/**
 * The card's alt text: what the picture says, for readers who cannot see it. "Caching (Docs ·
 * Configuration) — Crucible".
 */
export function altText(card: Card, productName: string): string {
  const details = [card.section, card.authors, card.date].filter(Boolean).join(SECTION_SEPARATOR);
  return `${card.title}${details ? ` (${details})` : ''} — ${productName}`;
}

/** A card's text with runs of white space made single, as HTML shows it. */
export function tidyCard(card: Card): Card {
  const tidy = (text: string | undefined) => text?.replace(/\s+/g, ' ').trim() || undefined;
  return {
    section: tidy(card.section),
    title: tidy(card.title) ?? '',
    description: tidy(card.description),
    authors: tidy(card.authors),
    date: tidy(card.date),
  };
}
