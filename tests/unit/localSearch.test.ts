import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {shouldIndex} from '@site/plugins/local-search';
import {buildIndex} from '@site/plugins/local-search/buildIndex';
import {spellingsOf, type PageTuple} from '@site/plugins/local-search/searchOptions';
import {documentedIds, shortFlagNames} from '@site/plugins/local-search/documentedIds';
import {extractPage, type ExtractedPage} from '@site/plugins/local-search/extractPage';
import {highlight, highlighter} from '@site/plugins/local-search/client/highlight';
import {loadIndexFrom} from '@site/plugins/local-search/client/loadIndex';
import {
  createLocalSearchClient,
  facetPredicate,
} from '@site/plugins/local-search/client/localSearchClient';
import {
  MAX_QUERY_LENGTH,
  queryCutNote,
  searchedWords,
} from '@site/plugins/local-search/client/queryLimits';
import {planQuery} from '@site/plugins/local-search/client/planQuery';
import {
  arrangeForModal,
  bestSection,
  rankPages,
  subSections,
} from '@site/plugins/local-search/client/rankPages';
import {
  americanSpelling,
  joinedPairs,
  normalizeTerm,
  rawTokens,
  tokenize,
} from '@site/plugins/local-search/text';

const fixture = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/search/doc-page.html'),
  'utf8',
);

describe('extractPage', () => {
  const page = extractPage(fixture, '/docs/guardrails/')!;

  it('reads the title, sidebar label, description, keywords and section trail', () => {
    expect(page).toMatchObject({
      path: '/docs/guardrails/',
      lvl0: 'Docs',
      title: 'Guardrails',
      label: 'Input filters',
      description: 'Score an input filter by what it blocks and what it lets through.',
      keywords: 'content filter,false positives',
      docusaurus_tag: 'docs-default-current',
      language: 'en',
    });
    expect(page.sections.map((s) => [s.anchor, s.type, s.lvl2, s.lvl3])).toEqual([
      ['', 'lvl1', '', ''],
      ['how-it-scores', 'lvl2', 'How it scores', ''],
      ['thresholds', 'lvl3', 'How it scores', 'Thresholds'],
    ]);
  });

  it('keeps prose and program output, and only the ids of other code', () => {
    const [top, scores, thresholds] = page.sections.map((s) => s.text);
    expect(top).toBe('Guardrails filter what goes into and out of a model.');
    expect(scores).toContain('as an over-block. First rule Second rule');
    expect(scores).toContain('Error: guardrail endpoint returned 503');
    expect(scores).not.toContain('secret_code_token');
    expect(page.codeIds.split(' ')).toEqual(['pii:session', 'secret_code_token']);
    expect(thresholds).toBe('Set threshold to 0.9 for strict gates.');
    const all = JSON.stringify(page);
    for (const absent of ['Navbar text', 'Footer text', 'Excluded teaser', '#"']) {
      expect(all).not.toContain(absent);
    }
  });

  it('skips list pages, pages marked noindex and pages without content', () => {
    expect(['/docs/intro/', '/blog/a-post/', '/pricing/'].every(shouldIndex)).toBe(true);
    const skipped = ['/blog/', '/blog/page/2/', '/blog/tags/mcp/', '/docs/tags/', '/404.html'];
    expect(skipped.some(shouldIndex)).toBe(false);
    expect(extractPage('<html><body><p>no main</p></body></html>', '/x/')).toBeNull();
    const section = (robots: string) =>
      `<html><head>${robots}</head><body><main><h1>Hero</h1><p>Text</p></main></body></html>`;
    expect(extractPage(section(''), '/security/components/Hero/')).not.toBeNull();
    for (const robots of ['noindex, follow', 'NOINDEX']) {
      const page = section(`<meta name="robots" content="${robots}">`);
      expect(extractPage(page, '/security/components/Hero/')).toBeNull();
    }
  });
});

