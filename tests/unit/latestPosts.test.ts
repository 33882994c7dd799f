// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {selectLatest} from '@site/plugins/latest-posts/selectLatest';

const post = (title: string, date: string, extra: {unlisted?: boolean; draft?: boolean} = {}) => ({
  metadata: {
    title,
    description: `About ${title}`,
    permalink: `/blog/${title.toLowerCase().replace(/\s+/g, '-')}/`,
    date,
    unlisted: extra.unlisted,
    frontMatter: {draft: extra.draft},
  },
});

describe('latest posts for the home page', () => {
  it('takes the newest listed posts, newest first, with plain dates', () => {
    const latest = selectLatest(
      [
        post('Old', '2025-01-02T00:00:00Z'),
        post('Newest', '2025-12-11T00:00:00Z'),
        post('Hidden', '2025-12-20T00:00:00Z', {unlisted: true}),
        post('Draft', '2025-12-21T00:00:00Z', {draft: true}),
        post('Middle', '2025-06-30T00:00:00Z'),
        post('Older', '2025-03-01T00:00:00Z'),
      ],
      3,
    );
    expect(latest.map((entry) => entry.title)).toEqual(['Newest', 'Middle', 'Older']);
    expect(latest[0]).toEqual({
      title: 'Newest',
      description: 'About Newest',
      permalink: '/blog/newest/',
      date: '2025-12-11',
    });
  });

  it('returns fewer when the blog has fewer posts', () => {
    expect(selectLatest([post('Only', '2025-05-05T00:00:00Z')], 3)).toHaveLength(1);
  });
});
