/**
 * @vitest-environment node
 *
 * The `image-alt` check over Markdown images, `<img>` and other tags in MDX, and JSX in a React
 * page.
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {imageAlt} from '@site/checks/imageAlt';
import {loadSources} from '@site/checks/sources';

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/writing/image-alt');

describe('image-alt check', () => {
  it('reports missing and unconfirmed empty alt texts, not images in code or with an expression', () => {
    const markdownImage = (src: string) =>
      `image ${src} has no alt text; write what it shows between the brackets, ![like this](${src}), for readers who cannot see it`;
    const noAlt =
      '<img> has no alt attribute; add alt="…" saying what the image shows, or alt="" with aria-hidden="true" if it is decoration';
    const emptyAlt = (name: string) =>
      `<${name}> has an empty alt; describe what the image shows, or add aria-hidden="true" if it is decoration that screen readers should skip`;
    expect(
      imageAlt
        .run(loadSources(FIXTURE))
        .map(({file, line, message}) => `${file}:${line}: ${message}`),
    ).toEqual([
      `docs/images.mdx:6: ${markdownImage('./flow.svg')}`,
      `docs/images.mdx:16: ${noAlt}`,
      `docs/images.mdx:19: ${emptyAlt('img')}`,
      `docs/images.mdx:29: ${markdownImage('./icon.svg')}`,
      `docs/images.mdx:31: ${emptyAlt('Diagram')}`,
      `src/pages/gallery.tsx:11: ${noAlt}`,
      `src/pages/gallery.tsx:12: ${emptyAlt('img')}`,
      `src/pages/gallery.tsx:13: ${emptyAlt('Figure')}`,
    ]);
  });
});
