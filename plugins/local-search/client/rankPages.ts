/**
 * Ranks pages, not sections, for a query: MiniSearch scores each page over all its fields, pages
 * that match every word come before pages that match only some, a few page-level signals adjust
 * the order, and each page shown gets its best-matching section as the hit's anchor.
 *
 * The numbers here were set with the relevance benchmark (`node scripts/search-relevance.mjs`
 * over tests/search/queries.json), never for a single query.
 */
import type {Query, SearchResult} from 'minisearch';
import {FIELD_BOOSTS, type PageTuple} from '../searchOptions';
import {isCompound, normalizeTerm, tokenize} from '../text';
import type {LoadedIndex} from './loadIndex';
import {planQuery, type QueryWord} from './planQuery';

/**
 * How much each kind of page weighs when both match: a reference page should beat a blog post or
 * release note that mentions the term in passing, while a post that is about it still wins.
 */
export const GROUP_WEIGHTS: Record<string, number> = {
  Docs: 1,
  Pages: 0.85,
  Blog: 0.7,
  'Release notes': 0.6,
};

/** Release notes' weight for a query that asks when something changed ("--write removed"). */
export const RELEASE_QUESTION_WEIGHT = 1.2;

export const RANKING = {
  /** A page that matches k of the n words a page must match keeps (k/n)^coveragePower. */
  coveragePower: 2,
  /** Extra weight for a page whose title is exactly the query, word for word. */
  exactTitleWeight: 1.5,
  /**
   * Extra weight for a page whose title holds every word the query needs ("mcp rug pull" and the
   * post "MCP rug pulls: …"): a title names what the page is about, the body only what it says.
   */
  titleCoverWeight: 1.5,
  /**
   * Extra weight for a page that documents an id the query names (`trace-span-count`, or `bola`
   * alone): the reference for an id beats pages that use it, however often they do.
   */
  documentedIdWeight: 3,
};

export type RankedPage = {
  /** Index of the page in the page table. */
  page: number;
  score: number;
  /** Index terms that matched and the words as typed, for highlighting. */
  terms: string[];
};

/** Search options that take query terms as they are: planQuery has already normalized them. */
const AS_IS = {tokenize: (text: string) => [text], processTerm: (term: string) => term};

const normalizedWords = (text: string) =>
  tokenize(text)
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);

/**
 * A page's title, and its sections' headings and openings, as index terms: each worked out the
 * first time it is needed, and kept. Ranking reads the title of every page that matches; only the
 * pages a search shows need their sections. Worked out together, the sections of every matching
 * page were stemmed on a reader's first search, most of its time.
 */
type SectionTerms = {heading: Set<string>; opening: Set<string>}[];
const titleTerms = new WeakMap<PageTuple, string[]>();
const sectionTerms = new WeakMap<PageTuple, SectionTerms>();

function titleTermsOf(page: PageTuple): string[] {
  let terms = titleTerms.get(page);
  if (!terms) {
    terms = normalizedWords(page[2]);
    titleTerms.set(page, terms);
  }
  return terms;
}

function sectionTermsOf(page: PageTuple): SectionTerms {
  let terms = sectionTerms.get(page);
  if (!terms) {
    terms = page[5].map(([, lvl2, lvl3, , snippet]) => ({
      heading: new Set(normalizedWords(`${lvl2} ${lvl3}`)),
      opening: new Set(normalizedWords(snippet)),
    }));
    sectionTerms.set(page, terms);
  }
  return terms;
}

function matchesAny(candidates: ReadonlySet<string>, word: QueryWord): boolean {
  return word.terms.some(
    (term) =>
      candidates.has(term) ||
      (word.prefix && [...candidates].some((candidate) => candidate.startsWith(term))),
  );
}

/**
 * How well each section of a page matches: a word in its heading counts two, in its opening one.
 * `inHeading` tells whether the heading names any word; `covered` whether each word is in the
 * heading, the opening or the page's title (a section of a page about "prompt injection" headed
 * "Classifiers for injection" is about both words).
 */
