// @vitest-environment node
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compileInstalledModule} from './installedCode';

const root = path.resolve(import.meta.dirname, '../..');
const require = Module.createRequire(import.meta.url);
const loader = require(
  path.join(root, 'plugins/dependency-patches/patches/route-match-prefilter.cjs'),
);
const cjsBuild = path.join(root, 'node_modules/react-router/cjs/react-router.js');

type MatchOptions = {path: string; exact?: boolean; strict?: boolean; sensitive?: boolean};
type MatchPath = (pathname: string, options: MatchOptions) => unknown;

/** react-router's matchPath from a fresh copy of its CommonJS build, patched or not. */
function loadMatchPath(patched: boolean): MatchPath {
  const original = fs.readFileSync(cjsBuild, 'utf8');
  const source = patched ? loader.applyFixes(original).source : original;
  return (compileInstalledModule(cjsBuild, source) as {matchPath: MatchPath}).matchPath;
}

// Route paths as Docusaurus writes them, plus the kinds the prefilter must leave to react-router.
const PATHS = [
  '',
  '/',
  '/docs/',
  '/docs',
  '/docs/intro/',
  '/docs/red-team/plugins/pii/',
  '/blog/page/2/',
  '/blog/tags/prompt-injection/',
  '/Releases/',
  '/docs/:slug/',
  '/blog/:year(\\d+)/',
  '/search*',
  '*',
  '/docs/naïve/',
  '/a.b/',
  '/c+d/',
];
const PATHNAMES = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/DOCS/INTRO/',
  '/docs/intro',
  '/docs/intro/',
  '/docs/intro/extra/',
  '/docs/introduction/',
  '/docs/red-team/plugins/pii/',
  '/blog/page/2/',
  '/blog/2025/',
  '/releases/',
  '/search/',
  '/searching',
  '/docs/na%C3%AFve/',
  '/docs/naïve/',
  '/a.b/',
  '/aXb/',
  '/c+d/',
];

describe('react-router matchPath with the literal-prefix check', () => {
  it('finds matchPath in both installed react-router builds', () => {
    for (const build of ['esm', 'cjs']) {
      const source = fs.readFileSync(
        path.join(root, `node_modules/react-router/${build}/react-router.js`),
        'utf8',
      );
      expect(loader.applyFixes(source).missing, build).toEqual([]);
    }
  });

  it('returns exactly what the original returns for every path, URL and option', () => {
    const original = loadMatchPath(false);
    const patched = loadMatchPath(true);
    let compared = 0;
    for (const routePath of PATHS) {
      for (const pathname of PATHNAMES) {
        for (const exact of [false, true]) {
          for (const strict of [false, true]) {
            for (const sensitive of [false, true]) {
              const options = {path: routePath, exact, strict, sensitive};
              expect(patched(pathname, options), JSON.stringify({pathname, ...options})).toEqual(
                original(pathname, options),
              );
              compared += 1;
            }
          }
        }
      }
    }
    expect(compared).toBe(PATHS.length * PATHNAMES.length * 8);
  });

  it('fails the build, naming the patch and its switch, when matchPath is not the code it knows', () => {
    const source = fs.readFileSync(
      path.join(root, 'tests/fixtures/route-match-prefilter/other-react-router.js'),
      'utf8',
    );
    expect(() => loader.call({resourcePath: 'node_modules/x.js'}, source)).toThrow(
      /dependency patch "route-match-prefilter".*node_modules\/x\.js.*DEPENDENCY_PATCHES_OFF=route-match-prefilter/s,
    );
  });
});
