import {useMemo} from 'react';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import {contextualFacetFilters} from './contextualSearch';

/** The contextual-search facet filters for the page being read, stable while they do not change. */
export function useContextualFacetFilters(): (string | string[])[] {
  const {locale, tags} = useContextualSearchFilters();
  // The hook returns a new tag list on every render; the filters change only with its contents.
  const tagKey = tags.join('\n');
  return useMemo(() => contextualFacetFilters(locale, tagKey.split('\n')), [locale, tagKey]);
}
