/**
 * Ejected from @docusaurus/theme-classic 3.10.2 (src/theme/DocBreadcrumbs/StructuredData/index.tsx).
 * The only change, fenced, puts the breadcrumbs' URLs in the form the site serves them in
 * (src/utils/structuredDataUrls.ts); see src/theme/README.md.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useBreadcrumbsStructuredData} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocBreadcrumbs/StructuredData';
// BEGIN SWIZZLED CODE
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {withSiteUrls} from '@site/src/utils/structuredDataUrls';
// END SWIZZLED CODE

export default function DocBreadcrumbsStructuredData(props: Props): ReactNode {
  // BEGIN SWIZZLED CODE
  const {siteConfig} = useDocusaurusContext();
  const structuredData = withSiteUrls(
    useBreadcrumbsStructuredData({breadcrumbs: props.breadcrumbs}),
    siteConfig,
  );
  // END SWIZZLED CODE
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(structuredData)}</script>
    </Head>
  );
}
