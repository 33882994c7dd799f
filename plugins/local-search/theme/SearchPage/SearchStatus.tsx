import React, {type ReactNode} from 'react';
import {SEARCH_FAILURE, SEARCH_PAGE_TEXTS} from '../../client/searchTexts';
import styles from './styles.module.css';

/** What the page shows instead of results: the failure texts, "No results", or a spinner. */
export default function SearchStatus({
  query,
  loading,
  failed,
}: {
  query: string;
  loading: boolean;
  failed: boolean;
}): ReactNode {
  if (failed) {
    return (
      <div role="alert">
        <p>
          <strong>{SEARCH_FAILURE.title}</strong>
        </p>
        <p>{SEARCH_FAILURE.help}</p>
      </div>
    );
  }
  if (loading) return <div className={styles.spinner} />;
  return query ? <p>{SEARCH_PAGE_TEXTS.noResults}</p> : null;
}
