import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {extractRecords} from '@site/plugins/local-search/extractRecords';
import {shouldIndex} from '@site/plugins/local-search';
import {buildIndex} from '@site/plugins/local-search/buildIndex';
import type {ExtractedRecord} from '@site/plugins/local-search/extractRecords';
import {processTerm} from '@site/plugins/local-search/searchOptions';
import {loadIndexFrom} from '@site/plugins/local-search/client/loadIndex';
import {highlight} from '@site/plugins/local-search/client/highlight';
import {
  createLocalSearchClient,
  facetPredicate,
  MAX_QUERY_LENGTH,
} from '@site/plugins/local-search/client/localSearchClient';

const fixture = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/search/doc-page.html'),
  'utf8',
);
const PAGE = 'https://www.crucible.dev/docs/guardrails/';

describe('extractRecords', () => {
  const records = extractRecords(fixture, PAGE);

  it('makes one record per heading section with the heading trail and anchor', () => {
    expect(
      records.map((r) => [r.url, r.type, r.hierarchy.lvl1, r.hierarchy.lvl2, r.hierarchy.lvl3]),
    ).toEqual([
      [PAGE, 'lvl1', 'Guardrails', null, null],
      [`${PAGE}#how-it-scores`, 'lvl2', 'Guardrails', 'How it scores', null],
      [`${PAGE}#thresholds`, 'lvl3', 'Guardrails', 'How it scores', 'Thresholds'],
    ]);
  });

  it('labels the section and carries the contextual-search facets', () => {
    expect(records[0].hierarchy.lvl0).toBe('Docs');
    expect(
      records.every((r) => r.docusaurus_tag === 'docs-default-current' && r.language === 'en'),
    ).toBe(true);
  });

  it('keeps section text, decoded and without code, navigation, footer or hash links', () => {
    // The snippet is the first SNIPPET_WORDS words; the indexed text goes on past it.
    expect(records[1].content).toBe('Each blocked attack counts as a catch & each blocked benign');
    expect(records[1].text).toContain('over-block. First rule Second rule');
    expect(records[2].content).toBe('Set threshold to 0.9 for strict gates.');
    const all = JSON.stringify(records);
    for (const absent of ['secret_code_token', 'Navbar text', 'Footer text', '#"'])
      expect(all).not.toContain(absent);
  });

  it('stores what sections of a page share once, in the page table', () => {
    const serialized = buildIndex(records);
    expect(serialized.pages).toHaveLength(1);
    expect(serialized.pages[0][0]).toBe('/docs/guardrails/');
    const {index} = loadIndexFrom(JSON.stringify(serialized));
    expect(index.documentCount).toBe(records.length);
  });

  it('rejects an index without a page table with a message that says why', () => {
    expect(() => loadIndexFrom(JSON.stringify({documentCount: 0}))).toThrow(/no page table/);
  });

  it('leaves stop words out of the index and out of queries, but keeps product words', () => {
    expect(['the', 'And', 'of', 'to'].map(processTerm)).toEqual([null, null, null, null]);
    expect(['Not', 'all', 'Redteam'].map(processTerm)).toEqual(['not', 'all', 'redteam']);
  });

  it('skips list pages that would duplicate every hit', () => {
    expect(['/docs/intro/', '/blog/a-post/', '/pricing/'].every(shouldIndex)).toBe(true);
    expect(
      ['/blog/', '/blog/page/2/', '/blog/tags/mcp/', '/docs/tags/', '/404.html', '/search/'].some(
        shouldIndex,
      ),
    ).toBe(false);
  });
});