describe('search terms', () => {
  it('keeps ids whole beside their parts, and drops flag dashes and punctuation', () => {
    expect(rawTokens('Use --no-cache, then CRUCIBLE_PYTHON.')).toEqual([
      'Use',
      'no-cache',
      'then',
      'CRUCIBLE_PYTHON',
    ]);
    expect(tokenize('harmful:hate gpt-4.1-mini')).toEqual([
      'harmful:hate',
      'harmful',
      'hate',
      'gpt-4.1-mini',
      'gpt',
      'mini',
    ]);
  });

  it('stems plain words, keeps ids and numbers as written, and drops noise', () => {
    expect(['Testing', 'tests', 'Hallucinations'].map(normalizeTerm)).toEqual([
      'test',
      'test',
      'hallucin',
    ]);
    expect(['pii:session', 'CRUCIBLE_PYTHON', 'rot13'].map(normalizeTerm)).toEqual([
      'pii:session',
      'crucible_python',
      'rot13',
    ]);
    expect(['the', 'And', 'o'].map(normalizeTerm)).toEqual([null, null, null]);
    expect(['not', 'all'].map(normalizeTerm)).toEqual(['not', 'all']);
  });

  it('treats British and American spellings as one word', () => {
    const pairs = [
      ['summarisation', 'summarization'],
      ['tokeniser', 'tokenizer'],
      ['behaviour', 'behavior'],
      ['catalogue', 'catalog'],
      ['judgement', 'judgment'],
      ['organised', 'organized'],
    ];
    for (const [british, american] of pairs) {
      expect(normalizeTerm(british), british).toBe(normalizeTerm(american));
    }
    expect(americanSpelling('rise')).toBe('rise');
  });

  it('keeps the spellings of title, label and keyword words whose stems differ from them', () => {
    expect(spellingsOf('Sycophancy checks', 'Guard', 'flattery, pii:session, hallucinations')).toBe(
      'sycophancy checks flattery hallucinations',
    );
  });

  it('runs adjacent title words together for queries typed without a space', () => {
    expect(joinedPairs('Prompt injection in RAG')).toEqual([
      'Promptinjection',
      'injectionin',
      'inRAG',
    ]);
  });
});

/** A small site: a page per kind, one documenting an id, one repeating it. */
function site(): ExtractedPage[] {
  const page = (
    pathname: string,
    lvl0: string,
    title: string,
    sections: [string, string][],
    extra: Partial<ExtractedPage> = {},
  ): ExtractedPage => ({
    path: pathname,
    lvl0,
    title,
    label: '',
    description: '',
    keywords: '',
    codeIds: '',
    docusaurus_tag: lvl0 === 'Docs' ? 'docs-default-current' : 'default',
    language: 'en',
    sections: sections.map(([heading, text], index) => ({
      anchor: index === 0 ? '' : heading.toLowerCase().replace(/\W+/g, '-'),
      lvl2: index === 0 ? '' : heading,
      lvl3: '',
      type: index === 0 ? 'lvl1' : 'lvl2',
      text,
    })),
    ...extra,
  });
  return [
    page('/docs/caching/', 'Docs', 'Caching', [
      ['', 'Responses are cached on disk and reused.'],
      ['Clearing the cache', 'Run cache clear to start fresh.'],
      ['Where the cache lives', 'The cache folder sits beside the config.'],
      ['Cache keys', 'Each key hashes the prompt and the provider.'],
      ['Turning it off', 'Pass no-cache for a single run.'],
    ]),
    page('/docs/guardrails/', 'Docs', 'Guardrails', [['', 'Test input and output filters.']], {
      description: 'Score a content filter by its block rate.',
    }),
    page('/docs/plugins/harmful/', 'Docs', 'Harmful content', [
      ['', 'Categories such as hate and violence.'],
    ]),
    page('/docs/plugins/bias/', 'Docs', 'Bias', [
      [
        '',
        'Unlike harmful:hate, which targets hate speech, bias looks at harmful:hate stereotypes.',
      ],
    ]),
    page('/blog/guardrail-bypass/', 'Blog', 'Why filters fail', [
      ['', 'Encoding tricks slip past <script>alert(1)</script> guardrails.'],
    ]),
  ];
}

const ids = new Map([['/docs/plugins/harmful/', ['harmful']]]);
const json = () => JSON.stringify(buildIndex(site(), ids));
const pathsFor = (query: string) => {
  const loaded = loadIndexFrom(json());
  return rankPages(loaded, query).ranked.map((ranked) => loaded.pages[ranked.page][0]);
};

