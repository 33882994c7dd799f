/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/Blog/Pages/BlogAuthorsListPage/index.tsx).
 * One change, fenced: the page is titled, headed and described for its blog ("Blog authors",
 * "Release note authors", from src/data/generatedPages.ts), where the theme titled and headed it
 * "Authors" in both blogs and gave it no description. See src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
// BEGIN SWIZZLED CODE
import useRouteContext from '@docusaurus/useRouteContext';
import {blogById} from '@site/src/utils/generatedPageMetadata';
// END SWIZZLED CODE
import BlogLayout from '@theme/BlogLayout';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';
import SearchMetadata from '@theme/SearchMetadata';
import Heading from '@theme/Heading';
import Author from '@theme/Blog/Components/Author';
import type {AuthorItemProp} from '@docusaurus/plugin-content-blog';
// BEGIN SWIZZLED CODE
// The theme's own styles, so nothing is copied and class names stay as they were.
import styles from '@docusaurus/theme-classic/lib/theme/Blog/Pages/BlogAuthorsListPage/styles.module.css';
// END SWIZZLED CODE

function AuthorListItem({author}: {author: AuthorItemProp}) {
  return (
    <li className={styles.authorListItem}>
      <Author as="h2" author={author} count={author.count} />
    </li>
  );
}

function AuthorsList({authors}: {authors: Props['authors']}) {
  return (
    <section className={clsx('margin-vert--lg', styles.authorsListSection)}>
      <ul>
        {authors.map((author) => (
          <AuthorListItem key={author.key} author={author} />
        ))}
      </ul>
    </section>
  );
}

export default function BlogAuthorsListPage({authors, sidebar}: Props): ReactNode {
  // BEGIN SWIZZLED CODE
  const {title, description} = blogById(useRouteContext().plugin.id).authors;
  // END SWIZZLED CODE
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogAuthorsListPage)}
    >
      {/* BEGIN SWIZZLED CODE */}
      <PageMetadata title={title} description={description} />
      {/* END SWIZZLED CODE */}
      <SearchMetadata tag="blog_authors_list" />
      <BlogLayout sidebar={sidebar}>
        <Heading as="h1">{title}</Heading>
        <AuthorsList authors={authors} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
