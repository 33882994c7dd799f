import React, {type ReactNode} from 'react';
import {SEARCH_PAGE_TEXTS} from '../../client/searchTexts';
import styles from './styles.module.css';

/**
 * The query box. Each keystroke updates `?q=`; before the page's script runs, Enter submits the
 * form, which loads the same URL.
 */
export default function QueryForm({
  query,
  onChange,
}: {
  query: string;
  onChange: (query: string) => void;
}): ReactNode {
  return (
    <form className="row" onSubmit={(event) => event.preventDefault()}>
      <div className="col col--12">
        <input
          type="search"
          name="q"
          className={styles.queryInput}
          placeholder={SEARCH_PAGE_TEXTS.inputPlaceholder}
          aria-label={SEARCH_PAGE_TEXTS.inputLabel}
          onChange={(event) => onChange(event.target.value)}
          value={query}
          autoComplete="off"
          // The page exists to search: the reader types at once.
          autoFocus
        />
      </div>
    </form>
  );
}
