import {load} from 'cheerio';

/** What the card step reads from a built page's <head>, and where the <head> ends. */
export type PageHead = {
  /** The <title> text, e.g. "Pricing | Crucible". */
  title: string;
  description?: string;
  /** The social-image meta tags the page has already, by key (`og:image`, `twitter:image:alt`). */
  socialImage: Partial<Record<SocialImageKey, string>>;
  /** The offset of `</head>` in the HTML: new head tags go in just before it. */
  headEnd: number;
};

/** The meta tags that describe a page's social image, each with the attribute that names it. */
export const SOCIAL_IMAGE_KEYS = {
  'og:image': 'property',
  'og:image:type': 'property',
  'og:image:width': 'property',
  'og:image:height': 'property',
  'og:image:alt': 'property',
  'twitter:image': 'name',
  'twitter:image:alt': 'name',
} as const;
export type SocialImageKey = keyof typeof SOCIAL_IMAGE_KEYS;

/**
 * Reads a built page's <head>. Only the HTML before `<body` is parsed, with parse5 and source
 * locations, so the end of the head is exact; that is a tenth of the time a parse of the whole
 * page takes. Should the head not end before `<body` (a script in the head that spells the tag),
 * the whole page is parsed instead.
 */
export function readHead(html: string): PageHead {
  const bodyStart = html.search(/<body[\s>]/i);
  return (
    (bodyStart > 0 && readHeadOf(html.slice(0, bodyStart))) ||
    readHeadOf(html) ||
    fail('the page has no </head>')
  );
}

function readHeadOf(html: string): PageHead | null {
  const $ = load(html, {sourceCodeLocationInfo: true});
  const head = $('head').get(0);
  const headEnd = head?.sourceCodeLocation?.endTag?.startOffset;
  if (headEnd === undefined) return null;
  const socialImage: PageHead['socialImage'] = {};
  for (const [key, attribute] of Object.entries(SOCIAL_IMAGE_KEYS)) {
    const content = $(`head meta[${attribute}="${key}"]`).attr('content');
    if (content !== undefined) socialImage[key as SocialImageKey] = content;
  }
  return {
    title: $('head title').first().text(),
    description: $('head meta[name="description"]').attr('content'),
    socialImage,
    headEnd,
  };
}

function fail(message: string): never {
  throw new Error(message);
}

/** The page's main heading, for pages whose card is made from their HTML. */
export function readMainHeading(html: string): string | undefined {
  // htmlparser2, the faster of cheerio's parsers: nothing here needs source locations.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  const heading = $('main h1, h1').first();
  // The "#" link Docusaurus puts in headings is not part of their text.
  heading.find('.hash-link').remove();
  const text = heading.text().replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/**
 * A page's name from its <title>: the title without the site's name after the delimiter
 * ("Pricing | Crucible" → "Pricing"). A title without that suffix is taken whole.
 */
export function pageName(title: string, delimiter: string, siteTitle: string): string {
  const suffix = ` ${delimiter} ${siteTitle}`;
  const name = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  return name.trim();
}