function indexJson(): string {
  const base = {language: 'en', type: 'lvl1' as const, content: null, text: ''};
  const h = (lvl0: string, lvl1: string, lvl2: string | null = null) => ({
    lvl0,
    lvl1,
    lvl2,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  const records: ExtractedRecord[] = [
    {
      ...base,
      url: 'https://x.dev/docs/caching/',
      hierarchy: h('Docs', 'Caching'),
      docusaurus_tag: 'docs-default-current',
      content: 'Guardrails results are cached like any other output.',
      text: 'Guardrails results are cached like any other output guardrails guardrails',
    },
    {
      ...base,
      url: 'https://x.dev/docs/guardrails/',
      hierarchy: h('Docs', 'Guardrails'),
      docusaurus_tag: 'docs-default-current',
      content: 'Test input and output filters.',
      text: 'Test input and output filters.',
    },
    {
      ...base,
      url: 'https://x.dev/blog/guardrail-bypass/',
      hierarchy: h('Blog', 'Why filters fail'),
      docusaurus_tag: 'default',
      content: 'Encoding tricks slip past <script>alert(1)</script> guardrails.',
      text: 'Encoding tricks slip past guardrails',
    },
  ];
  return JSON.stringify(buildIndex(records));
}

const clientFor = (json = indexJson()) =>
  createLocalSearchClient('/search-index.json', async () => new Response(json), 'https://x.dev');

describe('local search client', () => {
  it('gives every hit a distinct objectID, even sections that share a page URL', async () => {
    const section = (lvl2: string) => ({
      url: 'https://x.dev/pricing/',
      hierarchy: {
        lvl0: 'Pages',
        lvl1: 'Pricing',
        lvl2,
        lvl3: null,
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      type: 'lvl2' as const,
      content: 'Enterprise plans',
      text: 'Enterprise plans',
      docusaurus_tag: 'default',
      language: 'en',
    });
    const index = buildIndex([section('Plans'), section('FAQ')]);
    const client = createLocalSearchClient(
      '/i.json',
      async () => new Response(JSON.stringify(index)),
      'https://x.dev',
    );
    const {results} = await client.search({requests: [{query: 'enterprise'}]});
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      'https://x.dev/pricing/',
      'https://x.dev/pricing/',
    ]);
    const ids = results[0].hits.map((hit) => hit.objectID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('ranks an exact page-title match above body matches', async () => {
    const {results} = await clientFor().search({
      requests: [{indexName: 'local', query: 'guardrails'}],
    });
    expect(results[0].hits[0].url).toBe('https://x.dev/docs/guardrails/');
    expect(results[0].nbHits).toBe(3);
  });

  it('answers both request shapes: the modal’s and the search page helper’s', async () => {
    const client = clientFor();
    const modal = await client.search({
      requests: [{indexName: 'local', query: 'filters', hitsPerPage: 1}],
    });
    const page = await client.search([
      {indexName: 'local', params: {query: 'filters', hitsPerPage: 1, page: 1}},
    ]);
    expect(modal.results[0]).toMatchObject({nbHits: 2, page: 0, nbPages: 2, hitsPerPage: 1});
    expect(page.results[0]).toMatchObject({nbHits: 2, page: 1, nbPages: 2});
    expect(page.results[0].hits[0].url).not.toBe(modal.results[0].hits[0].url);
  });

  it('highlights with <mark> and escapes HTML from content and queries', async () => {
    const {results} = await clientFor().search({
      requests: [{query: 'guardrails <img src=x onerror=alert(1)>'}],
    });
    const blog = results[0].hits.find((hit) => hit.url.includes('/blog/'))!;
    expect(blog._snippetResult.content.value).toBe(
      'Encoding tricks slip past &lt;script&gt;alert(1)&lt;/script&gt; <mark>guardrails</mark>.',
    );
    // Titles are rendered from _snippetResult.hierarchy, so they carry the marks too.
    const guardrailsPage = results[0].hits.find((hit) => hit.url.endsWith('/docs/guardrails/'))!;
    expect(guardrailsPage._snippetResult.hierarchy.lvl1.value).toBe('<mark>Guardrails</mark>');
    // What the UI renders as HTML: highlighted titles and snippets.
    const rendered = results[0].hits.map((hit) => [hit._highlightResult, hit._snippetResult]);
    expect(JSON.stringify(rendered)).not.toMatch(/<(script|img)/);
  });

  it('filters by contextual-search facets: docs only, or docs and blog', async () => {
    const client = clientFor();
    const docsOnly = await client.search({
      requests: [
        {
          query: 'guardrails',
          facetFilters: [['language:en'], ['docusaurus_tag:docs-default-current']],
        },
      ],
    });
    expect(docsOnly.results[0].hits.map((hit) => hit.docusaurus_tag)).toEqual([
      'docs-default-current',
      'docs-default-current',
    ]);
    const both = await client.search({
      requests: [
        {
          query: 'guardrails',
          facetFilters: [
            'language:en',
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
          ],
        },
      ],
    });
    expect(both.results[0].nbHits).toBe(3);
    expect(facetPredicate('language:fr')({language: 'en'} as never)).toBe(false);
  });

  it('tolerates a typo and matches the last word as a prefix', async () => {
    const client = clientFor();
    expect(
      (await client.search({requests: [{query: 'guardrials'}]})).results[0].nbHits,
    ).toBeGreaterThan(0);
    expect((await client.search({requests: [{query: 'encod'}]})).results[0].hits[0].url).toContain(
      '/blog/',
    );
  });

  it('survives hostile queries', async () => {
    const client = clientFor();
    for (const query of [
      '(a+)+$[',
      '.*',
      '\\',
      '"><svg onload=alert(1)>',
      'x'.repeat(1000),
      '   ',
    ]) {
      const {results} = await client.search({requests: [{query}]});
      expect(results[0].query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      expect(Array.isArray(results[0].hits)).toBe(true);
    }
  });

  it('reports a failed index fetch and retries on the next search', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('gone', {status: 503}))
      .mockResolvedValueOnce(new Response(indexJson()));
    const client = createLocalSearchClient('/search-index.json', fetchImpl, 'https://x.dev');
    await expect(client.search({requests: [{query: 'caching'}]})).rejects.toThrow(/503/);
    const {results} = await client.search({requests: [{query: 'caching'}]});
    expect(results[0].hits[0].url).toBe('https://x.dev/docs/caching/');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('highlight', () => {
  it('marks whole words that start with a term, not the middle of words', () => {
    expect(highlight('Red-team the retriever; unread', ['red']).value).toBe(
      '<mark>Red</mark>-team the retriever; unread',
    );
  });
  it('escapes everything and treats terms literally', () => {
    expect(highlight('a+b <i>', ['a+b']).value).toBe('<mark>a+b</mark> &lt;i&gt;');
    expect(highlight('abc', ['.*']).value).toBe('abc');
  });
});
