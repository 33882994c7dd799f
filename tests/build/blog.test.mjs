// Checks over build/ for the blogs: list pagination, paginated tag pages, feeds' entries and
// the release notes' pages, counted from the built HTML the way a visitor would see them.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as cheerio from 'cheerio';
import createJiti from 'jiti';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build');
const read = (route) => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
const exists = (route) => fs.existsSync(path.join(buildDir, route, 'index.html'));

/** Post previews on a list page: each is an <article> in the list's container. */
export function countPreviews(html) {
  return (html.match(/<article\b/g) ?? []).length;
}

/** The last page number a list paginates to: /page/N/ pages that exist. */
function lastPage(base) {
  let page = 1;
  while (exists(`${base}page/${page + 1}/`)) page += 1;
  return page;
}

describe('blog list pagination', () => {
  it('has pages 1 to 6, ten posts each and five on the last', () => {
    assert.equal(lastPage('/blog/'), 6);
    const counts = [read('/blog/'), ...[2, 3, 4, 5, 6].map((n) => read(`/blog/page/${n}/`))].map(
      countPreviews,
    );
    assert.deepEqual(counts, [10, 10, 10, 10, 10, 5]);
  });

  it('paginates the big tags, one of them to a third page', () => {
    for (const tag of [
      'best-practices',
      'red-teaming',
      'security-vulnerability',
      'technical-guide',
    ]) {
      assert.ok(exists(`/blog/tags/${tag}/page/2/`), `/blog/tags/${tag}/page/2/ exists`);
    }
    const third = [
      'best-practices',
      'red-teaming',
      'security-vulnerability',
      'technical-guide',
    ].filter((tag) => exists(`/blog/tags/${tag}/page/3/`));
    assert.ok(third.length >= 1, 'at least one tag has /page/3/');
  });

  it('has tag, archive and author index pages', () => {
    for (const route of ['/blog/tags/', '/blog/archive/', '/blog/authors/', '/releases/authors/']) {
      assert.ok(exists(route), route);
    }
  });
});

/** A page's headings in order, as `h2 2025`: level and text, without the hash links' text. */
function headingOutline(html) {
  const $ = cheerio.load(html);
  return $('h1, h2, h3, h4, h5, h6')
    .map(
      (_, heading) =>
        `${heading.tagName} ${$(heading)
          .text()
          .replace(/\u200b/g, '')
          .trim()}`,
    )
    .get();
}

describe('blog archives', () => {
  const {BLOG, RELEASE_NOTES} = createJiti(fileURLToPath(import.meta.url))(
    '../../src/data/generatedPages.ts',
  );
  for (const [route, blog] of [
    ['/blog/archive/', BLOG],
    ['/releases/archive/', RELEASE_NOTES],
  ]) {
    it(`${route} is headed with its own title, then one second-level heading per year, newest first`, () => {
      const [title, ...years] = headingOutline(read(route));
      assert.equal(title, `h1 ${blog.archive.title}`);
      assert.ok(years.length >= 1, 'at least one year');
      for (const year of years) assert.match(year, /^h2 \d{4}$/);
      assert.deepEqual(years, [...years].sort().reverse());
    });
  }

  it('reads headings as a screen reader lists them', () => {
    assert.deepEqual(
      headingOutline(
        '<h1 class=a>Archive</h1><p>Every post</p><h3 id=2025>2025<a href=#2025>\u200b</a></h3>',
      ),
      ['h1 Archive', 'h3 2025'],
    );
  });
});

describe('release notes', () => {
  it('paginate at ten per page', () => {
    assert.equal(countPreviews(read('/releases/')), 10);
    assert.ok(exists('/releases/page/2/'), '/releases/page/2/ exists');
  });
});

describe('countPreviews', () => {
  it('counts articles, and a page without posts has none', () => {
    assert.equal(countPreviews('<main><article>a</article><article class=x>b</article></main>'), 2);
    assert.equal(countPreviews('<main><p>No posts</p></main>'), 0);
  });
});

describe('home page', () => {
  it('lists the three newest blog posts, linked, in date order', () => {
    const blogDir = path.resolve(buildDir, '../blog');
    const posts = fs
      .readdirSync(blogDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const file = ['index.mdx', 'index.md']
          .map((name) => path.join(blogDir, entry.name, name))
          .find((candidate) => fs.existsSync(candidate));
        const text = fs.readFileSync(file, 'utf8');
        const title = text.match(/^title:\s*['"]?(.+?)['"]?\s*$/m)[1];
        const date = text.match(/^date:\s*['"]?([\d-]+)/m)?.[1] ?? entry.name.slice(0, 10);
        return {title, date};
      })
      .sort((a, b) => b.date.localeCompare(a.date));
    const home = read('/');
    const band = home.slice(
      home.indexOf('id="latest-posts"') > -1
        ? home.indexOf('id="latest-posts"')
        : home.indexOf('id=latest-posts'),
    );
    const decode = (text) =>
      text
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&');
    const text = decode(band);
    // The third place may be shared by posts of the same day; any of them may take it.
    const cutoff = posts[2].date;
    const mustShow = posts.filter((post) => post.date > cutoff);
    const mayShow = posts.filter((post) => post.date === cutoff);
    const shownPosts = [...mustShow, ...mayShow]
      .map((post) => ({...post, at: text.indexOf(post.title)}))
      .filter((post) => post.at > 0)
      .sort((a, b) => a.at - b.at);
    assert.equal(
      shownPosts.length,
      3,
      `three of the newest posts: ${shownPosts.map((p) => p.title)}`,
    );
    for (const post of mustShow) {
      assert.ok(
        shownPosts.some((shown) => shown.title === post.title),
        `${post.title} is shown`,
      );
    }
    const dates = shownPosts.map((post) => post.date);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
  });
});