describe('index format', () => {
  it('keeps a page table with sections, snippets and the ids each page documents', () => {
    const serialized = buildIndex(site(), ids);
    expect(serialized.version).toBe(3);
    const harmful = serialized.pages.find(([pathname]) => pathname === '/docs/plugins/harmful/')!;
    expect(harmful[6]).toEqual(['harm']);
    const caching = serialized.pages[0];
    expect(caching[5][1]).toEqual([
      'clearing-the-cache',
      'Clearing the cache',
      '',
      'lvl2',
      'Run cache clear to start fresh.',
    ]);
  });

  it('answers which terms it holds, as prefixes too, and which are documented ids', () => {
    const {vocabulary} = loadIndexFrom(json());
    expect(vocabulary.knows('cach', false)).toBe(true);
    expect(vocabulary.knows('cac', false)).toBe(false);
    expect(vocabulary.knows('cac', true)).toBe(true);
    expect(vocabulary.knows('zzz', true)).toBe(false);
    expect(vocabulary.documents('harm')).toBe(true);
    expect(vocabulary.documents('cach')).toBe(false);
  });

  it('rejects an index in another format with a message that says why', () => {
    expect(() => loadIndexFrom(JSON.stringify({documentCount: 0}))).toThrow(
      /not in format 3; it was built by another version/,
    );
  });

  it('lists the ids the product data says each page documents', () => {
    const documented = documentedIds();
    expect(documented.get('/docs/red-team/plugins/bola/')).toEqual(['bola']);
    expect(documented.get('/docs/providers/openai/')).toEqual(['openai:', 'OPENAI_API_KEY']);
    expect(documented.get('/docs/configuration/expected-outputs/deterministic/')).toContain(
      'trace-span-count',
    );
    expect(documented.get('/docs/usage/command-line/')).toEqual(
      expect.arrayContaining(['scan-model', '--filter-first-n']),
    );
  });

  it('names the long form of each one-letter flag in the CLI data, and ships it in the index', () => {
    const names = shortFlagNames();
    expect(names).toMatchObject({'-o': '--output', '-c': '--config'});
    expect(Object.keys(names).every((short) => /^-[a-z]$/i.test(short))).toBe(true);
    expect(Object.values(names).every((long) => long.startsWith('--'))).toBe(true);
    const shipped = buildIndex(site(), ids, names);
    expect(loadIndexFrom(JSON.stringify(shipped)).shortFlags).toEqual(names);
  });
});

describe('planQuery', () => {
  const knows = (term: string, asPrefix: boolean) =>
    asPrefix ? 'harmful:hate'.startsWith(term) : term === 'harmful:hate';

  it('keeps a known id whole, with its namespace, and splits an unknown one', () => {
    expect(planQuery('harmful:hate', knows)).toEqual([
      {
        typed: 'harmful:hate',
        terms: ['harmful:hate'],
        prefix: true,
        fuzzy: false,
        namespace: 'harm',
        required: true,
      },
    ]);
    expect(planQuery('pii:session leaks', knows).map((word) => word.terms[0])).toEqual([
      'pii',
      'session',
      'leak',
    ]);
  });

  it('does not require a kind word beside one documented id, and requires it otherwise', () => {
    const documents = (term: string) => term === 'cca' || term === 'custom';
    const required = (query: string) =>
      planQuery(query, knows, documents).map((word) => [word.typed, word.required]);
    expect(required('cca plugin')).toEqual([
      ['cca', true],
      ['plugin', false],
    ]);
    expect(required('plugins and strategies')).toEqual([
      ['plugins', true],
      ['strategies', true],
    ]);
    // One typo from a documented id still names it.
    const fuzzyDocuments = (term: string, fuzzy: number | false) =>
      term === 'websocket' || (fuzzy !== false && term === 'websocet');
    const misspelt = planQuery('websocet provider', () => false, fuzzyDocuments);
    expect(misspelt.map((word) => word.required)).toEqual([true, false]);
    expect(
      planQuery(
        'websocet provider',
        () => false,
        (term, fuzzy) => fuzzy === false && term === 'websocket',
      ).map((word) => word.required),
    ).toEqual([true, true]);
    expect(required('custom javascript assertion')).toEqual([
      ['custom', true],
      ['javascript', true],
      ['assertion', true],
    ]);
  });

  it('lets the words of a known file name satisfy it, but not the parts of other ids', () => {
    const known = (term: string) => ['results.csv', 'pii:session'].includes(term);
    expect(planQuery('results.csv', known)[0].terms).toEqual(['results.csv', 'result', 'csv']);
    expect(planQuery('pii:session', known)[0].terms).toEqual(['pii:session']);
  });

  it('reads a one-letter flag as its long name, which a page need not match', () => {
    const flags = {'-o': '--output'};
    const words = planQuery('eval -o results', knows, undefined, flags);
    expect(words.map((word) => [word.terms[0], word.required])).toEqual([
      ['eval', true],
      ['output', false],
      ['result', true],
    ]);
    // A letter typed without its dash is not a flag.
    expect(planQuery('plan o results', knows, undefined, flags).map((w) => w.terms[0])).toEqual([
      'plan',
      'result',
    ]);
  });

  it('matches a word the index does not know against spellings too', () => {
    const known = (term: string) => term === 'sycoph';
    const words = planQuery('sycophancy sycophncy', (term) => known(term));
    expect(words.map((word) => word.spelled)).toEqual([undefined, 'sycophncy']);
    // It is surely misspelt, so it may be further off: two letters from seven on.
    expect(words.map((word) => word.fuzzy)).toEqual([0.2, 0.3]);
  });

  it('does not require the words that ask for a comparison', () => {
    const words = planQuery('garak vs crucible', knows);
    expect(words.map((word) => [word.typed, word.required])).toEqual([
      ['garak', true],
      ['vs', false],
      ['crucible', false],
    ]);
  });

  it('marks words that ask when something changed, and does not require them', () => {
    const words = planQuery('when was scan-model added', knows);
    expect(words.map((word) => [word.typed, word.required, word.asksRelease ?? false])).toEqual([
      ['scan', true, false],
      ['model', true, false],
      ['added', false, true],
    ]);
  });

  it('lets only the last word be unfinished, and does not require the product name', () => {
    const words = planQuery('crucible caching promptinj', knows);
    expect(words.map((word) => [word.typed, word.prefix, word.required])).toEqual([
      ['crucible', false, false],
      ['caching', false, true],
      ['promptinj', true, true],
    ]);
    expect(words[2].terms).toEqual(['promptinj']);
  });
});