function sectionScores(page: PageTuple, words: readonly QueryWord[]) {
  const titleSet = new Set(titleTermsOf(page));
  return sectionTermsOf(page).map(({heading, opening}) =>
    words.reduce(
      (scores, word) => {
        const inHeading = matchesAny(heading, word);
        const inOpening = matchesAny(opening, word);
        return {
          score: scores.score + (inHeading ? 2 : 0) + (inOpening ? 1 : 0),
          inHeading: scores.inHeading || inHeading,
          covered: scores.covered && (inHeading || inOpening || matchesAny(titleSet, word)),
        };
      },
      {score: 0, inHeading: false, covered: true},
    ),
  );
}

/**
 * The section of a page that matches the query best (see sectionScores). A page whose title holds
 * every word is about the query as a whole, so it opens at the top, as do ties and pages where no
 * section matches.
 */
export function bestSection(page: PageTuple, words: readonly QueryWord[]): number {
  const titleSet = new Set(titleTermsOf(page));
  if (words.every((word) => matchesAny(titleSet, word))) return 0;
  let best = 0;
  let bestScore = 0;
  sectionScores(page, words).forEach(({score}, index) => {
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/**
 * Further sections of a page worth a row of their own under the page's row: a heading that names
 * a word of the query, and every word covered (see sectionScores). Best first, then in page
 * order; never the page's top, the section the page row opens at (`shown`), a section without an
 * anchor, or a second section with the same anchor.
 */
export function subSections(
  page: PageTuple,
  words: readonly QueryWord[],
  shown: number,
  limit: number,
): number[] {
  if (limit <= 0) return [];
  const anchors = page[5].map(([anchor]) => anchor);
  const picked = new Set([anchors[shown]]);
  return sectionScores(page, words)
    .map((scores, index) => ({...scores, index}))
    .filter(({index, inHeading, covered}) => index !== 0 && inHeading && covered)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .filter(({index}) => {
      // A row of its own needs a place of its own to open: an anchor no other row has.
      const anchor = anchors[index];
      if (!anchor || picked.has(anchor)) return false;
      picked.add(anchor);
      return true;
    })
    .slice(0, limit)
    .map(({index}) => index);
}

/** The MiniSearch query for one word: any of its terms, or its namespace among a page's ids. */
function wordQuery(word: QueryWord): Query {
  return {
    combineWith: 'OR',
    queries: [
      {queries: word.terms, fields: STEMMED_FIELDS, prefix: word.prefix, fuzzy: word.fuzzy},
      ...(word.namespace ? [{queries: [word.namespace], fields: ['ids']}] : []),
      ...(word.spelled
        ? [{queries: [word.spelled], fields: ['spellings'], prefix: word.prefix, fuzzy: word.fuzzy}]
        : []),
    ],
  };
}

/** Every field but the spellings, which only a word the index does not know is matched against. */
const STEMMED_FIELDS = Object.keys(FIELD_BOOSTS).filter((field) => field !== 'spellings');

/**
 * The words of `query` and the pages that match them, best first. `keep` filters pages
 * (contextual-search facets); `limit` caps how many pages are ranked. Pick each shown page's
 * anchor with bestSection(page, words).
 */
export function rankPages(
  {index, pages, shortFlags, vocabulary}: LoadedIndex,
  query: string,
  keep: (page: number) => boolean = () => true,
  limit = 100,
): {words: QueryWord[]; ranked: RankedPage[]} {
  // Only a misspelt word needs a search to tell whether it is one typo from an id.
  const documents = (term: string, fuzzy: number | false) =>
    fuzzy === false
      ? vocabulary.documents(term)
      : index.search(term, {...AS_IS, fields: ['ids'], prefix: false, fuzzy}).length > 0;
  const words = planQuery(query, vocabulary.knows, documents, shortFlags);
  if (words.length === 0) return {words, ranked: []};
  const required = words.some((word) => word.required)
    ? words.filter((word) => word.required)
    : words;
  const owners = new Map<string, QueryWord[]>();
  for (const word of words) {
    const namespace = word.namespace ? [word.namespace] : [];
    for (const term of [...word.terms, ...namespace, ...(word.spelled ? [word.spelled] : [])]) {
      owners.set(term, [...(owners.get(term) ?? []), word]);
    }
  }
  const queryKey = words.map((word) => word.terms[0]).join(' ');
  const weights = words.some((word) => word.asksRelease)
    ? {...GROUP_WEIGHTS, 'Release notes': RELEASE_QUESTION_WEIGHT}
    : GROUP_WEIGHTS;
  // One OR search scores every page that matches any word; coverage then orders them.
  const results = index.search(
    {combineWith: 'OR', queries: words.map(wordQuery)},
    {
      ...AS_IS,
      boost: FIELD_BOOSTS,
      // Two typos at most, however long the word: more finds other words than the one meant, and
      // each allowed edit multiplies the terms a fuzzy lookup visits.
      maxFuzzy: 2,
      filter: (result: SearchResult) => keep(result.id as number),
      boostDocument: (id: number) => weights[pages[id][1]] ?? 1,
    },
  );
  const ranked = results
    .map((result) => {
      const page = pages[result.id as number];
      const matched = new Set(result.queryTerms.flatMap((term) => owners.get(term) ?? []));
      const covered = required.filter((word) => matched.has(word)).length;
      const title = titleTermsOf(page);
      const exactTitle = title.join(' ') === queryKey;
      const titleWords = new Set(title);
      const titleCovers = required.every((word) => matchesAny(titleWords, word));
      // A plain word names an id only as the whole query, kind words aside: `eval` alone is the
      // command and "cca plugin" the plugin, but "eval results to csv" is not about the command.
      const namesId = words.some(
        (word) =>
          (required.length === 1 || isCompound(word.terms[0])) && page[6].includes(word.terms[0]),
      );
      const score =
        result.score *
        (covered / required.length) ** RANKING.coveragePower *
        (exactTitle ? RANKING.exactTitleWeight : 1) *
        (titleCovers ? RANKING.titleCoverWeight : 1) *
        (namesId ? RANKING.documentedIdWeight : 1);
      return {result, complete: covered === required.length, score};
    })
    .sort((a, b) => Number(b.complete) - Number(a.complete) || b.score - a.score)
    .slice(0, limit)
    .map(({result, score}) => ({
      page: result.id as number,
      score,
      // The typed words mark their own spellings too; a lone letter would mark every "a".
      terms: [
        ...result.terms,
        ...words.map((word) => word.typed).filter((typed) => typed.length > 1),
      ],
    }));
  return {words, ranked};
}

/**
 * Arranges ranked pages the way DocSearch's modal shows them: grouped by section (Docs, Blog, …)
 * in the order each group first appears. A group other than Docs keeps, after its first page,
 * only the pages ranked above the first page of every group after it; the others trail, in rank
 * order. Without that, one strong blog post would lift every weak post that mentions the words
 * above the docs, since the modal shows a group's pages together. Docs pages never trail: they
 * are what a reader searching the docs came for.
 *
 * The modal shows `grouped` (the client caps each group's pages); the search page, which does not
 * group, shows `grouped` and then `trailing`, so both rank the pages they show alike.
 */
export function arrangeForModal(
  ranked: readonly RankedPage[],
  pages: readonly PageTuple[],
): {grouped: RankedPage[]; trailing: RankedPage[]} {
  const groups = new Map<string, {first: number; items: {item: RankedPage; rank: number}[]}>();
  ranked.forEach((item, rank) => {
    const name = pages[item.page][1];
    const group = groups.get(name) ?? {first: rank, items: []};
    groups.set(name, group);
    group.items.push({item, rank});
  });
  const ordered = [...groups.entries()];
  const grouped: RankedPage[] = [];
  const trailing: {item: RankedPage; rank: number}[] = [];
  ordered.forEach(([name, {items}], position) => {
    const next = ordered[position + 1]?.[1].first ?? Infinity;
    for (const entry of items) {
      const keeps = name === 'Docs' || entry.rank === items[0].rank || entry.rank < next;
      if (keeps) grouped.push(entry.item);
      else trailing.push(entry);
    }
  });
  return {grouped, trailing: trailing.sort((a, b) => a.rank - b.rank).map(({item}) => item)};
}
