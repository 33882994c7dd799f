/**
 * Contextual search: a search finds pages in the reader's language and, for docs, in the version
 * being read. Docusaurus names both as search tags (`useContextualSearchFilters`); the pages carry
 * them as `docsearch:language` and `docsearch:docusaurus_tag` meta tags, which the index keeps.
 */

/** Facet filters for the local client: the language, and any one of the tags. */
export function contextualFacetFilters(
  locale: string,
  tags: readonly string[],
): (string | string[])[] {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
