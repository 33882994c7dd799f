// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {postOrderFindings} from '@site/checks/postOrder';
import type {Source} from '@site/checks/sources';

const post = (file: string, date: string | Date, text = ''): Source => ({
  file,
  kind: 'blog',
  format: 'markdown',
  text: `---\ntitle: T\ndate: ${text || (date instanceof Date ? date.toISOString() : date)}\n---\n`,
  date: (date instanceof Date ? date.toISOString() : date).slice(0, 10),
  frontMatter: {date},
});

describe('post-order check', () => {
  it('asks same-day posts for a time of day, each a different one', () => {
    const findings = postOrderFindings([
      post('blog/2025-12-09-a/index.md', new Date('2025-12-09T00:00:00Z'), '2025-12-09'),
      post('blog/2025-12-09-b/index.md', new Date('2025-12-09T12:00:00Z')),
      post('blog/2025-12-09-c/index.md', new Date('2025-12-09T12:00:00Z')),
      post('blog/2025-12-10-d/index.md', '2025-12-10'),
    ]).map(({file, line, message}) => `${file}:${line}: ${message}`);
    expect(findings).toEqual([
      'blog/2025-12-09-a/index.md:3: blog/2025-12-09-b/index.md, blog/2025-12-09-c/index.md were also published on 2025-12-09; give this post a time (date: 2025-12-09T09:00:00Z) so the blog lists same-day posts in a fixed order',
      'blog/2025-12-09-b/index.md:3: another post published on 2025-12-09 has the same time, 12:00:00; give each a different one',
      'blog/2025-12-09-c/index.md:3: another post published on 2025-12-09 has the same time, 12:00:00; give each a different one',
    ]);
  });

  it('accepts same-day posts with different times, and a post alone on its day', () => {
    expect(
      postOrderFindings([
        post('blog/2025-12-09-a/index.md', new Date('2025-12-09T09:00:00Z')),
        post('blog/2025-12-09-b/index.md', new Date('2025-12-09T12:00:00Z')),
        post('blog/2025-12-10-c/index.md', '2025-12-10'),
      ]),
    ).toEqual([]);
  });
});
