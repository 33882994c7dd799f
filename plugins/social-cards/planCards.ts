import {sectionName, tidyCard, type Card} from './card';
import type {ContentCards} from './contentCards';

/** What a page's HTML says about it, for pages the content plugins do not describe. */
export type PageFacts = {
  /** The page's name: its <title> without the site's name. */
  name: string;
  /** Its h1, when it has one. */
  heading?: string;
  description?: string;
};

/** The card a route shows: the route the card is drawn for (its own, or its list's), and what it says. */
export type CardPlan = {cardRoute: string; card: Card};

/**
 * The card of every route. Docs, blog posts and release notes get theirs from the content plugins;
 * the list pages of a blog, and the docs' tag pages, share their section's card; any other page
 * (the home page, marketing, company and legal pages, search, 404) is described by its HTML.
 * `readPage` reads a route's built HTML, and is asked only for the routes that need it.
 */
export function planCards(
  routes: readonly string[],
  content: ContentCards,
  readPage: (route: string) => PageFacts,
): Map<string, CardPlan> {
  const plans = new Map<string, CardPlan>();
  const shared = new Map<string, CardPlan>();
  for (const route of routes) {
    const card = content.cards.get(route);
    if (card) {
      plans.set(route, {cardRoute: route, card: tidyCard(card)});
      continue;
    }
    const list = content.sharedCards.find(({prefix}) => route.startsWith(prefix));
    if (list) {
      if (!shared.has(list.owner)) {
        const owner = readPage(list.owner);
        shared.set(list.owner, {cardRoute: list.owner, card: sharedCard(owner, list.section)});
      }
      plans.set(route, shared.get(list.owner)!);
      continue;
    }
    plans.set(route, {cardRoute: route, card: pageCard(route, readPage(route))});
  }
  return plans;
}

/**
 * A page described by its HTML. Its heading is the title, with the page's name above it as the
 * section when the two differ ("About" above "About Crucible"). The home page's name is its
 * headline, and its section is left empty: the card's footer already names the product.
 */
export function pageCard(route: string, page: PageFacts): Card {
  if (route === '/') return tidyCard({title: page.name, description: page.description});
  const title = page.heading ?? page.name;
  return tidyCard({section: sectionName([page.name], title), title, description: page.description});
}

/** The card a section's list pages share: the section's name above its first page's title. */
export function sharedCard(page: PageFacts, section: string): Card {
  return tidyCard({
    section: sectionName([section], page.name),
    title: page.name,
    description: page.description,
  });
}
