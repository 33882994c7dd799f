/**
 * @vitest-environment node
 *
 * The page title and description rules over two small built sites: one whose pages all pass
 * (a paginated list, a noindex page, a redirect page and the 404 page among them) and one in
 * which each page breaks a rule, as the built site once did.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SITE_URL} from '@site/src/data/site';
import {
  listOf,
  metadataProblems,
  pageNumber,
  readPageMetadata,
  readSite,
  SITE_RULES,
} from '@site/tests/pageMetadata/pageMetadata';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/page-metadata');
const problemsIn = (site: string) =>
  metadataProblems(readSite(path.join(FIXTURES, site), SITE_URL), SITE_RULES);

describe('page metadata rules', () => {
  it('reads a minified page: title, description, og:description, noindex, redirect, http self-links', () => {
    const html =
      '<html><head><title data-rh=true>Search | Crucible</title><meta name=robots content="noindex, follow">' +
      '<meta property=og:description content=" Find pages "></head><body>' +
      '<a href=http://www.crucible.dev/docs/>docs</a><a href=http://localhost:15500>ui</a>' +
      '<a href=https://www.crucible.dev/>home</a></body></html>';
    expect(readPageMetadata(html, '/search/', SITE_URL)).toEqual({
      route: '/search/',
      title: 'Search | Crucible',
      description: null,
      ogDescription: 'Find pages',
      noindex: true,
      redirect: false,
      insecureSelfLinks: ['http://www.crucible.dev/docs/'],
    });
  });

  it('knows the pages of a paginated list', () => {
    expect(pageNumber('/blog/tags/mcp/page/2/')).toBe(2);
    expect(pageNumber('/blog/page-layouts/')).toBe(1);
    expect(listOf('/blog/tags/mcp/page/2/')).toBe('/blog/tags/mcp/');
  });

  it('passes a site whose pages follow the rules', () => {
    expect(problemsIn('passing')).toEqual([]);
  });

  it('reports every page that breaks a rule, naming the pages and the fix', () => {
    const problems = problemsIn('failing');
    expect(problems.map(({rule, routes}) => [rule, routes])).toEqual([
      ['title-length', ['/blog/introducing-crucible/']],
      ['paginated-title', ['/blog/tags/mcp/page/2/']],
      ['insecure-self-link', ['/terms-of-service/']],
      ['duplicate-title', ['/blog/tags/mcp/', '/blog/tags/mcp/page/2/']],
      ['duplicate-title', ['/docs/releases/', '/releases/']],
      ['description', ['/blog/archive/']],
      ['description', ['/blog/authors/']],
      ['og-description', ['/pricing/']],
      ['duplicate-description', ['/docs/integrations/helicone/', '/docs/providers/helicone/']],
    ]);
    const message = (rule: string) => problems.find((problem) => problem.rule === rule)?.message;
    expect(message('title-length')).toMatch(
      /is 71 characters.*at most 59 characters.*`title_meta:`/,
    );
    expect(message('paginated-title')).toMatch(/page 2 of \/blog\/tags\/mcp\/.*pagedTitle\(\)/);
    expect(message('duplicate-title')).toMatch(
      /2 pages share the title .*src\/data\/generatedPages\.ts/,
    );
    expect(message('insecure-self-link')).toMatch(/over http \(http:\/\/www\.crucible\.dev\)/);
  });
});
