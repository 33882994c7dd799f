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
import {arrangeForModal, bestSection, rankPages, subSections, type RankedPage} from './rankPages';

const DEFAULT_HITS_PER_PAGE = 20;

type Params = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: string | (string | string[])[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  /**
   * Not Algolia's: how many further matching sections of each page to answer with, as hits of
   * their own right after the page's hit (see subSections). DocSearch's modal shows them under
   * the page's row, as it shows a hosted index's sections of one page.
   */
  sectionsPerPage?: number;
  /**
   * Not Algolia's, and what makes a request the modal's: how many pages of each group (`lvl0`)
   * to answer with, leaving out the pages that trail (see arrangeForModal). The modal caps its
   * rows per group; capping pages here keeps a page's sections from taking other pages' rows.
   */
  pagesPerGroup?: number;
};
/** The modal sends `{indexName, query, ...}`; the search page sends `{indexName, params}`. */
type SearchRequest = Params & {indexName?: string; params?: Params};

/** Turns Algolia facet filters into a predicate: AND across entries, OR inside a nested array. */
export function facetPredicate(
  facetFilters: Params['facetFilters'],
): (record: Partial<SearchRecord>) => boolean {
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
    // DocSearch keys its list items by objectID: a page's hit by the page, a section's by its URL.
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

/** The first `limit` pages of each group, in the same order. */
function capGroups(
  ranked: readonly RankedPage[],
  pages: readonly PageTuple[],
  limit: number,
): RankedPage[] {
  const counts = new Map<string, number>();
  return ranked.filter((item) => {
    const group = pages[item.page][1];
    const count = (counts.get(group) ?? 0) + 1;
    counts.set(group, count);
    return count <= limit;
  });
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
  // Facets live in the page table; every page that matches a word is filtered, so only the two
  // facet fields are read, not a whole record.
  const keep = (page: number) =>
    matchesFacets({docusaurus_tag: pages[page][3], language: pages[page][4]});
  const {words, ranked: byScore} = query.trim()
    ? rankPages(loaded, query, keep)
    : {words: [], ranked: []};
  const {grouped, trailing} = arrangeForModal(byScore, pages);
  // The modal leaves out the pages that trail, and shows the first pages of each group among the
  // hits asked for; the search page shows every page, a page of hits at a time.
  const modal = params.pagesPerGroup !== undefined;
  const ordered = modal ? grouped : [...grouped, ...trailing];
  const asked = ordered.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const shown = modal ? capGroups(asked, pages, params.pagesPerGroup!) : asked;
  const pre = params.highlightPreTag ?? '<mark>';
  const post = params.highlightPostTag ?? '</mark>';
  // DocSearch nests a section under the first page row of its group with the same title, so pages
  // that share a title with another shown page of their group get no sections.
  const titles = shown.map((item) => `${pages[item.page][1]}\n${pages[item.page][2]}`);
  const hits = shown.flatMap((item, position) => {
    const tuple = pages[item.page];
    const section = bestSection(tuple, words);
    const sharesTitle = titles.indexOf(titles[position]) !== titles.lastIndexOf(titles[position]);
    const further = sharesTitle
      ? []
      : subSections(tuple, words, section, params.sectionsPerPage ?? 0);
    const pageHit = toHit(toRecord(item.page, section, pages, origin), item.terms, pre, post);
    if (further.length === 0) return [pageHit];
    // DocSearch puts a hit under the page's `lvl1` hit, so the page's row becomes that hit.
    return [
      {...pageHit, type: 'lvl1' as const},
      ...further.map((index) => {
        const hit = toHit(toRecord(item.page, index, pages, origin), item.terms, pre, post);
        return {...hit, objectID: hit.url};
      }),
    ];
  });
  return {
    hits,
    // Every matching page, as the search page lists them: the modal's "See all N results".
    nbHits: byScore.length,
    page,
    nbPages: Math.ceil(byScore.length / hitsPerPage),
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
