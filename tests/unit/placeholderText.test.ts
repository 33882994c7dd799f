/**
 * @vitest-environment node
 *
 * The `placeholder-text` check: markers of unfinished text in prose are reported; the same words
 * in code, comments, attributes, link targets and ordinary sentences are not.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {placeholderText} from '@site/checks/placeholderText';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/placeholder-text');

describe('placeholder-text check', () => {
  it('reports each marker in prose, front matter and JSX text, with the line and what to do', () => {
    const unfinished = (marker: string) =>
      `"${marker}" marks unfinished text; finish or remove it (if the page is about the marker, write it as code: \`${marker}\`)`;
    const comingSoon =
      '"coming soon" promises something the page does not document; describe what works today, or leave it out until it ships';
    const gap = (text: string) => `"${text}" is a gap left to fill; write the text it stands for`;
    expect(
      placeholderText
        .run(loadSources(FIXTURE))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([
      `docs/gaps.mdx:3: ${unfinished('TODO')}`,
      `docs/gaps.mdx:9: ${unfinished('TODO')}`,
      `docs/gaps.mdx:11: ${comingSoon}`,
      'docs/gaps.mdx:13: "Lorem ipsum" is filler text; replace it with what the reader needs',
      `docs/gaps.mdx:14: ${unfinished('TBD')}`,
      `docs/gaps.mdx:14: ${gap('[insert customer name]')}`,
      `docs/gaps.mdx:18: ${gap('(placeholder)')}`,
      `docs/gaps.mdx:20: ${gap('Placeholder text.')}`,
      `docs/gaps.mdx:33: ${unfinished('FIXME')}`,
      `src/pages/launch.tsx:5: ${unfinished('FIXME')}`,
      `src/pages/launch.tsx:11: ${comingSoon}`,
    ]);
  });
});
