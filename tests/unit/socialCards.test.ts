// @vitest-environment node
// CSS property names and HTML entities, spelt as CSS and HTML spell them: cspell:ignore color quot
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  altText,
  joinNames,
  postDate,
  sectionName,
  type Card,
} from '@site/plugins/social-cards/card';
import {cardCache} from '@site/plugins/social-cards/cardCache';
import {CARD_HEIGHT, CARD_WIDTH, cardFile, cardUrl} from '@site/plugins/social-cards/cardImage';
import {cardCacheKey} from '@site/plugins/social-cards/cacheKey';
import {
  blogCards,
  docsCards,
  mergeContentCards,
  type DocsContent,
  type SectionNames,
} from '@site/plugins/social-cards/contentCards';
import {pageName, readHead, readMainHeading} from '@site/plugins/social-cards/pageHead';
import {loadPalette, readPalette} from '@site/plugins/social-cards/palette';
import {planCards, type PageFacts} from '@site/plugins/social-cards/planCards';
import {pngSize} from '@site/plugins/social-cards/png';
import {statsLine} from '@site/plugins/social-cards/stats';
import {
  insertHeadTags,
  metaTagsHtml,
  missingTags,
  socialImageTags,
} from '@site/plugins/social-cards/socialImageTags';

const ROOT = path.resolve(import.meta.dirname, '../..');
const toRoute = (permalink: string) => (permalink.endsWith('/') ? permalink : `${permalink}/`);

const NAMES: SectionNames = {
  docs: 'Docs',
  sidebars: {docs: 'Documentation', redTeam: 'Red teaming', enterprise: 'Enterprise'},
  generalSidebar: 'docs',
  blogs: {default: 'Blog', releases: 'Release notes'},
};

describe('card files', () => {
  it('names each route a PNG under img/cards/, the home page index.png', () => {
    expect(cardFile('/docs/intro/')).toBe('img/cards/docs/intro.png');
    expect(cardFile('/docs/red-team/plugins/pii/')).toBe('img/cards/docs/red-team/plugins/pii.png');
    expect(cardFile('/blog/')).toBe('img/cards/blog.png');
    expect(cardFile('/')).toBe('img/cards/index.png');
    expect(cardFile('/404.html')).toBe('img/cards/404.png');
  });

  it('gives the meta tags an absolute URL on the site, versioned by the card', () => {
    expect(cardUrl('https://www.crucible.dev', '/', '/docs/intro/', 'abc123')).toBe(
      'https://www.crucible.dev/img/cards/docs/intro.png?v=abc123',
    );
    expect(cardUrl('https://example.org', '/site/', '/', 'v1')).toBe(
      'https://example.org/site/img/cards/index.png?v=v1',
    );
  });
});

describe('what a card says', () => {
  it('drops a section part that repeats the title or the part before it', () => {
    expect(sectionName(['Docs', 'Red teaming', 'Plugins'], 'PII leaks')).toBe(
      'Docs · Red teaming · Plugins',
    );
    expect(sectionName(['Docs', 'Red teaming', 'Red teaming'], 'Quickstart')).toBe(
      'Docs · Red teaming',
    );
    expect(sectionName(['Docs', undefined, 'Providers'], 'Providers')).toBe('Docs');
    expect(sectionName(['Pricing'], 'pricing')).toBe('');
  });

  it('names authors as a sentence does, with the date as the site prints it', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Maya Okonkwo'])).toBe('Maya Okonkwo');
    expect(joinNames(['A', 'B', 'C'])).toBe('A, B and C');
    expect(joinNames(['Devansh Rao', 'Jun Park'])).toBe('Devansh Rao and Jun Park');
    expect(postDate(new Date('2024-07-01T00:00:00Z'))).toBe('1 July 2024');
    expect(postDate('2025-12-09T15:00:00.000Z')).toBe('9 December 2025');
  });

  it('describes the picture in its alt text', () => {
    expect(altText({section: 'Docs · Configuration', title: 'Caching'}, 'Crucible')).toBe(
      'Caching (Docs · Configuration) — Crucible',
    );
    expect(
      altText(
        {section: 'Blog', title: 'Encoding attacks', authors: 'Lena Hartmann', date: '3 June 2025'},
        'Crucible',
      ),
    ).toBe('Encoding attacks (Blog · Lena Hartmann · 3 June 2025) — Crucible');
    expect(altText({title: 'Test your prompts'}, 'Crucible')).toBe('Test your prompts — Crucible');
  });
});

