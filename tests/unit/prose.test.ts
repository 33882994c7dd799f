/**
 * @vitest-environment node
 *
 * Reading a page's prose for the writing checks: blocks at the lines a writer sees them, with
 * code, front matter, comments and markup out of the way.
 */
import {describe, expect, it} from 'vitest';
import {pageBody, proseText, readBlocks, words} from '@site/checks/prose';

const PAGE = [
  '---', // 1
  'title: Front matter is not prose',
  '---',
  '',
  "import Tabs from '@theme/Tabs';", // 5
  "import TabItem from '@theme/TabItem';",
  '',
  '## Install', // 8
  '',
  'Run the installer, then', // 10
  'check the version.',
  '',
  '```bash', // 13
  '# not a heading',
  '```',
  '',
  '- first item', // 17
  '  continues here',
  '- second item',
  '',
  '| Flag | Meaning |', // 21
  '| --- | --- |',
  '| `-c` | config |',
  '',
  ':::note', // 25
  '',
  '> Quoted advice.', // 27
  '',
  ':::',
  '',
  '{/* truncate */}', // 31
  '',
  'Setext heading', // 33
  '---',
  '',
  '***', // 36
].join('\n');

describe('prose blocks', () => {
  it('reads headings, paragraphs, list items, tables and quotes at their lines', () => {
    expect(readBlocks(PAGE).map(({kind, line, depth}) => [kind, line, depth])).toEqual([
      ['heading', 8, 2],
      ['paragraph', 10, 0],
      ['list-item', 17, 0],
      ['list-item', 19, 0],
      ['table', 21, 0],
      ['quote', 27, 0],
      ['heading', 33, 2],
    ]);
  });

  it('blanks markers, keeping every line and column', () => {
    const [heading, paragraph, item, , table] = readBlocks(PAGE);
    expect(heading.text).toBe('   Install');
    expect(paragraph.text).toBe('Run the installer, then\ncheck the version.');
    expect(item.text).toBe('  first item\n  continues here');
    expect(table.text.split('\n')).toEqual([
      '  Flag   Meaning  ',
      '             ',
      '  `-c`   config  ',
    ]);
  });

  it('keeps the body line for line without front matter, code and comments', () => {
    const body = pageBody(PAGE).split('\n');
    expect(body).toHaveLength(36);
    expect(body.slice(0, 3)).toEqual(['', '', '']);
    expect(body.slice(12, 15)).toEqual(['', '', '']);
    expect(body[30].trim()).toBe('');
  });

  it('reads the words a reader sees, without code, images, URLs, JSX or entities', () => {
    const text =
      'Run `crucible eval` with <Kbd keys={["Ctrl", "C"]} /> or see ![chart](./a.png) [the docs](https://x.example/a-b) &nbsp;{count} times.';
    expect(words(proseText(text))).toEqual(['Run', 'with', 'or', 'see', 'the', 'docs', 'times']);
    expect(words(proseText(text, {keepCode: true}))).toContain('crucible');
    expect(proseText(text)).toHaveLength(text.length);
  });
});
