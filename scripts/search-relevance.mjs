#!/usr/bin/env node
// Search relevance of the built site: runs a query set (tests/search/queries.json by default)
// through the site's own search client over build/search-index.json, the way the modal sends it,
// and prints top-1, hit@3, MRR@10 and the zero-result rate, overall and per category.
//
//   node scripts/search-relevance.mjs [--queries file.json] [--misses] [--reindex]
//
// --reindex first rewrites build/search-index.json from the built pages with the plugin's current
// code (plugins/local-search/writeIndex.ts), so a change to how pages are indexed is measured in
// seconds, without a new build. A later `npm run build` writes the same file.
//
// `npm run bench` reports the same figures; tests/build/searchRelevance.test.mjs holds the floors.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_QUERIES = path.join(root, 'tests/search/queries.json');
/** Queries written apart from the ranking work, never tuned on (the file's $comment says how). */
export const HELD_OUT_QUERIES = path.join(root, 'tests/search/held-out.json');

/** The facets the navbar's modal sends with contextual search on (every page of this site). */
const MODAL_FACETS = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** The relevance report of `queriesFile` over the index in `buildDir`. */
export async function measureRelevance({
  buildDir = path.join(root, 'build'),
  queriesFile = DEFAULT_QUERIES,
} = {}) {
  const {default: createJiti} = await import('jiti');
  const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
  const {answer} = load('../plugins/local-search/client/localSearchClient.ts');
  const {loadIndexFrom} = load('../plugins/local-search/client/loadIndex.ts');
  const relevance = load('../tests/search/relevance.ts');
  const {MODAL_SEARCH_PARAMETERS} = load('../plugins/local-search/client/modalRows.ts');
  const index = loadIndexFrom(fs.readFileSync(path.join(buildDir, 'search-index.json'), 'utf8'));
  const {queries} = JSON.parse(fs.readFileSync(queriesFile, 'utf8'));
  const search = (query) =>
    answer(
      index,
      {query, hitsPerPage: 20, facetFilters: MODAL_FACETS, ...MODAL_SEARCH_PARAMETERS},
      'https://www.crucible.dev',
    ).hits;
  return {report: relevance.evaluate(queries, search), formatScores: relevance.formatScores};
}

/** Every route the build wrote a page for: each folder of `buildDir` with an index.html. */
export function builtRoutes(buildDir) {
  return fs
    .readdirSync(buildDir, {recursive: true})
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}/`.replace(/^\/\.\/$/, '/'));
}

/** The search index of `buildDir` as the plugin's current code writes it, serialized. */
export async function currentIndex(buildDir = path.join(root, 'build')) {
  const {default: createJiti} = await import('jiti');
  const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
  const {indexBuiltPages} = load('../plugins/local-search/writeIndex.ts');
  return JSON.stringify(await indexBuiltPages(buildDir, builtRoutes(buildDir)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {queries: {type: 'string'}, misses: {type: 'boolean'}, reindex: {type: 'boolean'}},
  });
  if (values.reindex) {
    fs.writeFileSync(path.join(root, 'build/search-index.json'), await currentIndex());
  }
  const {report, formatScores} = await measureRelevance({
    queriesFile: values.queries ? path.resolve(values.queries) : DEFAULT_QUERIES,
  });
  console.log(`overall      ${formatScores(report.overall)}`);
  for (const [category, scores] of Object.entries(report.byCategory)) {
    console.log(`${category.padEnd(12)} ${formatScores(scores)}`);
  }
  if (values.misses) {
    for (const result of report.results.filter((r) => r.rank !== 1)) {
      console.log(
        `\n[${result.category}] "${result.q}" rank ${result.rank ?? '-'}; wants ${result.targets.join(' | ')}`,
      );
      for (const page of result.pages.slice(0, 5)) console.log(`    ${page}`);
    }
  }
}
