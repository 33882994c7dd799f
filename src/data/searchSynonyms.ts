/**
 * Words the site's search treats as the same, because readers type one and pages say the other.
 * Each group is a set of interchangeable single words; a query word matches any word of its group.
 * Keep groups to the product's own vocabulary and true equivalents: a loose group ("eval" ~
 * "test") would blur every search that uses one of its words.
 */
export const searchSynonyms: string[][] = [
  ['config', 'configuration'],
  ['redteam', 'red-team'],
];
