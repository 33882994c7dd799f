import {act, renderHook} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import {contextualFacetFilters} from '@site/plugins/local-search/client/contextualSearch';
import {
  createIndexLoader,
  pageIndexLoader,
  preloadIndex,
} from '@site/plugins/local-search/client/indexLoader';
import {missingResultsUrl, searchPageUrl} from '@site/plugins/local-search/client/searchLinks';
import {
  hasMore,
  initialSearchPageState,
  isLoading,
  searchPageReducer,
  toResultItem,
  type ResultItem,
  type SearchPageState,
} from '@site/plugins/local-search/client/searchPageState';
import {
  SEARCH_FAILURE,
  documentsFound,
  searchPageTitle,
  seeAllResults,
} from '@site/plugins/local-search/client/searchTexts';
import {INDEX_FAILURE_TEXTS} from '@site/plugins/local-search/client/useModalSearchClient';
import {useSearchModal} from '@site/plugins/local-search/client/useSearchModal';

describe('search texts (spec sections 2 and 8)', () => {
  it('says the spec’s words', () => {
    expect(seeAllResults(12)).toBe('See all 12 results');
    expect(SEARCH_FAILURE).toEqual({
      title: 'Unable to fetch results',
      help: 'You might want to check your network connection.',
    });
    expect(INDEX_FAILURE_TEXTS).toMatchObject({
      noResultsText: SEARCH_FAILURE.title,
      reportMissingResultsText: SEARCH_FAILURE.help,
    });
  });

  it('titles the search page by its query and counts what it found', () => {
    expect(searchPageTitle('')).toBe('Search the documentation');
    expect(searchPageTitle('red team')).toBe('Search results for "red team"');
    expect(documentsFound(1)).toBe('One document found');
    expect(documentsFound(42)).toBe('42 documents found');
  });
});

describe('search links', () => {
  it('leads to the search page with the query encoded', () => {
    expect(searchPageUrl('/search/', 'red team & <b>')).toBe(
      '/search/?q=red%20team%20%26%20%3Cb%3E',
    );
  });

  it('prefills a GitHub issue for a query that found nothing', () => {
    const url = new URL(missingResultsUrl({query: 'zq & "x"'}));
    expect(url.origin + url.pathname).toBe('https://github.com/crucible-ai/crucible/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs search: no results for "zq & "x""');
    expect(url.searchParams.get('labels')).toBe('docs');
  });
});

describe('contextual search', () => {
  it('asks for the language and any of the page’s search tags', () => {
    expect(contextualFacetFilters('en', ['default', 'docs-default-current'])).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ]);
  });
});