/** Three sidebars shaped as the docs plugin resolves sidebars.ts. */
const DOCS: DocsContent = {
  loadedVersions: [
    {
      tagsPath: '/docs/tags',
      docs: [
        {
          id: 'intro',
          title: 'Intro',
          description: 'What it is.',
          permalink: '/docs/intro',
          sidebar: 'docs',
        },
        {
          id: 'configuration/caching',
          title: 'Caching',
          description: 'Cache answers.',
          permalink: '/docs/configuration/caching',
          sidebar: 'docs',
        },
        {
          id: 'providers/index',
          title: 'Providers',
          description: 'All providers.',
          permalink: '/docs/providers',
          sidebar: 'docs',
        },
        {
          id: 'providers/openai',
          title: 'OpenAI',
          description: 'GPT models.',
          permalink: '/docs/providers/openai',
          sidebar: 'docs',
        },
        {
          id: 'red-team/quickstart',
          title: 'Quickstart',
          description: 'First scan.',
          permalink: '/docs/red-team/quickstart',
          sidebar: 'redTeam',
        },
        {
          id: 'red-team/plugins/pii',
          title: 'PII',
          description: 'Leaks.',
          permalink: '/docs/red-team/plugins/pii',
          sidebar: 'redTeam',
        },
        {
          id: 'enterprise/webhooks',
          title: 'Webhooks',
          description: 'Events.',
          permalink: '/docs/enterprise/webhooks',
          sidebar: 'enterprise',
        },
        {id: 'loose', title: 'Loose', description: 'In no sidebar.', permalink: '/docs/loose'},
      ],
      sidebars: {
        docs: [
          {type: 'doc', id: 'intro'},
          {
            type: 'category',
            label: 'Configuration',
            link: {
              type: 'generated-index',
              permalink: '/docs/category/configuration',
              description: 'Write configs.',
            },
            items: [{type: 'doc', id: 'configuration/caching'}],
          },
          {
            type: 'category',
            label: 'Providers',
            link: {type: 'doc', id: 'providers/index'},
            items: [
              {type: 'category', label: 'Hosted', items: [{type: 'doc', id: 'providers/openai'}]},
            ],
          },
          {type: 'link'},
        ],
        redTeam: [
          {
            type: 'category',
            label: 'Red teaming',
            items: [{type: 'doc', id: 'red-team/quickstart'}],
          },
          {type: 'category', label: 'Plugins', items: [{type: 'doc', id: 'red-team/plugins/pii'}]},
        ],
        enterprise: [{type: 'doc', id: 'enterprise/webhooks'}],
      },
    },
  ],
};

const BLOG = {
  blogPosts: [
    {
      metadata: {
        title: 'Encoding attacks',
        description: 'Base64 against filters.',
        permalink: '/blog/encoding-attacks',
        date: new Date('2025-06-03T00:00:00Z'),
        authors: [{name: 'Lena Hartmann'}, {name: 'Jun Park'}],
      },
    },
  ],
};

