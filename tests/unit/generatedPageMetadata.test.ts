// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {BLOG, BLOGS, DOCS_TAGS, RELEASE_NOTES} from '@site/src/data/generatedPages';
import {authorPageText, blogById, pagedTitle} from '@site/src/utils/generatedPageMetadata';

const maya = {key: 'maya', name: 'Maya Okonkwo', title: 'Co-founder and CEO', count: 12};

describe('generated page titles and descriptions', () => {
  it('finds each blog by its plugin id, and names the data file for an unknown one', () => {
    expect(blogById('default')).toBe(BLOG);
    expect(blogById('releases')).toBe(RELEASE_NOTES);
    expect(() => blogById('changelog')).toThrow(/"changelog".*src\/data\/generatedPages\.ts/);
  });

  it('adds the page number to every page of a list after the first', () => {
    expect(pagedTitle('Crucible blog', 1)).toBe('Crucible blog');
    expect(pagedTitle('Crucible blog', 2)).toBe('Crucible blog, page 2');
  });

  it("titles an author's pages by blog, so one author's pages in both blogs differ", () => {
    const inBlog = authorPageText(BLOG, maya, 1);
    const inReleases = authorPageText(RELEASE_NOTES, maya, 1);
    expect(inBlog.title).toBe('Posts by Maya Okonkwo');
    expect(inReleases.title).toBe('Release notes by Maya Okonkwo');
    expect(inBlog.description).toBe(
      'Maya Okonkwo (Co-founder and CEO) has written 12 posts on the Crucible blog.',
    );
    expect(inReleases.description).not.toBe(inBlog.description);
    expect(authorPageText(BLOG, maya, 3).title).toBe('Posts by Maya Okonkwo, page 3');
  });

  it('counts one entry in the singular and falls back to the key without a name or title', () => {
    expect(authorPageText(RELEASE_NOTES, {key: 'jun', count: 1}, 1).description).toBe(
      'jun has written 1 release note for Crucible.',
    );
  });

  it('gives no two generated pages the same title or description', () => {
    const texts = [
      DOCS_TAGS,
      ...BLOGS.flatMap((blog) => [
        blog.list,
        blog.archive,
        blog.authors,
        ...(blog.tags ? [blog.tags] : []),
      ]),
    ];
    expect(new Set(texts.map((text) => text.title)).size).toBe(texts.length);
    expect(new Set(texts.map((text) => text.description)).size).toBe(texts.length);
  });
});