describe('rankPages', () => {
  it('puts pages that match every word before pages that match some', () => {
    expect(pathsFor('cache clear')[0]).toBe('/docs/caching/');
    expect(pathsFor('content filter block rate')[0]).toBe('/docs/guardrails/');
  });

  it('ranks a release note first when the query asks when something changed', () => {
    const [template] = site();
    const page = (path: string, lvl0: string, title: string): ExtractedPage => ({
      ...template,
      path,
      lvl0,
      title,
      // In the description: body words on most pages of a site this small are not indexed.
      description: 'The write flag rewrites the tests in place.',
    });
    const pages = [
      page('/docs/command-line/', 'Docs', 'Command line'),
      page('/releases/crucible-0-87-0/', 'Release notes', 'Crucible 0.87.0'),
    ];
    const loaded = loadIndexFrom(JSON.stringify(buildIndex(pages)));
    const first = (query: string) => loaded.pages[rankPages(loaded, query).ranked[0].page][0];
    expect(first('write flag rewrites tests')).toBe('/docs/command-line/');
    expect(first('write flag rewrites tests removed')).toBe('/releases/crucible-0-87-0/');
  });

  it('finds a page by a misspelt word of its title that stems far from the right one', () => {
    const [template] = site();
    const pages = [
      {...template, path: '/docs/sycophancy/', title: 'Sycophancy'},
      {...template, path: '/docs/caching/', title: 'Caching'},
    ];
    const loaded = loadIndexFrom(JSON.stringify(buildIndex(pages)));
    const found = rankPages(loaded, 'sycophncy').ranked.map((r) => loaded.pages[r.page][0]);
    expect(found).toEqual(['/docs/sycophancy/']);
  });

  it('ranks a page whose title holds every word above one that only talks about them', () => {
    const [template] = site();
    const pages = [
      {
        ...template,
        path: '/docs/mcp-proxy/',
        title: 'MCP proxy',
        label: 'Rug pull defence',
        keywords: 'rug pull, pulled rug',
        description: 'Rug pull: the proxy stops a rug pull and logs each rug pull.',
      },
      {...template, path: '/docs/mcp-rug-pulls/', title: 'MCP rug pulls'},
      {...template, path: '/docs/caching/', title: 'Caching'},
    ];
    const loaded = loadIndexFrom(JSON.stringify(buildIndex(pages)));
    const found = rankPages(loaded, 'mcp rug pull').ranked.map((r) => loaded.pages[r.page][0]);
    expect(found).toEqual(['/docs/mcp-rug-pulls/', '/docs/mcp-proxy/']);
  });

  it('ranks the page that documents an id above a page that repeats it', () => {
    expect(pathsFor('harmful:hate').slice(0, 2)).toEqual([
      '/docs/plugins/harmful/',
      '/docs/plugins/bias/',
    ]);
  });

  it('opens each page at the section that matches best, or at the top when its title does', () => {
    const loaded = loadIndexFrom(json());
    const clear = rankPages(loaded, 'clear');
    const page = loaded.pages[clear.ranked[0].page];
    expect(page[5][bestSection(page, clear.words)][0]).toBe('clearing-the-cache');
    const caching = rankPages(loaded, 'caching');
    expect(bestSection(loaded.pages[caching.ranked[0].page], caching.words)).toBe(0);
  });

  it("ranks by titles alone, and reads a page's sections only to open a page it shows", () => {
    // A reader's first search waited while every matching page's sections were stemmed (about
    // 100 ms for a one-letter query on the built site); only the pages shown need them.
    const loaded = loadIndexFrom(json());
    const sectionReads = new Map<string, number>();
    for (const page of loaded.pages) {
      const sections = page[5];
      Object.defineProperty(page, 5, {
        get: () => {
          sectionReads.set(page[0], (sectionReads.get(page[0]) ?? 0) + 1);
          return sections;
        },
      });
    }
    expect(rankPages(loaded, 'c').ranked.length).toBeGreaterThan(2);
    const {ranked, words} = rankPages(loaded, 'clear');
    expect(sectionReads.size).toBe(0);
    // "Clearing the cache" is a section of the Caching page, so opening it needs the sections.
    const shown = loaded.pages[ranked[0].page];
    expect(shown[5][bestSection(shown, words)][0]).toBe('clearing-the-cache');
    expect([...sectionReads.keys()]).toEqual([shown[0]]);
  });

  it('offers as sub-sections only sections headed by a query word, never the row’s own', () => {
    const loaded = loadIndexFrom(json());
    const anchors = (query: string, limit = 5) => {
      const {words, ranked} = rankPages(loaded, query);
      const page = loaded.pages[ranked[0].page];
      const shown = bestSection(page, words);
      return subSections(page, words, shown, limit).map((index) => page[5][index][0]);
    };
    // "Cache keys" last: its heading names the word, its opening does not.
    expect(anchors('cache')).toEqual(['clearing-the-cache', 'where-the-cache-lives', 'cache-keys']);
    expect(anchors('cache', 1)).toEqual(['clearing-the-cache']);
    // The row opens at "Clearing the cache"; no other heading names "clear".
    expect(anchors('clear')).toEqual([]);
  });

  it('offers no sub-section without an anchor of its own', () => {
    const sections: PageTuple[5] = [
      ['', '', '', 'lvl1', 'Plans and what they include.'],
      ['', 'Pricing questions', '', 'lvl2', 'Answers about pricing.'],
      ['faq', 'Pricing for teams', '', 'lvl2', 'Seats and pricing.'],
      ['faq', 'Pricing for schools', '', 'lvl2', 'Discounts and pricing.'],
      ['invoices', 'Pricing and invoices', '', 'lvl2', 'Invoices and pricing.'],
    ];
    const page: PageTuple = ['/pricing/', 'Pages', 'Plans', 'default', 'en', sections, []];
    const words = planQuery('pricing', () => true);
    const offered = subSections(page, words, 0, 5).map((index) => sections[index][0]);
    expect(offered).toEqual(['faq', 'invoices']);
    // Nor the anchor the row itself opens at.
    expect(subSections(page, words, 2, 5).map((index) => sections[index][0])).toEqual(['invoices']);
  });

  it('groups pages as the modal does, so the search page shows the same order', () => {
    const loaded = loadIndexFrom(json());
    const byPath = (pathname: string) => loaded.pages.findIndex(([p]) => p === pathname);
    const ranked = [
      {page: byPath('/docs/caching/'), score: 3, terms: []},
      {page: byPath('/blog/guardrail-bypass/'), score: 2, terms: []},
      {page: byPath('/docs/guardrails/'), score: 1, terms: []},
    ];
    const {grouped, trailing} = arrangeForModal(ranked, loaded.pages);
    expect(grouped.map((r) => loaded.pages[r.page][0])).toEqual([
      '/docs/caching/',
      '/docs/guardrails/',
      '/blog/guardrail-bypass/',
    ]);
    expect(trailing).toEqual([]);
  });

  it('does not let one strong post lift weaker posts above the docs', () => {
    // In rank order, with scores that do not fall with rank: pages matching every word come first
    // whatever their score, so the rule reads ranks, not scores.
    const {grouped, trailing} = arranged([
      ['/blog/strong/', 'Blog', 10],
      ['/blog/close/', 'Blog', 2],
      ['/docs/reference/', 'Docs', 5],
      ['/blog/weak/', 'Blog', 9],
      ['/docs/guide/', 'Docs', 1],
      ['/blog/weaker/', 'Blog', 8],
    ]);
    // The close post ranks above the best docs page and stays; the others trail, in rank order.
    expect(grouped).toEqual(['/blog/strong/', '/blog/close/', '/docs/reference/', '/docs/guide/']);
    expect(trailing).toEqual(['/blog/weak/', '/blog/weaker/']);
  });

  it('never leaves docs pages out, whatever ranks after them', () => {
    const {grouped, trailing} = arranged([
      ['/docs/a/', 'Docs', 1],
      ['/blog/b/', 'Blog', 1],
      ['/docs/c/', 'Docs', 1],
      ['/releases/d/', 'Release notes', 1],
      ['/blog/e/', 'Blog', 1],
    ]);
    expect(grouped).toEqual(['/docs/a/', '/docs/c/', '/blog/b/', '/releases/d/']);
    expect(trailing).toEqual(['/blog/e/']);
  });
});

