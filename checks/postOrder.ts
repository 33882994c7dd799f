/**
 * `post-order`: blog posts published on the same day say the time of day in `date`, each a
 * different one. Without it the blog lists them in whatever order the build read the files, so
 * the blog pages, tag pages and the home page's latest posts change from one build to the next.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import type {Source} from './sources';

const RULE = 'post-order';

/** The declared time of day (`2025-12-09T15:00:00Z` → `15:00:00`), if any. */
function timeOfDay(source: Source): string | undefined {
  const declared = source.frontMatter.date;
  if (declared instanceof Date) {
    const time = declared.toISOString().slice(11, 19);
    // YAML reads a bare `2025-12-09` as midnight UTC too; only a written time counts.
    return /^date:\s*\S*\d{4}-\d{2}-\d{2}[T ]\d/m.test(source.text) ? time : undefined;
  }
  if (typeof declared === 'string') return /[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(declared)?.[1];
  return undefined;
}

const dateLine = (source: Source) => {
  const index = source.text.split('\n').findIndex((line) => /^date:/.test(line));
  return index >= 0 ? index + 1 : 1;
};

export function postOrderFindings(sources: readonly Source[]): Finding[] {
  const byDay = new Map<string, Source[]>();
  for (const source of sources) {
    if (source.kind !== 'blog' || source.format !== 'markdown' || !source.date) continue;
    byDay.set(source.date, [...(byDay.get(source.date) ?? []), source]);
  }
  const findings: Finding[] = [];
  for (const [day, posts] of byDay) {
    if (posts.length < 2) continue;
    const times = posts.map(timeOfDay);
    posts.forEach((post, index) => {
      const time = times[index];
      const others = posts.filter((other) => other !== post).map((other) => other.file);
      const message = !time
        ? `${others.join(', ')} ${others.length === 1 ? 'was' : 'were'} also published on ${day}; give this post a time (date: ${day}T09:00:00Z) so the blog lists same-day posts in a fixed order`
        : times.filter((other) => other === time).length > 1
          ? `another post published on ${day} has the same time, ${time}; give each a different one`
          : null;
      if (message) findings.push({file: post.file, line: dateLine(post), rule: RULE, message});
    });
  }
  return findings;
}

export const postOrder: Check = {
  rule: RULE,
  description: 'Posts published on the same day each give a different time in `date`.',
  scope: 'site',
  run: postOrderFindings,
};
