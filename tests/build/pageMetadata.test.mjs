// What search engines and link previews read of every built page (tests/pageMetadata): titles
// that fit a search result and belong to one page, a description of its own on every indexable
// page, the same description in og:description, and no link to the site over plain http.
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const here = fileURLToPath(import.meta.url);
const buildDir = path.resolve(path.dirname(here), '../../build');
const jiti = createJiti(here);
const {SITE_RULES, metadataProblems, readSite} = jiti('../pageMetadata/pageMetadata.ts');
const {SITE_URL} = jiti('../../src/data/site.ts');

const pages = readSite(buildDir, SITE_URL);
const problems = metadataProblems(pages, SITE_RULES);
const report = (rule) =>
  problems
    .filter((problem) => problem.rule === rule)
    .map((problem) => problem.message)
    .join('\n');

describe('page titles and descriptions in the build', () => {
  it('reads every page of the build', () => {
    assert.ok(pages.length > 500, `only ${pages.length} pages in build/`);
  });

  for (const [rule, what] of [
    ['title', 'every page has a <title>'],
    ['title-length', `every <title> fits in ${SITE_RULES.titleMax} characters`],
    ['duplicate-title', 'no two pages share a <title>'],
    ['paginated-title', 'every later page of a list says its page number in its title'],
    ['description', 'every indexable page has a description that says more than its title'],
    ['og-description', 'link previews show the same description'],
    ['duplicate-description', 'no two pages share a description, except the pages of one list'],
    ['insecure-self-link', 'no page links to the site over http'],
  ]) {
    it(what, () => assert.equal(report(rule), ''));
  }
});
