import {describe, expect, it} from 'vitest';
import {archivePath} from '@site/src/theme/BlogListPaginator/archivePath';

describe('the archive link under blog lists', () => {
  it('leads from every kind of list page to its own blog’s archive', () => {
    expect(archivePath('/blog')).toBe('/blog/archive/');
    expect(archivePath('/blog/page/3')).toBe('/blog/archive/');
    expect(archivePath('/blog/tags/red-teaming/page/2')).toBe('/blog/archive/');
    expect(archivePath('/blog/authors/jun')).toBe('/blog/archive/');
    expect(archivePath('/releases/')).toBe('/releases/archive/');
  });

  it('refuses a permalink that names no blog', () => {
    expect(() => archivePath('/')).toThrow(/not the permalink of a blog list page/);
  });
});
