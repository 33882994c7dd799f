/**
 * @vitest-environment node
 *
 * Markdown task lists (`- [ ] Step`) as a page renders them: compiled by MDX with GFM, rendered by
 * React, then checked by html-validate's `input-missing-label` rule, the rule that reported thirty
 * unnamed checkboxes on /docs/red-team/troubleshooting/best-practices/.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {evaluate} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import {HtmlValidate, StaticConfigLoader} from 'html-validate';
import {load} from 'cheerio';
import {describe, expect, it} from 'vitest';
import rehypeTaskListLabels from '@site/plugins/task-list-labels';

const checklist = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/task-list-labels/checklist.md'),
  'utf8',
);

async function render(markdown: string, rehypePlugins: unknown[]): Promise<string> {
  const {default: Content} = await evaluate(markdown, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: rehypePlugins as never,
  });
  return renderToStaticMarkup(<Content />);
}

const validator = new HtmlValidate(
  new StaticConfigLoader({root: true, rules: {'input-missing-label': 'error'}}),
);

async function unlabelled(body: string): Promise<string[]> {
  const report = await validator.validateString(
    `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`,
  );
  return report.results.flatMap((result) => result.messages.map((message) => message.message));
}

/** Each checkbox's accessible name: the text of the label around it. */
function checkboxNames(html: string): string[] {
  const $ = load(html);
  return $('input[type="checkbox"]')
    .map((_, box) => $(box).closest('label').text().replace(/\s+/g, ' ').trim())
    .get();
}

describe('task-list checkboxes', () => {
  it('have no label without the plugin (the defect it fixes)', async () => {
    const problems = await unlabelled(await render(checklist, []));
    expect(problems).toHaveLength(7);
    expect(problems[0]).toMatch(/does not have a <label>/);
  });

  it('are each named by their own item’s first line, nested and loose items included', async () => {
    const html = await render(checklist, [rehypeTaskListLabels]);
    expect(await unlabelled(html)).toEqual([]);
    expect(checkboxNames(html)).toEqual([
      'Smoke-test the target with one plain question and -v.',
      'Read the quickstart first.',
      'Plan the run:',
      'Pick the plugins',
      'Pick the strategies',
      'Triage every finding.',
      'Re-run the scan after each fix.',
    ]);
  });

  it('keep the item’s text, links and checked state, and leave the rest of the item outside the label', async () => {
    const $ = load(await render(checklist, [rehypeTaskListLabels]));
    expect($('label a[href="https://example.com/quickstart/"]').text()).toBe('quickstart');
    expect($('input[checked]')).toHaveLength(1);
    expect($('label ul, label p')).toHaveLength(0);
    const note = $('p').filter((_, p) => $(p).text().startsWith('Start with the critical ones'));
    expect(note.parent().is('li')).toBe(true);
    expect(note.find('label')).toHaveLength(0);
  });

  it('leave ordinary lists and pages without task lists untouched', async () => {
    const markdown = '- one\n- two\n\nA paragraph with [a link](https://example.com/).';
    expect(await render(markdown, [rehypeTaskListLabels])).toBe(await render(markdown, []));
  });
});
