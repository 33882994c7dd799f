/**
 * The `heading-levels` check: headings form an outline a screen reader can walk and the table of
 * contents can show.
 *
 * - No heading skips a level on the way down (h2 then h4); going back up by any number is fine.
 * - On docs pages, blog posts and release notes the title from the front matter is the page's
 *   h1, so the body has no h1, and its first heading is an h2.
 *
 * Markdown pages under src/pages write their own h1, so only the first rule applies to them.
 */
import type {Finding} from './finding';
import type {Check} from './index';
import {readBlocks} from './prose';
import {isPartial, type Source} from './sources';

const RULE = 'heading-levels';

const marks = (depth: number) => '#'.repeat(depth);

/** Whether the page's title is rendered as its h1 above the body. */
const hasTitleHeading = (source: Source) =>
  (source.kind === 'doc' || source.kind === 'blog' || source.kind === 'release') &&
  !isPartial(source.file);

export function headingFindings(source: Source): Finding[] {
  const findings: Finding[] = [];
  const report = (line: number, message: string) =>
    findings.push({file: source.file, line, rule: RULE, message});
  const titled = hasTitleHeading(source);
  let previous: number | null = titled ? 1 : null;
  let first = true;

  for (const block of readBlocks(source.text)) {
    if (block.kind !== 'heading') continue;
    const {depth} = block;
    if (titled && depth === 1) {
      report(
        block.line,
        'h1 in the body; the title in the front matter is the page’s only h1, so make this ## (h2)',
      );
    } else if (titled && first && depth > 2) {
      report(
        block.line,
        `the first heading is h${depth}; the title above it is the h1, so start with ## (h2)`,
      );
    } else if (previous !== null && depth > previous + 1) {
      const next = previous + 1;
      const missing = Array.from({length: depth - next}, (_, index) => `h${next + index}`);
      report(
        block.line,
        `heading jumps from h${previous} to h${depth}; make it ${marks(next)} (h${next}), or add the ${missing.join(' and ')} it belongs under`,
      );
    }
    previous = depth;
    first = false;
  }
  return findings;
}

export const headingLevels: Check = {
  rule: RULE,
  description:
    'Headings never skip a level, and docs, posts and release notes start at h2 below their title.',
  scope: 'page',
  run: (sources) =>
    sources.filter((source) => source.format === 'markdown').flatMap(headingFindings),
};
