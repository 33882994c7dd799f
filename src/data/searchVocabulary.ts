/**
 * The product's own vocabulary, as the site's search reads queries: words that mean the same,
 * words that say what kind of thing a query names, and words that say which kind of page the
 * reader wants. Kept as data so a writer can see and extend them; every entry is held to the
 * relevance benchmark (tests/search/), never added for one query.
 */

/**
 * Words the search treats as the same, because readers type one and pages say the other. Each
 * group is a set of interchangeable single words; a query word matches any word of its group.
 * Keep groups to the product's own vocabulary and true equivalents: a loose group ("eval" ~
 * "test") would blur every search that uses one of its words.
 */
export const searchSynonyms: string[][] = [
  ['config', 'configuration'],
  ['redteam', 'red-team'],
  ['vs', 'versus'],
];

/**
 * Words that name the product or its runner (`crucible`, `npx`): they are on nearly every page,
 * so a page need not match them, though a page that does still scores for them.
 */
export const productWords: string[] = ['crucible', 'npx'];

/**
 * Words that say what kind of thing the word beside them is: "cca plugin", "morse strategy",
 * "websocket provider", "context-faithfulness assertion". The id is what the reader wants; the
 * kind word is on every page of its kind and on the index of all of them. So, like the product's
 * name, a page need not match it, and a query that is an id and kind words is a query for the id.
 */
export const kindWords: string[] = [
  'assertion',
  'command',
  'flag',
  'id',
  'option',
  'plugin',
  'provider',
  'strategy',
  'variable',
];

/**
 * Words that ask for a comparison ("plugins vs strategies", "garak vs crucible"): the things
 * compared are what the reader wants, and a page that compares them rarely says "vs", so a page
 * need not match these words.
 */
export const comparisonWords: string[] = ['compared', 'comparison', 'versus', 'vs'];

/**
 * Words that ask when something changed ("when was scan-model added", "--write removed"): the
 * answer is a release note, so release notes weigh as much as docs pages for such a query, and
 * the words themselves need not match (a note says "new", not "added").
 */
export const releaseWords: string[] = [
  'added',
  'changelog',
  'deprecated',
  'introduced',
  'release',
  'released',
  'removed',
  'renamed',
  'version',
];
