import {describe, expect, it} from 'vitest';
import {datedListPages} from '@site/src/utils/sitemapLastmod';
import {SITE_URL} from '@site/src/data/site';

const item = (path: string, lastmod: string | null = null) => ({
  url: `${SITE_URL}${path}`,
  lastmod,
});

describe('sitemap dates of pages without a source file', () => {
  it('dates each list page by the newest page of its section', () => {
    const items = [
      item('/blog/first-post/', '2025-03-01'),
      item('/blog/second-post/', '2025-11-20'),
      item('/blog/'),
      item('/blog/tags/owasp/page/2/'),
      item('/releases/crucible-0-87-0/', '2026-11-02'),
      item('/releases/archive/'),
      item('/docs/intro/', '2026-10-15'),
      item('/docs/category/guides/'),
    ];
    expect(
      Object.fromEntries(datedListPages(items).map(({url, lastmod}) => [url, lastmod])),
    ).toEqual({
      [`${SITE_URL}/blog/first-post/`]: '2025-03-01',
      [`${SITE_URL}/blog/second-post/`]: '2025-11-20',
      [`${SITE_URL}/blog/`]: '2025-11-20',
      [`${SITE_URL}/blog/tags/owasp/page/2/`]: '2025-11-20',
      [`${SITE_URL}/releases/crucible-0-87-0/`]: '2026-11-02',
      [`${SITE_URL}/releases/archive/`]: '2026-11-02',
      [`${SITE_URL}/docs/intro/`]: '2026-10-15',
      [`${SITE_URL}/docs/category/guides/`]: '2026-10-15',
    });
  });

  it('falls back to the newest date of the site for a section with no dated page', () => {
    const items = [item('/pricing/', '2026-09-01'), item('/docs/tags/')];
    expect(datedListPages(items)[1]!.lastmod).toBe('2026-09-01');
  });

  it('writes no date when nothing has one (a checkout without git history)', () => {
    expect(datedListPages([item('/blog/'), item('/docs/intro/')])).toEqual([
      item('/blog/'),
      item('/docs/intro/'),
    ]);
  });
});
