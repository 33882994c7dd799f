import {load} from 'cheerio';
import {SOCIAL_IMAGE_KEYS, type PageHead, type SocialImageKey} from './pageHead';

/** A page's social image as its meta tags describe it. */
export type SocialImage = {url: string; width: number; height: number; alt: string};

/** The meta tags for a card: Open Graph's image with its size and alt text, and X's (Twitter's). */
export function socialImageTags(image: SocialImage): Record<SocialImageKey, string> {
  return {
    'og:image': image.url,
    'og:image:type': 'image/png',
    'og:image:width': String(image.width),
    'og:image:height': String(image.height),
    'og:image:alt': image.alt,
    'twitter:image': image.url,
    'twitter:image:alt': image.alt,
  };
}

/**
 * The tags a page still needs, given what its head already has. A page with an image of its own
 * (`image` front matter, which Docusaurus turns into og:image and twitter:image) keeps it: it only
 * gains what it lacks of the alt text, and X's image where Open Graph's is given. Any other page
 * gets the card's tags, every one.
 */
export function missingTags(
  existing: PageHead['socialImage'],
  card: SocialImage,
): Partial<Record<SocialImageKey, string>> {
  const own = ownImage(existing);
  if (own === undefined) return socialImageTags(card);
  const alt = existing['og:image:alt'] ?? existing['twitter:image:alt'] ?? card.alt;
  const wanted: Partial<Record<SocialImageKey, string>> = {
    'og:image': own,
    'og:image:alt': alt,
    'twitter:image': existing['twitter:image'] ?? own,
    'twitter:image:alt': alt,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([key]) => existing[key as SocialImageKey] === undefined),
  );
}

/** The image a page set for itself, if it did: then it needs no card. */
export function ownImage(existing: PageHead['socialImage']): string | undefined {
  return existing['og:image'] ?? existing['twitter:image'];
}

/** Meta tags as HTML, serialised by cheerio so every value is escaped as an attribute needs. */
export function metaTagsHtml(tags: Partial<Record<SocialImageKey, string>>): string {
  const $ = load('', null, false);
  return Object.entries(tags)
    .map(([key, content]) =>
      $.html(
        $('<meta>')
          .attr(SOCIAL_IMAGE_KEYS[key as SocialImageKey], key)
          .attr('content', content ?? ''),
      ),
    )
    .join('');
}

/** The page with the tags added at the end of its head; every other byte stays as it was. */
export function insertHeadTags(html: string, headEnd: number, tagsHtml: string): string {
  return html.slice(0, headEnd) + tagsHtml + html.slice(headEnd);
}
