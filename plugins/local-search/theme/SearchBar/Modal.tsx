import React, {useCallback, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal, type DocSearchModalProps} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {LOCAL_INDEX_NAME} from '../../client/localIndexName';
import {MODAL_ROWS_PER_GROUP, MODAL_SEARCH_PARAMETERS} from '../../client/modalRows';
import {missingResultsUrl} from '../../client/searchLinks';
import {useContextualFacetFilters} from '../../client/useContextualFacetFilters';
import {useLocalSearchClient} from '../../client/useLocalSearchClient';
import {INDEX_FAILURE_TEXTS, useModalSearchClient} from '../../client/useModalSearchClient';
import type {SearchModalProps} from '../../client/useSearchModal';
import ResultsFooter from './ResultsFooter';

type Props = DocSearchModalProps;
type ModalIndex = Exclude<NonNullable<Props['indices']>[number], string>;
type TransformedClient = ReturnType<NonNullable<Props['transformSearchClient']>>;

/** A hit opens through the router: a page change, not a page load. */
const Hit: Props['hitComponent'] = ({hit, children}) => <Link to={hit.url}>{children}</Link>;

/** While the index cannot load, the no-results screen says so, and its link reloads the page. */
const FAILURE_TRANSLATIONS: Props['translations'] = {noResultsScreen: INDEX_FAILURE_TEXTS};
const reloadUrl = () => window.location.href;

const noop = () => {};

/**
 * DocSearch's modal, answered by the local index in the context of the page being read. Loaded
 * only when the reader opens search, which has already started loading the index (see SearchBar).
 */
export default function SearchModal({onClose}: SearchModalProps): ReactNode {
  const client = useLocalSearchClient();
  const {modalClient, failed} = useModalSearchClient(client);
  const facetFilters = useContextualFacetFilters();
  const history = useHistory();
  const [initialScrollY] = useState(() => window.scrollY);

  const indices = useMemo(
    () => [
      {
        name: LOCAL_INDEX_NAME,
        // The local client's own parameters ride along with Algolia's, whose type does not name
        // them; DocSearch passes searchParameters through to the client as they are.
        searchParameters: {
          facetFilters,
          ...MODAL_SEARCH_PARAMETERS,
        } as ModalIndex['searchParameters'],
      },
    ],
    [facetFilters],
  );
  const transformSearchClient = useCallback(
    () => modalClient as unknown as TransformedClient,
    [modalClient],
  );
  const navigator = useMemo<Props['navigator']>(
    () => ({navigate: ({itemUrl}) => history.push(itemUrl)}),
    [history],
  );
  const resultsFooterComponent = useCallback<NonNullable<Props['resultsFooterComponent']>>(
    ({state}) => <ResultsFooter state={state} onClose={onClose} />,
    [onClose],
  );

  return createPortal(
    <DocSearchModal
      // DocSearch builds an Algolia client from these, which transformSearchClient replaces
      // before any request: nothing is sent anywhere.
      appId={LOCAL_INDEX_NAME}
      apiKey={LOCAL_INDEX_NAME}
      indices={indices}
      transformSearchClient={transformSearchClient}
      initialScrollY={initialScrollY}
      onClose={onClose}
      onAskAiToggle={noop}
      navigator={navigator}
      hitComponent={Hit}
      maxResultsPerGroup={MODAL_ROWS_PER_GROUP}
      resultsFooterComponent={resultsFooterComponent}
      getMissingResultsUrl={failed ? reloadUrl : missingResultsUrl}
      translations={failed ? FAILURE_TRANSLATIONS : undefined}
    />,
    document.body,
  );
}
