/** Links the search UI builds from a query. Pure. */
import {GITHUB_URL} from '../../../src/data/site';

/** The search page for `query`, under the page's route (with base URL and trailing slash). */
export function searchPageUrl(searchPagePath: string, query: string): string {
  return `${searchPagePath}?q=${encodeURIComponent(query)}`;
}

/**
 * A new GitHub issue, prefilled, for a query that found nothing: the modal's "Believe this query
 * should return results? Let us know." link.
 */
export function missingResultsUrl({query}: {query: string}): string {
  return `${GITHUB_URL}/issues/new?${new URLSearchParams({
    title: `Docs search: no results for "${query}"`,
    labels: 'docs',
  })}`;
}
