import {describe, expect, it} from 'vitest';
import {withSiteUrls} from '@site/src/utils/structuredDataUrls';
import {SITE_URL} from '@site/src/data/site';

const site = {url: SITE_URL, baseUrl: '/', trailingSlash: true};

describe("JSON-LD with the site's own URLs", () => {
  it('gives blog posts and their blog the trailing slash their pages are served with', () => {
    // What Docusaurus 3.10's useBlogPostStructuredData returns for a post.
    const post = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${SITE_URL}/blog/best-of-n-jailbreaking`,
      mainEntityOfPage: `${SITE_URL}/blog/best-of-n-jailbreaking`,
      url: `${SITE_URL}/blog/best-of-n-jailbreaking`,
      headline: 'Best-of-N jailbreaking',
      author: {'@type': 'Person', name: 'Lena Hartmann', image: '/img/authors/lena.svg'},
      isPartOf: {'@type': 'Blog', '@id': `${SITE_URL}/blog`, name: 'Crucible blog'},
    };
    expect(withSiteUrls(post, site)).toEqual({
      ...post,
      '@id': `${SITE_URL}/blog/best-of-n-jailbreaking/`,
      mainEntityOfPage: `${SITE_URL}/blog/best-of-n-jailbreaking/`,
      url: `${SITE_URL}/blog/best-of-n-jailbreaking/`,
      author: {...post.author, image: `${SITE_URL}/img/authors/lena.svg`},
      isPartOf: {...post.isPartOf, '@id': `${SITE_URL}/blog/`},
    });
  });

  it('gives every docs breadcrumb, the last one included, its page URL', () => {
    const breadcrumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        {'@type': 'ListItem', position: 1, name: 'Providers', item: `${SITE_URL}/docs/providers`},
        {
          '@type': 'ListItem',
          position: 2,
          name: 'llama.cpp',
          item: `${SITE_URL}/docs/providers/llama.cpp`,
        },
      ],
    };
    expect(withSiteUrls(breadcrumbs, site).itemListElement.map(({item}) => item)).toEqual([
      `${SITE_URL}/docs/providers/`,
      `${SITE_URL}/docs/providers/llama.cpp/`,
    ]);
  });

  it('leaves files, other sites, URLs already right and text that is not a URL as they are', () => {
    const data = {
      image: {'@type': 'ImageObject', url: `${SITE_URL}/img/social/post.png`},
      sameAs: ['https://github.com/crucible-ai/crucible'],
      url: `${SITE_URL}/docs/intro/`,
      headline: '/docs is where the guides live',
      description: `${SITE_URL}/blog is where the posts are`,
    };
    expect(withSiteUrls(data, site)).toEqual(data);
  });
});