describe('cards from the content plugins', () => {
  const docs = docsCards(DOCS, NAMES, toRoute);

  it("names a doc's section after its sidebar and top category", () => {
    const section = (route: string) => docs.cards.get(route)?.section;
    expect(section('/docs/intro/')).toBe('Docs');
    expect(section('/docs/configuration/caching/')).toBe('Docs · Configuration');
    expect(section('/docs/providers/openai/')).toBe('Docs · Providers');
    expect(section('/docs/providers/')).toBe('Docs');
    expect(section('/docs/red-team/quickstart/')).toBe('Docs · Red teaming');
    expect(section('/docs/red-team/plugins/pii/')).toBe('Docs · Red teaming · Plugins');
    expect(section('/docs/enterprise/webhooks/')).toBe('Docs · Enterprise');
    expect(section('/docs/loose/')).toBe('Docs');
  });

  it('gives generated category indexes a card from their sidebar, and the tag pages one to share', () => {
    expect(docs.cards.get('/docs/category/configuration/')).toEqual({
      section: 'Docs',
      title: 'Configuration',
      description: 'Write configs.',
    });
    expect(docs.sharedCards).toEqual([
      {prefix: '/docs/tags/', owner: '/docs/tags/', section: 'Docs'},
    ]);
  });

  it("gives a post its authors and date, and its blog's lists one card to share", () => {
    const blog = blogCards(BLOG, 'Blog', '/blog/', toRoute);
    expect(blog.cards.get('/blog/encoding-attacks/')).toEqual({
      section: 'Blog',
      title: 'Encoding attacks',
      description: 'Base64 against filters.',
      authors: 'Lena Hartmann and Jun Park',
      date: '3 June 2025',
    });
    expect(blog.sharedCards).toEqual([{prefix: '/blog/', owner: '/blog/', section: 'Blog'}]);
  });
});

describe('the card of each route', () => {
  const content = mergeContentCards([
    docsCards(DOCS, NAMES, toRoute),
    blogCards(BLOG, 'Blog', '/blog/', toRoute),
  ]);
  const PAGES: Record<string, PageFacts> = {
    '/': {
      name: 'Test your prompts: evals and red teaming',
      heading: 'Test your prompts',
      description: 'Crucible tests prompts.',
    },
    '/about/': {name: 'About', heading: 'About Crucible', description: 'Who we are.'},
    '/pricing/': {name: 'Pricing', heading: 'Pricing', description: 'Free and Enterprise.'},
    '/blog/': {name: 'Crucible blog', description: 'Posts from the team.'},
    '/docs/tags/': {name: 'Tags'},
    '/404.html': {name: 'Page Not Found', heading: 'Page Not Found'},
  };
  const read: string[] = [];
  const plans = planCards(
    [
      '/',
      '/404.html',
      '/about/',
      '/pricing/',
      '/blog/',
      '/blog/page/2/',
      '/blog/tags/owasp/',
      '/blog/encoding-attacks/',
      '/docs/intro/',
      '/docs/tags/',
      '/docs/tags/ci/',
    ],
    content,
    (route) => {
      read.push(route);
      return PAGES[route];
    },
  );

  it('takes docs and posts from their content, never reading their HTML', () => {
    expect(plans.get('/docs/intro/')).toEqual({
      cardRoute: '/docs/intro/',
      card: {section: 'Docs', title: 'Intro', description: 'What it is.'},
    });
    expect(plans.get('/blog/encoding-attacks/')?.card).toMatchObject({
      authors: 'Lena Hartmann and Jun Park',
      date: '3 June 2025',
    });
    expect(read).not.toContain('/docs/intro/');
    expect(read).not.toContain('/blog/encoding-attacks/');
  });

  it("gives a section's list pages the card of its first page, read once", () => {
    for (const route of ['/blog/page/2/', '/blog/tags/owasp/']) {
      expect(plans.get(route)).toEqual(plans.get('/blog/'));
    }
    expect(plans.get('/blog/')).toEqual({
      cardRoute: '/blog/',
      card: {section: 'Blog', title: 'Crucible blog', description: 'Posts from the team.'},
    });
    expect(plans.get('/docs/tags/ci/')?.cardRoute).toBe('/docs/tags/');
    expect(read.filter((route) => route === '/blog/')).toHaveLength(1);
  });

  it('describes other pages by their HTML: the heading as title, the page name above it', () => {
    expect(plans.get('/about/')?.card).toEqual({
      section: 'About',
      title: 'About Crucible',
      description: 'Who we are.',
    });
    expect(plans.get('/pricing/')?.card).toEqual({
      title: 'Pricing',
      description: 'Free and Enterprise.',
    });
    expect(plans.get('/404.html')?.card).toEqual({title: 'Page Not Found'});
    // The home page's headline is its <title>; the card's footer names the product.
    expect(plans.get('/')?.card).toEqual({
      title: 'Test your prompts: evals and red teaming',
      description: 'Crucible tests prompts.',
    });
  });
});

