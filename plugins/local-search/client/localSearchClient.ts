/**
 * A search client that answers the calls DocSearch's modal makes to Algolia's lite client, and the
 * plugin's search page makes in the same shape, from the site's own MiniSearch index. The index is
 * fetched on first use and kept; a failed fetch is reported to the caller (so the UI shows its
 * error texts) and retried on the next search.
 */
import {HIERARCHY_LEVELS, type Hierarchy, type SearchRecord} from '../records';
import {SEARCH_INDEX_PATH, type PageTuple} from '../searchOptions';
import {escapeHtml, highlighter} from './highlight';
import {createIndexLoader, type IndexLoader} from './indexLoader';
import {LOCAL_INDEX_NAME} from './localIndexName';
import type {LoadedIndex} from './loadIndex';
import {bestSection, inModalOrder, rankPages} from './rankPages';

const DEFAULT_HITS_PER_PAGE = 20;

type Params = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | (string | string[])[];
  highlightPreTag?: string;
  highlightPostTag?: string;
};
/** The modal sends `{indexName, query, ...}`; the search page sends `{indexName, params}`. */
type SearchRequest = Params & {indexName?: string; params?: Params};

/** Turns Algolia facet filters into a predicate: AND across entries, OR inside a nested array. */
export function facetPredicate(
  facetFilters: Params['facetFilters'],
): (record: SearchRecord) => boolean {
  const groups = (typeof facetFilters === 'string' ? [facetFilters] : (facetFilters ?? [])).map(
    (group) =>
      (Array.isArray(group) ? group : [group]).map((filter) => {
        const separator = filter.indexOf(':');
        return {facet: filter.slice(0, separator), value: filter.slice(separator + 1)};
      }),
  );
  return (record) =>
    groups.every((group) =>
      group.some(({facet, value}) => String((record as Record<string, unknown>)[facet]) === value),
    );
}

/** The record a ranked page stands for: the page, opened at its chosen section. */
export function toRecord(
  page: number,
  section: number,
  pages: readonly PageTuple[],
  origin: string,
): SearchRecord {
  const [path, lvl0, lvl1, docusaurusTag, language, sections] = pages[page];
  const [anchor, lvl2, lvl3, type, snippet] = sections[section];
  const trail = [lvl0, lvl1, lvl2, lvl3];
  const hierarchy = Object.fromEntries(
    HIERARCHY_LEVELS.map((level, index) => [level, trail[index] || null]),
  ) as Hierarchy;
  return {
    url: `${origin}${path}${anchor ? `#${anchor}` : ''}`,
    hierarchy,
    type,
    content: snippet || null,
    docusaurus_tag: docusaurusTag,
    language,
  };
}

/**
 * A record as DocSearch expects a hit. Every text field is HTML, as in Algolia's DocSearch
 * records: the modal renders `_snippetResult` values as HTML and falls back to the plain fields
 * (`hierarchy.lvlN`, `content`) as HTML too, notably for the "recent searches" it stores without
 * the snippets. So page text is escaped in every field, and only our own `<mark>` tags are markup:
 * a page whose heading shows `<img onerror=…>` as an example stays an example.
 */
function toHit(record: SearchRecord, terms: string[], pre: string, post: string) {
  // Like Algolia, highlight only the levels that exist: the search page reads `.value` of each.
  const levels = Object.entries(record.hierarchy).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  );
  const mark = highlighter(terms, pre, post);
  const hierarchyHighlight = Object.fromEntries(
    levels.map(([level, value]) => [level, mark(value)]),
  );
  const content = mark(record.content ?? '');
  const [pageUrl, anchor] = record.url.split('#');
  return {
    // One hit per page, so the page URL is unique; DocSearch keys its list items by objectID.
    objectID: pageUrl,
    ...record,
    hierarchy: Object.fromEntries(
      Object.entries(record.hierarchy).map(([level, value]) => [
        level,
        value === null ? null : escapeHtml(value),
      ]),
    ) as Hierarchy,
    content: record.content === null ? null : escapeHtml(record.content),
    url_without_anchor: pageUrl,
    anchor: anchor ?? null,
    _highlightResult: {
      hierarchy: hierarchyHighlight,
      content,
    },
    _snippetResult: {
      hierarchy: hierarchyHighlight,
      content: {...content, matchLevel: 'full'},
    },
  };
}

/**
 * Runs one request against a loaded index and returns it in Algolia's result shape. Hit URLs are
 * the page paths after `origin`: site-relative in the browser, absolute where a test or the
 * benchmark passes an origin.
 */
export function answer(loaded: LoadedIndex, request: SearchRequest, origin: string) {
  const {pages} = loaded;
  const params: Params = {...request, ...request.params};
  // The answer names the query as it was asked, so a caller that matches answers to queries (the
  // search page does) accepts it; rankPages reads only the words queryLimits.ts allows.
  const query = params.query ?? '';
  const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
  const page = params.page ?? 0;
  const matchesFacets = facetPredicate(params.facetFilters);
  // Facets live in the page table, so pages are filtered through a record of their top.
  const keep = (page: number) => matchesFacets(toRecord(page, 0, pages, origin));
  const {words, ranked: byScore} = query.trim()
    ? rankPages(loaded, query, keep)
    : {words: [], ranked: []};
  const ranked = inModalOrder(byScore, pages);
  const pre = params.highlightPreTag ?? '<mark>';
  const post = params.highlightPostTag ?? '</mark>';
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((item) => {
    const section = bestSection(pages[item.page], words);
    return toHit(toRecord(item.page, section, pages, origin), item.terms, pre, post);
  });
  return {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query,
    params: new URLSearchParams({query}).toString(),
    index: request.indexName ?? LOCAL_INDEX_NAME,
  };
}

/**
 * A client that loads its own index from `indexUrl` (see createIndexLoader); tests and scripts
 * use it with their own fetch and origin.
 */
export function createLocalSearchClient(
  indexUrl: string = SEARCH_INDEX_PATH,
  fetchImpl?: (url: string) => Promise<Response>,
  origin = '',
) {
  return searchClientOver(createIndexLoader(indexUrl, fetchImpl), origin);
}

/**
 * The client object handed to DocSearch (via transformSearchClient) and used by the search page,
 * answering from the index `load` provides. `origin` goes before hit paths: none by default, so
 * hits are links the router follows.
 */
export function searchClientOver(load: IndexLoader, origin = '') {
  return {
    appId: LOCAL_INDEX_NAME,
    addAlgoliaAgent() {},
    async clearCache() {},
    async search(requests: SearchRequest[] | {requests: SearchRequest[]}) {
      const list = Array.isArray(requests) ? requests : requests.requests;
      const index = await load();
      return {results: list.map((request) => answer(index, request, origin))};
    },
    async searchForFacetValues() {
      return [{facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0}];
    },
  };
}

export type LocalSearchClient = ReturnType<typeof searchClientOver>;
