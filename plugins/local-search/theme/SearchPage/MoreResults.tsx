import React, {useState, type ReactNode} from 'react';
import {SEARCH_PAGE_TEXTS} from '../../client/searchTexts';
import {useWhenVisible} from '../../client/useWhenVisible';
import styles from './styles.module.css';

/** The end of the list while more hits are left: scrolled into view, it loads the next page. */
export default function MoreResults({onVisible}: {onVisible: () => void}): ReactNode {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useWhenVisible(element, onVisible);
  return (
    <div ref={setElement} className={styles.moreResults}>
      {SEARCH_PAGE_TEXTS.fetchingMore}
    </div>
  );
}
