import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import {queryCutNote} from '../../client/queryLimits';
import {documentsFound, searchPageTitle} from '../../client/searchTexts';
import {useSearchResults} from '../../client/useSearchResults';
import MoreResults from './MoreResults';
import QueryForm from './QueryForm';
import SearchResult from './SearchResult';
import SearchStatus from './SearchStatus';
import styles from './styles.module.css';

function SearchPageContent(): ReactNode {
  // The query lives in the URL (`?q=`), so a search can be linked, bookmarked and reloaded.
  const [query, setQuery] = useSearchQueryString();
  const results = useSearchResults(query);
  const title = searchPageTitle(query);
  const cutNote = query ? queryCutNote(query) : null;
  return (
    <>
      <PageMetadata title={title} />
      <Head>
        {/* A list of results is not content: search engines may follow it, not index it. */}
        <meta name="robots" content="noindex, follow" />
      </Head>
      <div className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <QueryForm query={query} onChange={setQuery} />
        <div className="row">
          <div className={clsx('col', 'col--8', styles.resultCount)}>
            {!!results.total && documentsFound(results.total)}
            {cutNote && <p className={styles.queryCutNote}>{cutNote}</p>}
          </div>
        </div>
        {results.items.length > 0 ? (
          <main>
            {results.items.map((item) => (
              <SearchResult key={item.url} {...item} />
            ))}
          </main>
        ) : (
          <SearchStatus query={query} loading={results.loading} failed={results.failed} />
        )}
        {/* Remounted after each page of hits, so it loads the next while it stays in view. */}
        {results.hasMore && <MoreResults key={results.items.length} onVisible={results.loadMore} />}
      </div>
    </>
  );
}

/** The search page at /search/?q=…: every hit for the query from the local index, in pages. */
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside the layout, whose providers contextual search reads (the docs version). */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
