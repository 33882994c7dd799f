import React, {type ReactNode} from 'react';
import type {DocSearchModalProps} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {queryCutNote} from '../../client/queryLimits';
import {searchPageUrl} from '../../client/searchLinks';
import {seeAllResults} from '../../client/searchTexts';
import {useLocalSearchData} from '../../client/useLocalSearchData';

type FooterProps = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0];

/**
 * Under the modal's hits: which words a long query searched (queryLimits.ts), and the link to the
 * search page, which lists every hit.
 */
export default function ResultsFooter({
  state,
  onClose,
}: FooterProps & {onClose: () => void}): ReactNode {
  const {searchPagePath} = useLocalSearchData();
  const cutNote = queryCutNote(state.query);
  return (
    <>
      {cutNote && <p className="local-search-cut-note">{cutNote}</p>}
      <Link to={searchPageUrl(searchPagePath, state.query)} onClick={onClose}>
        {seeAllResults(Number(state.context.nbHits))}
      </Link>
    </>
  );
}
