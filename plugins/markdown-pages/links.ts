import fs from 'node:fs';
import path from 'node:path';
import {resolveMarkdownLinkPathname} from '@docusaurus/utils';
import {markdownUrl} from './markdownUrl';
import {MarkdownSourceError} from './sourceError';

export type LinkTargets = {
  /** The site's public address, `https://www.crucible.dev`. */
  siteUrl: string;
  siteDir: string;
  /** Every page's source as Docusaurus aliases it (`@site/docs/intro.md`) → its permalink. */
  sourceToPermalink: ReadonlyMap<string, string>;
  /** The content folders (docs/, blog/, releases/), absolute: file links resolve within them. */
  contentDirs: readonly string[];
  /** Permalinks of the pages that have a Markdown copy. */
  markdownPages: ReadonlySet<string>;
  /** The URL the Markdown copy uses for a local file a page links or shows (an image). */
  localFile: (file: string) => string;
};

const PROTOCOL = /^[a-z][a-z\d+.-]*:/i;

/**
 * Where a link or image of `file` (a page or a partial) points in the Markdown copy. Copies are
 * read outside the site (pasted into a chat, fetched by an agent), so every link is absolute:
 * another page → its Markdown copy, `https://www.crucible.dev/docs/installation.md`; anything
 * else on the site → its URL there; a file beside the source → the copy of it the build
 * publishes. Links to other sites and to anchors on the same page stay as written.
 */
export function rewriteUrl(url: string, file: string, targets: LinkTargets): string {
  if (url.startsWith('#')) return url;
  if (url.startsWith('pathname://')) return targets.siteUrl + url.slice('pathname://'.length);
  if (PROTOCOL.test(url) || url.startsWith('//')) return url;
  const [, pathname = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url) ?? [];
  const hash = suffix.includes('#') ? suffix.slice(suffix.indexOf('#')) : '';
  if (/\.mdx?$/.test(pathname)) {
    const contentDir = targets.contentDirs.find((dir) => file.startsWith(dir + path.sep));
    const permalink = resolveMarkdownLinkPathname(pathname, {
      sourceFilePath: file,
      sourceToPermalink: targets.sourceToPermalink as Map<string, string>,
      contentPaths: {
        contentPath: contentDir ?? targets.siteDir,
        contentPathLocalized: contentDir ?? targets.siteDir,
      },
      siteDir: targets.siteDir,
    });
    if (permalink === null) {
      throw new MarkdownSourceError(
        `${path.relative(targets.siteDir, file)}: the link ${url} names no page`,
      );
    }
    return pageUrl(permalink, hash, targets);
  }
  if (pathname.startsWith('/')) return pageUrl(pathname, suffix, targets);
  const local = path.resolve(path.dirname(file), decodeURIComponent(pathname));
  if (pathname !== '' && fs.existsSync(local) && fs.statSync(local).isFile()) {
    return targets.localFile(local) + suffix;
  }
  throw new MarkdownSourceError(
    `${path.relative(targets.siteDir, file)}: the link ${url} is relative to no file; link pages by file path or site path`,
  );
}

/** A site path: the page's Markdown copy when it has one, else its absolute URL. */
function pageUrl(pathname: string, suffix: string, targets: LinkTargets): string {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  const hash = suffix.includes('#') ? suffix.slice(suffix.indexOf('#')) : '';
  if (targets.markdownPages.has(withSlash)) {
    return targets.siteUrl + markdownUrl(withSlash) + hash;
  }
  return targets.siteUrl + pathname + suffix;
}