describe('cache keys', () => {
  const card: Card = {
    section: 'Blog',
    title: 'Encoding attacks',
    description: 'Base64.',
    authors: 'Lena Hartmann',
    date: '3 June 2025',
  };
  const key = cardCacheKey(card, 'template-1');

  it('are the same for the same card and template, whatever the field order', () => {
    const reordered: Card = {
      date: card.date,
      authors: card.authors,
      description: card.description,
      title: card.title,
      section: card.section,
    };
    expect(cardCacheKey(reordered, 'template-1')).toBe(key);
    expect(cardCacheKey({title: 'T', section: undefined}, 'x')).toBe(
      cardCacheKey({title: 'T'}, 'x'),
    );
  });

  it('change when any field the card shows changes, or the template does', () => {
    const variants: [Card, string][] = [
      [{...card, section: 'Release notes'}, 'template-1'],
      [{...card, title: 'Encoding attack'}, 'template-1'],
      [{...card, description: 'Base64!'}, 'template-1'],
      [{...card, description: undefined}, 'template-1'],
      [{...card, authors: 'Lena Hartmann and Jun Park'}, 'template-1'],
      [{...card, date: '4 June 2025'}, 'template-1'],
      [card, 'template-2'],
    ];
    const keys = variants.map(([variant, template]) => cardCacheKey(variant, template));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
  });

  it('do not run fields together: a title ending where a description starts is another card', () => {
    expect(cardCacheKey({title: 'a', description: 'b c'}, 't')).not.toBe(
      cardCacheKey({title: 'a b', description: 'c'}, 't'),
    );
  });
});

/** A page head as Docusaurus minifies it. */
const PAGE = [
  '<!doctype html><html lang=en dir=ltr><head><meta charset=UTF-8>',
  '<title data-rh=true>Caching | Crucible</title>',
  '<meta data-rh=true name=twitter:card content=summary_large_image />',
  '<meta data-rh=true name=description content="How Crucible caches &amp; reuses answers."/>',
  '<script>document.documentElement.setAttribute("data-theme","light")</script>',
  '</head><body><main><h1>Caching <a class=hash-link href=#x>#</a></h1><p>Text</p></main></body></html>',
].join('');

describe('page heads', () => {
  it('reads the title, description and where the head ends', () => {
    const head = readHead(PAGE);
    expect(head.title).toBe('Caching | Crucible');
    expect(head.description).toBe('How Crucible caches & reuses answers.');
    expect(head.socialImage).toEqual({});
    expect(PAGE.slice(head.headEnd, head.headEnd + 7)).toBe('</head>');
  });

  it('finds the end of a head whose script spells <body', () => {
    const page = PAGE.replace('"light")', '"light");var tag="<body>"');
    expect(page.slice(readHead(page).headEnd).startsWith('</head><body><main>')).toBe(true);
  });

  it('reads an image the page set itself', () => {
    const page = PAGE.replace(
      '</head>',
      '<meta data-rh=true property=og:image content=https://www.crucible.dev/img/own.png /></head>',
    );
    expect(readHead(page).socialImage).toEqual({
      'og:image': 'https://www.crucible.dev/img/own.png',
    });
  });

  it('names a page after its title without the site name, and reads its h1', () => {
    expect(pageName('Caching | Crucible', '|', 'Crucible')).toBe('Caching');
    expect(pageName('Crucible', '|', 'Crucible')).toBe('Crucible');
    expect(readMainHeading(PAGE)).toBe('Caching');
    expect(readMainHeading('<html><body><p>No heading</p></body></html>')).toBeUndefined();
  });
});

