import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {redirects} from '../../src/data/redirects';
import {GITHUB_REPO_API_URL} from '../../src/data/site';
import {DOCS_SIDEBAR_TITLES} from '../../src/data/docsSidebars';
import {LLMS_FULL_PATH, LLMS_TXT_PATH, llmsSidebarPath} from '../markdown-pages/publishedFiles';
import {MARKDOWN_CONTENT_TYPE, MARKDOWN_EXTENSION} from '../markdown-pages/markdownUrl';
import {OPENSEARCH_PATH} from '../local-search/opensearch';
import {SEARCH_INDEX_PATH} from '../local-search/searchOptions';
import {contentSecurityPolicy, inlineScripts, scriptHashSource} from './contentSecurityPolicy';
import {formatHeadersFile, HASHED_FOLDER, headerRules, type BuildEntry} from './headers';
import {formatRedirectsFile, redirectRules} from './redirects';
import {robotsTxt} from './robotsTxt';

export const HEADERS_FILE = '_headers';
export const REDIRECTS_FILE = '_redirects';
export const ROBOTS_FILE = 'robots.txt';
/** preset-classic's sitemap plugin writes it under this name. */
const SITEMAP_FILE = 'sitemap.xml';

/**
 * Top-level files other post-build steps write. Those steps run at the same time as this one, so
 * the build folder cannot be listed yet; tests/build/deployConfig.test.mjs fails when the finished
 * build has a top-level entry no Cache-Control rule covers.
 */
const GENERATED_FILES = [
  SEARCH_INDEX_PATH.replace(/^\//, ''),
  OPENSEARCH_PATH,
  LLMS_TXT_PATH,
  LLMS_FULL_PATH,
  ...Object.keys(DOCS_SIDEBAR_TITLES).map(llmsSidebarPath),
  SITEMAP_FILE,
  ROBOTS_FILE,
];

export type DeployConfigOptions = {
  /** Origins the browser fetches from besides the site (form services, hosted search). */
  extraConnectOrigins?: readonly string[];
  /** Origins a form posts to. */
  formOrigins?: readonly string[];
};

function firstSegment(route: string): BuildEntry | null {
  const [name, ...rest] = route.replace(/^\//, '').split('/');
  return name ? {name, isDirectory: rest.length > 0} : null;
}

/** The HTML file Docusaurus writes for a route (`/docs/intro/` → docs/intro/index.html). */
function htmlFile(outDir: string, route: string): string {
  return route.endsWith('.html')
    ? path.join(outDir, route)
    : path.join(outDir, route, 'index.html');
}

/**
 * Writes the Netlify host's `_headers` and `_redirects` and `robots.txt` into the build, from the
 * site's data and the pages just built. scripts/serve.mjs reads the same two files, so the local
 * preview sends what production sends. README "Deploy" says how they are used.
 */
export default function deployConfigPlugin(
  context: LoadContext,
  {extraConnectOrigins = [], formOrigins = []}: DeployConfigOptions = {},
): Plugin {
  return {
    name: 'deploy-config',
    async postBuild({outDir, routesPaths}) {
      // The client-side redirect pages are left out: the host answers their paths with a 301.
      const pages = await Promise.all(
        routesPaths.map((route) => fs.readFile(htmlFile(outDir, route), 'utf8')),
      );
      const scriptHashes = [...new Set(pages.flatMap(inlineScripts).map(scriptHashSource))];
      const policy = contentSecurityPolicy({
        scriptHashes,
        connectOrigins: [new URL(GITHUB_REPO_API_URL).origin, ...extraConnectOrigins],
        formOrigins,
      });

      const staticEntries = (
        await Promise.all(
          context.siteConfig.staticDirectories.map((dir) =>
            fs.readdir(path.resolve(context.siteDir, dir), {withFileTypes: true}),
          ),
        )
      )
        .flat()
        .map((entry) => ({name: entry.name, isDirectory: entry.isDirectory()}));
      const entries = new Map<string, BuildEntry>();
      for (const entry of [
        {name: HASHED_FOLDER, isDirectory: true},
        ...staticEntries,
        ...GENERATED_FILES.map((name) => ({name, isDirectory: false})),
        ...[...routesPaths, ...redirects.map(({from}) => `${from}/`)].flatMap(
          (route) => firstSegment(route) ?? [],
        ),
      ]) {
        const known = entries.get(entry.name);
        entries.set(entry.name, {
          name: entry.name,
          isDirectory: entry.isDirectory || Boolean(known?.isDirectory),
        });
      }

      await Promise.all([
        fs.writeFile(
          path.join(outDir, HEADERS_FILE),
          formatHeadersFile(
            headerRules(
              policy,
              [...entries.values()],
              [{extension: MARKDOWN_EXTENSION, type: MARKDOWN_CONTENT_TYPE}],
            ),
          ),
        ),
        fs.writeFile(
          path.join(outDir, REDIRECTS_FILE),
          formatRedirectsFile(redirectRules(redirects, routesPaths)),
        ),
        fs.writeFile(path.join(outDir, ROBOTS_FILE), robotsTxt(context.siteConfig.url)),
      ]);
    },
  };
}
