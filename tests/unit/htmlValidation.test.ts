/**
 * @vitest-environment node
 *
 * The html-validate check over built pages (tests/build/htmlValidation.test.mjs): errors in our
 * own markup are reported with their file, line and rule; the errors Docusaurus's markup causes
 * are dropped only where the configuration's upstream exclusions say, rule and element both.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createValidator, formatFinding, validatePage} from '@site/tests/crawl/htmlValidation';
import {UPSTREAM_EXCLUSIONS} from '@site/tests/crawl/htmlValidateConfig';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/html-validation');
const read = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');
const validator = createValidator();

describe('html-validate over built pages', () => {
  it('reports every error in our own markup, with its line and rule', async () => {
    const {findings, excludedBy} = await validatePage(
      validator,
      read('our-markup.html'),
      'validator/index.html',
    );
    expect(findings.map(({rule}) => rule).sort()).toEqual([
      'attribute-allowed-values',
      'element-permitted-content',
      'heading-level',
      'input-missing-label',
      'require-sri',
    ]);
    expect(excludedBy).toEqual([]);
    expect(findings.map(formatFinding)).toContainEqual(
      expect.stringMatching(
        /^validator\/index\.html:1:\d+: Attribute "wrap" has invalid value "off" \[attribute-allowed-values\]$/,
      ),
    );
  });

  it('drops the errors of Docusaurus’s code blocks and gtag script, and nothing else', async () => {
    const {findings, excludedBy} = await validatePage(
      validator,
      read('blog-list.html'),
      'blog/index.html',
    );
    expect(findings).toEqual([]);
    expect(excludedBy.map(({rule}) => rule)).toEqual(['element-permitted-content']);
  });

  it('reports a blog list without its <h1>, whose first heading would be a post’s <h2>', async () => {
    const withoutHeading = read('blog-list.html').replace(
      /<header class=listHeading>.*?<\/header>/,
      '',
    );
    expect(withoutHeading).not.toContain('<h1>');
    const {findings} = await validatePage(validator, withoutHeading, 'blog/index.html');
    expect(findings.map(({rule}) => rule)).toEqual(['heading-level']);
  });

  it('reports the archive page as the theme renders it, years as <h3> under the <h1>', async () => {
    // src/theme/BlogArchivePage makes the years <h2>; this is the markup it replaced.
    const {findings, excludedBy} = await validatePage(
      validator,
      read('blog-archive.html'),
      'blog/archive/index.html',
    );
    expect(findings.map(({rule}) => rule)).toEqual(['heading-level']);
    expect(excludedBy).toEqual([]);
  });

  it('reports those same errors again without the exclusions (they are real)', async () => {
    const {findings} = await validatePage(validator, read('blog-list.html'), 'blog/index.html', []);
    expect(new Set(findings.map(({rule}) => rule))).toEqual(new Set(['element-permitted-content']));
  });

  it('names the upstream cause of every exclusion', () => {
    for (const exclusion of UPSTREAM_EXCLUSIONS) {
      expect(exclusion.cause).toMatch(/@docusaurus\/[\w-]+/);
      expect(exclusion.cause).toMatch(/\(report: '[^']+'\)$/);
    }
  });
});
