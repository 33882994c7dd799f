import {useMemo, type ReactNode} from 'react';
import DocRoot from '@theme-original/DocRoot';
import type DocRootType from '@theme/DocRoot';
import type {WrapperProps} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {DocsVersionProvider, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

type Props = WrapperProps<typeof DocRootType> & {
  /**
   * Added to the route by plugins/lean-docs-data: the sidebars of this layout route's pages.
   * Absent for a docs plugin added without it, whose version still carries its sidebars.
   */
  readonly layoutSidebars?: PropVersionMetadata['docsSidebars'];
};

/**
 * The docs layout, given its sidebar by its own route (plugins/lean-docs-data splits the layout
 * route by sidebar) instead of by the version metadata, which no longer carries every sidebar to
 * every docs page. The original reads the sidebar from the version (`useDocRootMetadata`), so it
 * gets a version whose sidebars are this route's.
 */
export default function DocRootWrapper({layoutSidebars, ...props}: Props): ReactNode {
  const version = useDocsVersion();
  const withSidebars = useMemo(
    () => ({...version, docsSidebars: layoutSidebars ?? version.docsSidebars}),
    [version, layoutSidebars],
  );
  return (
    <DocsVersionProvider version={withSidebars}>
      <DocRoot {...props} />
    </DocsVersionProvider>
  );
}