describe('search page results', () => {
  const item = (url: string): ResultItem => ({title: url, url, breadcrumbs: [], summary: ''});
  const answer = (query: string, page: number, urls: string[], pageCount = 3) =>
    ({type: 'answer', query, page, items: urls.map(item), total: 40, pageCount}) as const;
  const run = (state: SearchPageState, ...actions: Parameters<typeof searchPageReducer>[1][]) =>
    actions.reduce(searchPageReducer, state);

  it('turns a hit into a result: deepest heading as title, the levels above as breadcrumbs', () => {
    const hit = {
      url: '/docs/caching/#clearing',
      _highlightResult: {
        hierarchy: {
          lvl0: {value: 'Docs'},
          lvl1: {value: '<mark>Caching</mark>'},
          lvl2: {value: 'Clearing'},
        },
      },
      _snippetResult: {content: {value: 'Run <mark>cache</mark> clear'}},
    };
    expect(toResultItem(hit)).toEqual({
      title: 'Clearing',
      url: '/docs/caching/#clearing',
      breadcrumbs: ['Docs', '<mark>Caching</mark>'],
      summary: 'Run <mark>cache</mark> clear...',
    });
    expect(toResultItem({...hit, _snippetResult: {content: {value: ''}}}).summary).toBe('');
  });

  it('loads while the first page is on its way, then lists it', () => {
    const start = initialSearchPageState('red team');
    expect(isLoading(start)).toBe(true);
    const first = run(start, answer('red team', 0, ['/a/', '/b/']));
    expect(isLoading(first)).toBe(false);
    expect(first.items.map((i) => i.url)).toEqual(['/a/', '/b/']);
    expect(first.total).toBe(40);
    expect(isLoading(initialSearchPageState(''))).toBe(false);
  });

  it('appends later pages, asking for one at a time, until none are left', () => {
    const first = run(initialSearchPageState('q'), answer('q', 0, ['/a/']));
    expect(hasMore(first)).toBe(true);
    const asked = run(first, {type: 'more'}, {type: 'more'});
    expect(asked.page).toBe(1);
    const second = run(asked, answer('q', 1, ['/b/']), {type: 'more'}, answer('q', 2, ['/c/']));
    expect(second.items.map((i) => i.url)).toEqual(['/a/', '/b/', '/c/']);
    expect(hasMore(second)).toBe(false);
    expect(run(second, {type: 'more'})).toBe(second);
  });

  it('drops answers to a query the reader has since changed', () => {
    const state = run(initialSearchPageState('re'), {type: 'query', query: 'red'});
    expect(run(state, answer('re', 0, ['/old/']))).toBe(state);
    expect(run(state, {type: 'failure', query: 're'})).toBe(state);
    expect(run(state, answer('red', 0, ['/new/'])).items.map((i) => i.url)).toEqual(['/new/']);
  });

  it('shows a failure instead of results, and forgets it once a search answers', () => {
    const listed = run(initialSearchPageState('q'), answer('q', 0, ['/a/']));
    const failed = run(listed, {type: 'failure', query: 'q'});
    expect(failed).toMatchObject({failed: true, items: [], total: null});
    expect(isLoading(failed)).toBe(false);
    const retried = run(failed, {type: 'query', query: 'qu'}, answer('qu', 0, ['/b/']));
    expect(retried.failed).toBe(false);
  });
});

describe('search modal state', () => {
  const Modal = () => null;

  it('loads the modal’s code on open, shows it, and hands focus back to the button on close', async () => {
    const load = vi.fn(async () => ({default: Modal}));
    const {result} = renderHook(() => useSearchModal(load));
    const button = document.createElement('button');
    document.body.append(button);
    result.current.buttonRef.current = button;
    expect(result.current.Modal).toBeNull();
    await act(async () => result.current.open());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.Modal).toBe(Modal);
    act(() => result.current.close());
    expect(result.current.Modal).toBeNull();
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  it('starts what the modal needs at once, while the modal’s code downloads', async () => {
    let arrive: (module: {default: typeof Modal}) => void = () => {};
    const load = () => new Promise<{default: typeof Modal}>((resolve) => (arrive = resolve));
    const onOpen = vi.fn();
    const {result} = renderHook(() => useSearchModal(load, onOpen));
    act(() => result.current.open());
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(result.current.Modal).toBeNull();
    await act(async () => arrive({default: Modal}));
    expect(result.current.Modal).toBe(Modal);
  });

  it('opens with Ctrl+K', async () => {
    const {result} = renderHook(() => useSearchModal(async () => ({default: Modal})));
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true}));
    });
    expect(result.current.Modal).toBe(Modal);
  });

  it('stays closed when the code cannot be downloaded, and tries again on the next open', async () => {
    const load = vi
      .fn<() => Promise<{default: typeof Modal}>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({default: Modal});
    const {result} = renderHook(() => useSearchModal(load));
    await act(async () => result.current.preload());
    await act(async () => result.current.open());
    expect(result.current.Modal).toBeNull();
    await act(async () => result.current.open());
    expect(result.current.Modal).toBe(Modal);
  });
});

describe('index loader', () => {
  it('is one per index for the whole page, so the search bar’s early load is the modal’s', () => {
    expect(pageIndexLoader('/search-index.json')).toBe(pageIndexLoader('/search-index.json'));
    expect(pageIndexLoader('/other.json')).not.toBe(pageIndexLoader('/search-index.json'));
  });

  it('fetches once while loading, and again after a failure', async () => {
    const fetchImpl = vi.fn(async () => new Response('gone', {status: 503}));
    const load = createIndexLoader('/search-index.json', fetchImpl);
    preloadIndex(load);
    await expect(load()).rejects.toMatchObject({name: 'RetryError'});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await expect(load()).rejects.toThrow(/503/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});
