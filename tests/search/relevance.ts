/**
 * Search relevance, measured the way a visitor meets it: each query of a query set runs through
 * the site's own search client over the built index, the hits are arranged as DocSearch's modal
 * arranges them, and the rank of the first acceptable page gives top-1, hit@3 and MRR@10.
 *
 * The modal groups hits by `hierarchy.lvl0` (Docs, Blog, Release notes, Pages) in the order each
 * group first appears, shows at most MODAL_ROWS_PER_GROUP hits per group, and within a group
 * gathers the hits of one page (`lvl1`) together. So a page's rank is its position among the
 * distinct pages of that arrangement, not its position in the hit list.
 */
import {MODAL_ROWS_PER_GROUP} from '../../plugins/local-search/client/modalRows';

export {MODAL_ROWS_PER_GROUP};

export type RelevanceQuery = {
  q: string;
  category: string;
  /** Acceptable pages, as paths with a trailing slash. */
  targets: string[];
  why: string;
};

export type QuerySet = {queries: RelevanceQuery[]};

/** The fields of a hit this module reads. */
export type Hit = {url: string; hierarchy: {lvl0: string | null; lvl1: string | null}};

/** Ranks beyond this count as misses for MRR (MRR@10). */
export const MRR_DEPTH = 10;

function pathOf(url: string): string {
  return new URL(url, 'https://site.invalid').pathname;
}

/** Group items by key in order of first appearance, at most `limit` per group. */
function groupInOrder<T>(items: readonly T[], key: (item: T) => string, limit: number): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name) ?? [];
    if (!groups.has(name)) groups.set(name, group);
    if (group.length < limit) group.push(item);
  }
  return [...groups.values()];
}

/** The hits in the order the modal shows them (see the module comment). */
export function modalOrder<T extends Hit>(hits: readonly T[]): T[] {
  return groupInOrder(hits, (hit) => hit.hierarchy.lvl0 ?? '', MODAL_ROWS_PER_GROUP).flatMap(
    (group) => groupInOrder(group, (hit) => hit.hierarchy.lvl1 ?? '', MODAL_ROWS_PER_GROUP).flat(),
  );
}

/** Distinct page paths in the order the modal shows them. */
export function displayedPages(hits: readonly Hit[]): string[] {
  return [...new Set(modalOrder(hits).map((hit) => pathOf(hit.url)))];
}

export type Scores = {
  queries: number;
  /** Share of queries whose first page is a target. */
  top1: number;
  /** Share whose target is among the first three pages. */
  hit3: number;
  /** Mean reciprocal rank of the first target, counting ranks up to MRR_DEPTH. */
  mrr10: number;
  /** Share of queries with no hit at all. */
  zeroResults: number;
};

export type QueryResult = RelevanceQuery & {
  /** 1-based rank of the first target, or null when it is not shown. */
  rank: number | null;
  pages: string[];
};

export type RelevanceReport = {
  overall: Scores;
  byCategory: Record<string, Scores>;
  results: QueryResult[];
};

function scores(results: readonly QueryResult[]): Scores {
  const count = results.length || 1;
  const share = (test: (result: QueryResult) => boolean) => results.filter(test).length / count;
  return {
    queries: results.length,
    top1: share((r) => r.rank === 1),
    hit3: share((r) => r.rank !== null && r.rank <= 3),
    mrr10:
      results.reduce(
        (sum, r) => sum + (r.rank !== null && r.rank <= MRR_DEPTH ? 1 / r.rank : 0),
        0,
      ) / count,
    zeroResults: share((r) => r.pages.length === 0),
  };
}

/** Runs every query through `search` and scores the pages it would show. */
export function evaluate(
  queries: readonly RelevanceQuery[],
  search: (query: string) => readonly Hit[],
): RelevanceReport {
  const results = queries.map((query) => {
    const pages = displayedPages(search(query.q));
    const index = pages.findIndex((page) => query.targets.includes(page));
    return {...query, pages, rank: index === -1 ? null : index + 1};
  });
  const categories = [...new Set(results.map((r) => r.category))].sort();
  return {
    overall: scores(results),
    byCategory: Object.fromEntries(
      categories.map((category) => [
        category,
        scores(results.filter((r) => r.category === category)),
      ]),
    ),
    results,
  };
}

/** A one-line summary: `top-1 58.3% · hit@3 68.1% · MRR@10 0.652 · zero 3.0% (n=167)`. */
export function formatScores(s: Scores): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return `top-1 ${percent(s.top1)} · hit@3 ${percent(s.hit3)} · MRR@10 ${s.mrr10.toFixed(3)} · zero ${percent(s.zeroResults)} (n=${s.queries})`;
}