describe('meta tags', () => {
  const image = {
    url: 'https://www.crucible.dev/img/cards/docs/caching.png?v=1',
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: 'Caching, "Docs" — Crucible',
  };

  it('give a page without an image the card, its size and alt text, for Open Graph and X', () => {
    expect(missingTags({}, image)).toEqual(socialImageTags(image));
    expect(socialImageTags(image)).toEqual({
      'og:image': image.url,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': image.alt,
      'twitter:image': image.url,
      'twitter:image:alt': image.alt,
    });
  });

  it('keep an image the page set itself, adding only the alt text it lacks', () => {
    const own = 'https://www.crucible.dev/img/own.png';
    expect(missingTags({'og:image': own, 'twitter:image': own}, image)).toEqual({
      'og:image:alt': image.alt,
      'twitter:image:alt': image.alt,
    });
    expect(missingTags({'og:image': own}, image)).toEqual({
      'og:image:alt': image.alt,
      'twitter:image': own,
      'twitter:image:alt': image.alt,
    });
    expect(missingTags({'og:image': own, 'og:image:alt': 'Ours'}, image)['twitter:image:alt']).toBe(
      'Ours',
    );
  });

  it('go in at the end of the head, escaped, leaving every other byte of the page alone', () => {
    const head = readHead(PAGE);
    const html = insertHeadTags(PAGE, head.headEnd, metaTagsHtml(socialImageTags(image)));
    expect(html.replace(/<meta (property|name)="(og|twitter):image[^>]*>/g, '')).toBe(PAGE);
    expect(html).toContain('content="Caching, &quot;Docs&quot; — Crucible"');
    const again = readHead(html);
    expect(again.socialImage['og:image']).toBe(image.url);
    expect(again.socialImage['og:image:alt']).toBe(image.alt);
    expect(Object.keys(missingTags(again.socialImage, image))).toEqual([]);
  });
});

describe('the card palette', () => {
  it("reads the light theme's primary colour, hero background and accent ink from custom.css", () => {
    expect(loadPalette(ROOT)).toEqual({
      primary: '#c2410c',
      background: 'linear-gradient(180deg, #fff7ed 0%, #fff 100%)',
      ink: '#7c2d12',
    });
  });

  it('fails, naming the property, when the stylesheet no longer declares one', () => {
    const css = fs.readFileSync(path.join(ROOT, 'src/css/custom.css'), 'utf8');
    const withoutInk = css.replace(/--crucible-accent-ink: #7c2d12;/, '');
    expect(() => readPalette(withoutInk)).toThrow('declares no --crucible-accent-ink in :root');
    // The dark theme's value does not stand in for the light one's.
    expect(withoutInk).toContain('--crucible-accent-ink: #fed7aa');
    expect(() => readPalette('[data-theme=dark] { --ifm-color-primary: #fb923c; }')).toThrow(
      'no :root rule',
    );
  });
});

describe('cached cards', () => {
  const png = fs.readFileSync(
    path.join(ROOT, 'tests/fixtures/social-cards/build/img/cards/index.png'),
  );
  const small = fs.readFileSync(
    path.join(ROOT, 'tests/fixtures/social-cards/build/img/cards/small.png'),
  );

  it('know a whole PNG by its IHDR and IEND, and nothing else', () => {
    expect(pngSize(png)).toEqual({width: 1200, height: 630});
    expect(pngSize(png.subarray(0, png.length - 1))).toBeNull();
    expect(pngSize(png.subarray(0, 100))).toBeNull();
    expect(pngSize(Buffer.from('GIF89a, not a PNG'))).toBeNull();
  });

  it('are read back, and a truncated, damaged or wrong-size file is a miss to render again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-'));
    const cache = cardCache(dir);
    await cache.write('good', png);
    expect((await cache.read('good'))?.equals(png)).toBe(true);
    expect(await cache.read('absent')).toBeNull();
    fs.writeFileSync(path.join(dir, 'cut.png'), png.subarray(0, png.length / 2));
    expect(await cache.read('cut')).toBeNull();
    fs.writeFileSync(path.join(dir, 'small.png'), small);
    expect(await cache.read('small')).toBeNull();
    fs.writeFileSync(path.join(dir, 'left.png.123.partial'), 'x');
    await cache.keepOnly(new Set(['good']));
    expect(fs.readdirSync(dir)).toEqual(['good.png']);
    fs.rmSync(dir, {recursive: true});
  });
});

describe('the build log', () => {
  it('says in one line how many cards, how many were drawn, how long it took and their size', () => {
    const stats = {
      pages: 532,
      cards: 434,
      rendered: 3,
      fromCache: 431,
      seconds: 2.345,
      bytes: 20_866_662,
    };
    expect(statsLine(stats)).toBe('434 cards (3 rendered, 431 from cache) in 2.3 s, 19.9 MiB');
  });
});
