import MiniSearch from 'minisearch';
import type {ExtractedPage} from './extractPage';
import {
  INDEX_FORMAT_VERSION,
  INDEX_OPTIONS,
  SNIPPET_WORDS,
  spellingsOf,
  type PageDocument,
  type PageTuple,
  type SerializedIndex,
} from './searchOptions';
import {normalizeTerm, rawTokens, tokenize} from './text';

/**
 * Body words that appear on more than this share of pages are not indexed as body text: they
 * match most pages, rank none, and make up much of the file a phone downloads. They still count
 * in titles, headings, descriptions and every other field. Lowering the share from 0.3 to 0.08 cut
 * the index by some 60 KiB brotli and did not lower relevance on the benchmark.
 */
export const COMMON_BODY_TERM_SHARE = 0.08;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** How many pages each normalized term of the body text appears on. */
function bodyTermPageCounts(pages: readonly ExtractedPage[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const body = page.sections.map((section) => section.text).join(' ');
    const terms = new Set(tokenize(body).map(normalizeTerm));
    for (const term of terms) if (term) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return counts;
}

/**
 * Indexes the pages of the whole site. `idsByPath` holds, for a page path, the ids the page
 * documents (plugin, strategy, provider and CLI ids from src/data), indexed as their own field;
 * `shortFlags` the long name of each one-letter CLI flag, which the client reads queries with.
 * The result is what /search-index.json holds.
 */
export function buildIndex(
  pages: readonly ExtractedPage[],
  idsByPath: ReadonlyMap<string, readonly string[]> = new Map(),
  shortFlags: Record<string, string> = {},
): SerializedIndex {
  const bodyCounts = bodyTermPageCounts(pages);
  const commonLimit = Math.max(1, pages.length * COMMON_BODY_TERM_SHARE);
  const index = new MiniSearch<PageDocument>({
    ...INDEX_OPTIONS,
    processTerm: (term, field) => {
      if (field === 'spellings') return term;
      const normalized = normalizeTerm(term);
      if (field === 'body' && normalized && (bodyCounts.get(normalized) ?? 0) > commonLimit) {
        return null;
      }
      return normalized;
    },
  });
  index.addAll(
    pages.map((page, id) => ({
      id,
      title: page.title,
      label: page.label,
      keywords: page.keywords,
      ids: (idsByPath.get(page.path) ?? []).join(' '),
      headings: page.sections.map((section) => section.lvl3 || section.lvl2).join(' '),
      description: page.description,
      body: page.sections.map((section) => section.text).join(' '),
      code: page.codeIds,
      spellings: spellingsOf(page.title, page.label, page.keywords),
    })),
  );
  const table: PageTuple[] = pages.map((page) => [
    page.path,
    page.lvl0,
    page.title,
    page.docusaurus_tag,
    page.language,
    page.sections.map((section) => [
      section.anchor,
      section.lvl2,
      section.lvl3,
      section.type,
      words(section.text).slice(0, SNIPPET_WORDS).join(' '),
    ]),
    [
      ...new Set(
        rawTokens((idsByPath.get(page.path) ?? []).join(' '))
          .map(normalizeTerm)
          .filter((term): term is string => term !== null),
      ),
    ],
  ]);
  const {documentIds, ...serialized} = index.toJSON();
  // Document ids are the page numbers, which are MiniSearch's own short ids; loadIndexFrom
  // rebuilds the map. Anything else would be a bug in this function.
  if (!Object.entries(documentIds).every(([shortId, id]) => Number(shortId) === id)) {
    throw new Error('search index: document ids must equal MiniSearch short ids');
  }
  return {version: INDEX_FORMAT_VERSION, pages: table, shortFlags, index: serialized};
}
