// Every page of the build shows a picture when its link is pasted into a chat or social app: one
// og:image and one twitter:image, absolute on the site's URL, naming a 1200×630 PNG in the build,
// with alt text; and pages have their own cards. The checker is held to a fixture build with one
// broken page per problem it must find.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {checkSocialCards} from './socialCardsCheck.mjs';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '../..');
const jiti = createJiti(here, {interopDefault: true});
const {SITE_URL} = jiti('../../src/data/site.ts');
const {CARD_WIDTH, CARD_HEIGHT} = jiti('../../plugins/social-cards/cardImage.ts');
const {redirects} = jiti('../../src/data/redirects.ts');
const check = (buildDir) =>
  checkSocialCards({buildDir, siteUrl: SITE_URL, width: CARD_WIDTH, height: CARD_HEIGHT});

describe('social cards in the build', () => {
  const result = check(path.join(root, 'build'));

  it('gives every page one og:image and one twitter:image: a 1200×630 PNG on the site, with alt text', () => {
    assert.deepEqual(result.problems, []);
    assert.ok(result.cards.size > 500, `only ${result.cards.size} pages were checked`);
  });

  it('leaves out only the redirect pages, which a visitor never sees', () => {
    const redirectPages = redirects.map(({from}) => `${from.replace(/^\/|\/$/g, '')}/index.html`);
    assert.deepEqual(result.redirects, redirectPages.sort());
  });

  it('draws each docs page its own card', () => {
    const intro = result.cards.get('docs/intro/index.html');
    const caching = result.cards.get('docs/configuration/caching/index.html');
    assert.notEqual(intro, caching);
    assert.ok(
      !fs.readFileSync(intro).equals(fs.readFileSync(caching)),
      'the two cards are the same picture',
    );
  });

  it("shares one card between a blog's list pages", () => {
    const cards = [
      'blog/index.html',
      'blog/page/2/index.html',
      'blog/tags/red-teaming/index.html',
      'blog/archive/index.html',
    ].map((page) => result.cards.get(page));
    assert.deepEqual(new Set(cards), new Set([path.join(root, 'build/img/cards/blog.png')]));
  });
});

describe('the social card checker', () => {
  const fixture = path.join(root, 'tests/fixtures/social-cards/build');
  const {problems, cards} = check(fixture);

  it('finds every broken preview in the fixture, naming the page and the problem', () => {
    const url = (file) => `${SITE_URL}/img/cards/${file}`;
    assert.deepEqual(problems, [
      `missing-file/index.html: og:image ${url('missing-file.png')} is not in the build`,
      'no-alt/index.html: has no og:image:alt text',
      'no-image/index.html: has 0 og:image tags, not one',
      'no-image/index.html: has 0 twitter:image tags, not one',
      'no-twitter/index.html: has 0 twitter:image tags, not one',
      `not-png/index.html: og:image ${url('not-png.png')} is not a PNG`,
      `other-site/index.html: og:image https://example.com/img/cards/index.png is not an absolute URL on ${SITE_URL}`,
      `relative/index.html: og:image /img/cards/index.png is not an absolute URL on ${SITE_URL}`,
      `small-image/index.html: og:image ${url('small.png')} is 600×315, not 1200×630`,
      'two-images/index.html: has 2 og:image tags, not one',
    ]);
  });

  it('passes the good pages and sees when two pages share a card', () => {
    assert.ok(cards.has('index.html'));
    assert.equal(cards.get('docs/one/index.html'), cards.get('docs/two/index.html'));
  });
});
