/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/BlogArchivePage/index.tsx).
 * Two changes, fenced. Each year's heading is an <h2>: upstream's <h3> came straight after the
 * page's <h1>, so screen-reader users moving by headings met a skipped level. The page and its
 * hero are titled and described for their blog ("Blog archive", "Release notes archive", from
 * src/data/generatedPages.ts) instead of "Archive" and "Archive" in both blogs. See
 * src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
// BEGIN SWIZZLED CODE
import useRouteContext from '@docusaurus/useRouteContext';
import {blogById} from '@site/src/utils/generatedPageMetadata';
// END SWIZZLED CODE
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';

type YearProp = {
  year: string;
  posts: ArchiveBlogPost[];
};

function Year({year, posts}: YearProp) {
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

  const formatDate = (lastUpdated: string) => dateTimeFormat.format(new Date(lastUpdated));

  return (
    <>
      {/* BEGIN SWIZZLED CODE */}
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      {/* END SWIZZLED CODE */}
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.date}>
            <Link to={post.metadata.permalink}>
              {formatDate(post.metadata.date)} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function YearsSection({years}: {years: YearProp[]}) {
  return (
    <section className="margin-vert--lg">
      <div className="container">
        <div className="row">
          {years.map((_props, idx) => (
            <div key={idx} className="col col--4 margin-vert--lg">
              <Year {..._props} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function listPostsByYears(blogPosts: readonly ArchiveBlogPost[]): YearProp[] {
  const postsByYear = blogPosts.reduce((posts, post) => {
    const year = post.metadata.date.split('-')[0]!;
    const yearPosts = posts.get(year) ?? [];
    return posts.set(year, [post, ...yearPosts]);
  }, new Map<string, ArchiveBlogPost[]>());

  return Array.from(postsByYear, ([year, posts]) => ({
    year,
    posts,
  }));
}

export default function BlogArchive({archive}: Props): ReactNode {
  // BEGIN SWIZZLED CODE
  const {title, description} = blogById(useRouteContext().plugin.id).archive;
  // END SWIZZLED CODE
  const years = listPostsByYears(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main>{years.length > 0 && <YearsSection years={years} />}</main>
      </Layout>
    </>
  );
}
