/**
 * @vitest-environment node
 *
 * The `front-matter` check over a small site whose pages each get a field wrong.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {frontMatterCheck, sentenceCount} from '@site/checks/frontMatter';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/front-matter');

const findings = () =>
  frontMatterCheck(FIXTURE)
    .run(loadSources(FIXTURE))
    .map(({file, line, message}) => `${file}:${line}: ${message}`);

describe('front-matter check', () => {
  it('reports each missing or malformed field with the line and what to write', () => {
    const post = 'blog/2025-03-11-mixed-up-post/index.mdx';
    const release = 'releases/2025-05-01-crucible-1-3-0.md';
    const tooShort =
      'write at least 50, a sentence that tells a searcher whether the page answers their question';
    expect(findings()).toEqual([
      `${post}:1: front matter has no description; add \`description:\` with one sentence of 50–160 characters that says what a reader finds here`,
      `${post}:1: front matter has no slug; add \`slug: mixed-up-post\` (the folder name without its date) so the URL matches the other posts`,
      `${post}:3: date is 2025-03-12 but the folder name says 2025-03-11; use one date in both, the day it is published`,
      `${post}:6: author "bob" is not declared in blog/authors.yml; use one of maya, lena, or declare it there`,
      `${post}:7: tag "evalution" is not declared in blog/tags.yml; did you mean "evaluation"? use one of red-teaming, evaluation, or declare it there`,
      "blog/2025-03-25-long-title/index.mdx:2: title is 73 characters, so search results would cut the page's title; keep it as the headline and add `title_meta:` with a title of at most 59 characters for search results",
      'blog/undated-post/index.mdx:0: the folder name does not start with a date; rename it YYYY-MM-DD-undated-post, with the day it is published',
      'blog/undated-post/index.mdx:1: front matter has no tags; add `tags:` with a list of keys from blog/tags.yml: red-teaming, evaluation',
      'docs/broken-yaml.md:3: front matter is not valid YAML (bad indentation of a mapping entry); quote values that hold a colon followed by a space, or start with a quote, [ or {',
      'docs/long-fields.md:2: title is 57 characters, too long for one line of the sidebar; add a `sidebar_label:` of at most 28',
      'docs/long-fields.md:3: description is 207 characters; keep it to 160 so search results show it whole',
      'docs/long-fields.md:4: keywords has 9 entries; keep the 8 that readers are most likely to search for',
      'docs/long-fields.md:6: keyword "OWASP LLM01" has capitals; write "owasp llm01", as search ignores case',
      'docs/long-fields.md:14: tag "redteam" is not declared in docs/tags.yml; did you mean "red-team"? use one of red-team, features, or declare it there',
      "docs/long-title.md:2: title is 67 characters, so search results cut the page's title; shorten it to at most 59",
      'docs/long-title.md:3: docs pages ignore `title_meta`; remove it and shorten the `title` to at most 59 characters instead',
      'docs/no-front-matter.md:1: the page has no front matter; start it with `---`, its fields, and `---`',
      'docs/short-fields.md:1: front matter has no title; add `title:` with the heading of the page',
      'docs/short-fields.md:2: sidebar_label is 41 characters; keep it to 28 so it fits on one line of the sidebar',
      `docs/short-fields.md:3: description is 25 characters; ${tooShort}`,
      "docs/short-fields.md:3: description has 2 sentences; make it one, since search results and link previews show it as the page's summary",
      'docs/short-fields.md:4: keywords must be a list, such as `keywords: [idor, access control]`',
      'docs/short-fields.md:5: tags must be a list of keys from docs/tags.yml: red-team, features',
      `${release}:1: front matter has no date; add \`date: 2025-05-01\`, the day it is published`,
      `${release}:1: front matter has no authors; add \`authors:\` with a list of keys from blog/authors.yml: maya, lena`,
      `${release}:3: description is 35 characters; ${tooShort}`,
      `${release}:5: release notes take no tags (releases/ declares none, so the build rejects them); remove \`tags\``,
      'releases/2025-06-02-crucible-1-4-0.md:3: title_meta is 75 characters; keep it to 59, so that "… | Crucible" fits in a search result',
    ]);
  });

  it('passes complete pages and leaves partials alone', () => {
    const files = new Set(findings().map((finding) => finding.split(':')[0]));
    for (const file of [
      'docs/complete.md',
      'docs/_partial.md',
      'blog/2025-03-04-good-post/index.mdx',
      'blog/2025-03-18-long-headline/index.mdx',
      'releases/2025-04-01-crucible-1-2-0.md',
    ]) {
      expect(files.has(file), file).toBe(false);
    }
  });

  it('counts sentences, not the full stops inside names and URLs', () => {
    expect(sentenceCount('Crucible, Inc. has raised a seed round.')).toBe(1);
    expect(sentenceCount('Set webhook:https://... as the target: Crucible POSTs each test.')).toBe(
      1,
    );
    expect(sentenceCount('Route each test to a webhook:https://... Crucible POSTs it.')).toBe(2);
    expect(sentenceCount('What it is. "How" to use it? 3 ways!')).toBe(3);
  });
});
