/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/BlogPostItem/Header/Info/index.tsx).
 * The only change, fenced, prints the post's date with src/utils/formatDate.ts instead of
 * Intl.DateTimeFormat, whose first use on a page loads the browser's date data while the page
 * hydrates; the text is the same. See src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
// BEGIN SWIZZLED CODE
import {formatEnglishDate} from '@site/src/utils/formatDate';
// END SWIZZLED CODE
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';

// BEGIN SWIZZLED CODE
// The theme's own styles, so nothing is copied and class names stay as they were.
import styles from '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/styles.module.css';
// END SWIZZLED CODE

// Very simple pluralization: probably good enough for now
function useReadingTimePlural() {
  const {selectMessage} = usePluralForm();
  return (readingTimeFloat: number) => {
    const readingTime = Math.ceil(readingTimeFloat);
    return selectMessage(
      readingTime,
      translate(
        {
          id: 'theme.blog.post.readingTime.plurals',
          description:
            'Pluralized label for "{readingTime} min read". Use as much plural forms (separated by "|") as your language support (see https://www.unicode.org/cldr/cldr-aux/charts/34/supplemental/language_plural_rules.html)',
          message: 'One min read|{readingTime} min read',
        },
        {readingTime},
      ),
    );
  };
}

function ReadingTime({readingTime}: {readingTime: number}) {
  const readingTimePlural = useReadingTimePlural();
  return <>{readingTimePlural(readingTime)}</>;
}

function DateTime({date, formattedDate}: {date: string; formattedDate: string}) {
  return <time dateTime={date}>{formattedDate}</time>;
}

function Spacer() {
  return <>{' · '}</>;
}

export default function BlogPostItemHeaderInfo({className}: Props): ReactNode {
  const {metadata} = useBlogPost();
  const {date, readingTime} = metadata;

  // BEGIN SWIZZLED CODE
  const formatDate = (blogDate: string) => formatEnglishDate(blogDate, 'long');
  // END SWIZZLED CODE

  return (
    <div className={clsx(styles.container, 'margin-vert--md', className)}>
      <DateTime date={date} formattedDate={formatDate(date)} />
      {typeof readingTime !== 'undefined' && (
        <>
          <Spacer />
          <ReadingTime readingTime={readingTime} />
        </>
      )}
    </div>
  );
}