/** arrangeForModal over pages in rank order, given as [path, group, score], answered as paths. */
function arranged(ranking: [string, string, number][]) {
  const pages = ranking.map(([path, group]): PageTuple => [path, group, path, '', 'en', [], []]);
  const ranked = ranking.map(([, , score], index) => ({page: index, score, terms: []}));
  const {grouped, trailing} = arrangeForModal(ranked, pages);
  const paths = (items: {page: number}[]) => items.map((item) => pages[item.page][0]);
  return {grouped: paths(grouped), trailing: paths(trailing)};
}

const clientFor = (body = json()) =>
  createLocalSearchClient('/search-index.json', async () => new Response(body), 'https://x.dev');

describe('local search client', () => {
  it('answers with one hit per page, opened at its section', async () => {
    const {results} = await clientFor().search({requests: [{query: 'guardrails'}]});
    const urls = results[0].hits.map((hit) => hit.url);
    expect(urls[0]).toBe('https://x.dev/docs/guardrails/');
    expect(new Set(urls).size).toBe(urls.length);
    expect(results[0].hits.map((hit) => hit.objectID)).toEqual(
      results[0].hits.map((hit) => hit.url_without_anchor),
    );
    const clearing = await clientFor().search({requests: [{query: 'clear'}]});
    expect(clearing.results[0].hits[0]).toMatchObject({
      url: 'https://x.dev/docs/caching/#clearing-the-cache',
      anchor: 'clearing-the-cache',
      type: 'lvl2',
      hierarchy: {lvl0: 'Docs', lvl1: 'Caching', lvl2: 'Clearing the cache'},
    });
  });

  it('answers with a page’s further matching sections under it when asked, as the modal asks', async () => {
    const request = {query: 'cache', sectionsPerPage: 2};
    const {results} = await clientFor().search({requests: [request]});
    const caching = results[0].hits.filter((hit) => hit.url_without_anchor.endsWith('/caching/'));
    expect(caching.map((hit) => [hit.type, hit.url])).toEqual([
      // The page's row, typed as a page so DocSearch puts the sections under it.
      ['lvl1', 'https://x.dev/docs/caching/'],
      // Headed by the word, best first; "Turning it off" mentions no-cache only in its text.
      ['lvl2', 'https://x.dev/docs/caching/#clearing-the-cache'],
      ['lvl2', 'https://x.dev/docs/caching/#where-the-cache-lives'],
    ]);
    expect(new Set(results[0].hits.map((hit) => hit.objectID)).size).toBe(results[0].hits.length);
    // The page count is still counted in pages, and without the parameter a page is one hit.
    expect(results[0].nbHits).toBe(1);
    const plain = await clientFor().search({requests: [{query: 'cache'}]});
    expect(plain.results[0].hits.map((hit) => hit.url)).toEqual(['https://x.dev/docs/caching/']);
  });

  it('leaves trailing posts out of the modal, lists them last on the search page, and counts them', async () => {
    const [template] = site();
    const post = (slug: string, title: string, text: string): ExtractedPage => ({
      ...template,
      path: `/blog/${slug}/`,
      lvl0: 'Blog',
      docusaurus_tag: 'default',
      title,
      sections: [{...template.sections[0], text}],
    });
    const pages = [
      post('sandbox-escapes', 'Sandbox escapes', 'Sandbox escapes, sandbox escapes everywhere.'),
      {
        ...template,
        path: '/docs/sandbox/',
        title: 'Running code',
        sections: [{...template.sections[0], text: 'Run code in a sandbox.'}],
      },
      post('release-roundup', 'Roundup', 'One line mentions a sandbox.'),
      // Pages without the word, so it is not common enough to leave the body text (buildIndex).
      ...Array.from({length: 40}, (_, i) => ({...template, path: `/docs/other-${i}/`})),
    ];
    const client = createLocalSearchClient(
      '/i.json',
      async () => new Response(JSON.stringify(buildIndex(pages))),
      '',
    );
    const [modal, searchPage] = (
      await client.search({
        requests: [{query: 'sandbox', pagesPerGroup: 5}, {query: 'sandbox'}],
      })
    ).results;
    expect(modal.hits.map((hit) => hit.url)).toEqual(['/blog/sandbox-escapes/', '/docs/sandbox/']);
    expect(searchPage.hits.map((hit) => hit.url)).toEqual([
      '/blog/sandbox-escapes/',
      '/docs/sandbox/',
      '/blog/release-roundup/',
    ]);
    expect([modal.nbHits, searchPage.nbHits]).toEqual([3, 3]);
  });

  it('gives no sub-sections to pages that share a title with another page shown in their group', async () => {
    const [caching] = site();
    const pages = [caching, {...caching, path: '/docs/other-caching/'}];
    const client = createLocalSearchClient(
      '/i.json',
      async () => new Response(JSON.stringify(buildIndex(pages))),
      '',
    );
    const {results} = await client.search({requests: [{query: 'cache', sectionsPerPage: 2}]});
    expect(results[0].hits.map((hit) => hit.url)).toEqual([
      '/docs/caching/',
      '/docs/other-caching/',
    ]);
  });

  it('caps the pages of each group when asked, keeping the order', async () => {
    const all = await clientFor().search({requests: [{query: 'harmful:hate'}]});
    const capped = await clientFor().search({
      requests: [{query: 'harmful:hate', pagesPerGroup: 1}],
    });
    const urls = all.results[0].hits.map((hit) => hit.url);
    expect(urls.length).toBeGreaterThan(1);
    expect(capped.results[0].hits.map((hit) => hit.url)).toEqual(urls.slice(0, 1));
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
    // Words of the query are marked wherever they occur, always as escaped text.
    expect(blog._snippetResult.content.value).toBe(
      'Encoding tricks slip past &lt;script&gt;<mark>alert</mark>(1)&lt;/script&gt; <mark>guardrails</mark>.',
    );
    const guardrails = results[0].hits.find((hit) => hit.url.endsWith('/docs/guardrails/'))!;
    expect(guardrails._snippetResult.hierarchy.lvl1.value).toBe('<mark>Guardrails</mark>');
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
    expect(docsOnly.results[0].hits.every((hit) => hit.docusaurus_tag.startsWith('docs-'))).toBe(
      true,
    );
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
    expect(both.results[0].hits.some((hit) => hit.url.includes('/blog/'))).toBe(true);
    expect(facetPredicate('language:fr')({language: 'en'} as never)).toBe(false);
  });

  it('tolerates a typo and matches the last word as a prefix', async () => {
    const client = clientFor();
    const typo = await client.search({requests: [{query: 'guardrials'}]});
    expect(typo.results[0].hits[0].url).toBe('https://x.dev/docs/guardrails/');
    const prefix = await client.search({requests: [{query: 'encod'}]});
    expect(prefix.results[0].hits[0].url).toContain('/blog/');
  });

  it('survives hostile queries', async () => {
    const client = clientFor();
    for (const query of ['(a+)+$[', '.*', '\\', '"><svg onload=alert(1)>', 'x'.repeat(1000), ' ']) {
      const {results} = await client.search({requests: [{query}]});
      expect(results[0].query).toBe(query);
      expect(Array.isArray(results[0].hits)).toBe(true);
    }
  });

  it('reports a failed index fetch and retries on the next search', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('gone', {status: 503}))
      .mockResolvedValueOnce(new Response(json()));
    const client = createLocalSearchClient('/search-index.json', fetchImpl, 'https://x.dev');
    await expect(client.search({requests: [{query: 'caching'}]})).rejects.toThrow(/503/);
    const {results} = await client.search({requests: [{query: 'caching'}]});
    expect(results[0].hits[0].url).toBe('https://x.dev/docs/caching/');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('long queries', () => {
  const pasted = `Error: guardrails ${'blocked '.repeat(30)}end`;

  it('answers for the query as asked, so the search page keeps the answer', async () => {
    const {results} = await clientFor().search([{indexName: 'local', params: {query: pasted}}]);
    expect(results[0].query).toBe(pasted);
    expect(results[0].hits[0].url).toBe('https://x.dev/docs/guardrails/');
  });

  it('searches the first words only, and says which', () => {
    expect(pasted.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    expect(searchedWords(pasted)).toEqual(['Error', 'guardrails', ...Array(6).fill('blocked')]);
    expect(queryCutNote(pasted)).toBe(
      'Only the first 8 words were searched: Error guardrails blocked blocked blocked blocked blocked blocked. Searches read up to 8 words, not counting common ones such as “the”, and 200 characters.',
    );
    expect(queryCutNote('cache clear')).toBeNull();
  });

  it('does not count common words and lone letters towards the eight', () => {
    const question = 'how do I keep the spend per answer under a few cents and replies fast';
    expect(searchedWords(question).slice(-2)).toEqual(['replies', 'fast']);
    expect(queryCutNote(question)).toBeNull();
    // Words that are searched still stop at eight, whatever sits between them.
    const words = 'alpha a bravo b charlie c delta d echo e foxtrot f golf g hotel h india';
    expect(searchedWords(words).at(-1)).toBe('h');
  });
});

describe('markup in page text', () => {
  const payload = '<img src=x onerror="window.injected=1">';
  const hostileSite = () => {
    const [first] = site();
    return [
      {
        ...first,
        title: `Escaping ${payload}`,
        sections: [{...first.sections[0], text: `Shows ${payload} as an example of a payload.`}],
      },
    ];
  };

  it('is escaped in every field DocSearch renders as HTML, stored searches included', async () => {
    const client = clientFor(JSON.stringify(buildIndex(hostileSite())));
    const {results} = await client.search({requests: [{query: 'escaping'}]});
    const [hit] = results[0].hits;
    expect(hit.hierarchy.lvl1).toBe(
      'Escaping &lt;img src=x onerror=&quot;window.injected=1&quot;&gt;',
    );
    expect(hit.content).toContain('&lt;img');
    // What DocSearch keeps as a recent search: the hit without its snippets.
    const {_highlightResult, _snippetResult, ...stored} = hit;
    for (const rendered of [stored, _highlightResult, _snippetResult]) {
      expect(JSON.stringify(rendered)).not.toMatch(/<img/);
    }
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
  it('marks a word that follows a non-word match of the same term, and accented capitals', () => {
    expect(highlight('unread red', ['red']).value).toBe('unread <mark>red</mark>');
    expect(highlight('Évaluer les modèles', ['év']).value).toBe('<mark>Évaluer</mark> les modèles');
  });
  it('marks every field it is given, whatever the field before it held', () => {
    const mark = highlighter(['rubric', 'llm']);
    expect(mark('Grading with an LLM rubric').value).toBe(
      'Grading with an <mark>LLM</mark> <mark>rubric</mark>',
    );
    expect(mark('llm-rubric').value).toBe('<mark>llm</mark>-<mark>rubric</mark>');
    expect(mark('llm-rubric').matchLevel).toBe('full');
    expect(mark('rubrics only').matchLevel).toBe('partial');
  });
});
