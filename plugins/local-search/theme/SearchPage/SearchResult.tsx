import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {ResultItem} from '../../client/searchPageState';
import styles from './styles.module.css';

/**
 * One hit: its title links to the page, its breadcrumbs name where the page sits, its summary
 * quotes the matching section. The texts are HTML from the local client, which escapes all page
 * text and adds only `<mark>` around matches.
 */
export default function SearchResult({title, url, breadcrumbs, summary}: ResultItem): ReactNode {
  return (
    <article className={styles.result}>
      <Heading as="h2" className={styles.resultTitle}>
        <Link to={url} dangerouslySetInnerHTML={{__html: title}} />
      </Heading>
      {breadcrumbs.length > 0 && (
        <nav aria-label="breadcrumbs">
          <ul className={clsx('breadcrumbs', styles.resultPath)}>
            {breadcrumbs.map((html, index) => (
              <li
                key={index}
                className="breadcrumbs__item"
                dangerouslySetInnerHTML={{__html: html}}
              />
            ))}
          </ul>
        </nav>
      )}
      {summary && (
        <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: summary}} />
      )}
    </article>
  );
}
