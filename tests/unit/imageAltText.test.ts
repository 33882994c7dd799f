import path from 'node:path';
import {createProcessor} from '@mdx-js/mdx';
import type {Root} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import transformImage from '@docusaurus/mdx-loader/lib/remark/transformImage';
import remarkImageAltText, {unescapeAttribute} from '@site/plugins/image-alt-text';

const fixtures = path.resolve(__dirname, '../fixtures/image-alt-text');

/** The attributes of each `img` the page's source turns into, after Docusaurus's image transform. */
async function imageAttributes(
  markdown: string,
  plugins: unknown[],
): Promise<Record<string, unknown>[]> {
  const images: Record<string, unknown>[] = [];
  const capture = () => (root: Root) => {
    visit(root, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
      if (node.name !== 'img') return;
      images.push(
        Object.fromEntries(
          node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [[a.name, a.value]] : [])),
        ),
      );
    });
  };
  const processor = createProcessor({
    remarkPlugins: [
      [transformImage, {siteDir: fixtures, staticDirs: [], onBrokenMarkdownImages: 'throw'}],
      ...plugins,
      capture,
    ] as never,
  });
  await processor.process({path: path.join(fixtures, 'page.mdx'), value: markdown});
  return images;
}

// MDX reads `<` in a label as JSX, so a writer's alt text can hold these three, not angle brackets.
const TRICKY_TEXT = `The user's "billing" question & its answer`;

describe('Markdown image alt and title text', () => {
  it('is escaped twice without the plugin (the bug a screen reader reads out as user&#39;s)', async () => {
    const [image] = await imageAttributes(`![${TRICKY_TEXT}](./diagram.svg)`, []);
    expect(image!.alt).not.toBe(TRICKY_TEXT);
    expect(image!.alt).toContain('&#39;');
  });

  it('reaches the page exactly as written, for apostrophes, quotes and ampersands', async () => {
    const [image] = await imageAttributes(
      `![${TRICKY_TEXT}](./diagram.svg "Tom's \\"flow\\" & more")`,
      [remarkImageAltText],
    );
    expect(image!.alt).toBe(TRICKY_TEXT);
    expect(image!.title).toBe(`Tom's "flow" & more`);
  });

  it('leaves alt text that needs no escaping unchanged, and text with a literal entity as written', async () => {
    const images = await imageAttributes(
      '![A plain diagram](./diagram.svg)\n\n![Write &amp;amp; in HTML](./diagram.svg)',
      [remarkImageAltText],
    );
    expect(images.map((image) => image.alt)).toEqual(['A plain diagram', 'Write &amp; in HTML']);
  });

  it('stops the build, naming the plugin to delete, once Docusaurus no longer escapes the text', () => {
    expect(() => unescapeAttribute(`user's`, 'docs/page.md:3')).toThrow(
      /docs\/page\.md:3.*delete plugins\/image-alt-text/,
    );
  });
});
