import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

/**
 * What @docusaurus/mdx-loader's transformImage does to a Markdown image's alt and title: it runs
 * them through escape-html, a habit from Docusaurus 2, where the attribute was pasted into JSX
 * source. In MDX 3 the value is a JSX string that React escapes once more, so a reader's screen
 * reader says "user&#39;s" for "user's". These are escape-html's five replacements, undone in the
 * reverse order (ampersand last).
 */
const ESCAPES: ReadonlyArray<readonly [entity: string, character: string]> = [
  ['&quot;', '"'],
  ['&#39;', "'"],
  ['&lt;', '<'],
  ['&gt;', '>'],
  ['&amp;', '&'],
];

/** Text escape-html can have produced: no bare special character, every `&` starts an entity. */
const ESCAPED_TEXT = /^(?:[^&"'<>]|&(?:quot|#39|lt|gt|amp);)*$/;

/** Thrown when mdx-loader stops escaping, so this plugin would corrupt text instead of fixing it. */
export class UpstreamChangedError extends Error {}

export function unescapeAttribute(value: string, where: string): string {
  if (!ESCAPED_TEXT.test(value)) {
    throw new UpstreamChangedError(
      `${where}: the image text ${JSON.stringify(value)} was not escaped by @docusaurus/mdx-loader. ` +
        'If mdx-loader no longer escapes image alt and title, delete plugins/image-alt-text.',
    );
  }
  return ESCAPES.reduce((text, [entity, character]) => text.replaceAll(entity, character), value);
}

/** transformImage's output: an `img` whose `src` is a require() expression, not a plain string. */
function isTransformedImage(node: MdxJsxTextElement): boolean {
  return (
    node.name === 'img' &&
    node.attributes.some(
      (attribute) =>
        attribute.type === 'mdxJsxAttribute' &&
        attribute.name === 'src' &&
        typeof attribute.value === 'object' &&
        attribute.value !== null,
    )
  );
}

/**
 * Remark plugin, listed after Docusaurus's own (the `remarkPlugins` option runs after them): gives
 * each local Markdown image its alt and title text back exactly as written, so React escapes it
 * once. Images written as JSX in MDX are not touched; their text never went through escape-html.
 */
export default function remarkImageAltText() {
  return async (root: Root, file: {path?: string}): Promise<void> => {
    const {visit} = await import('unist-util-visit');
    visit(root, 'mdxJsxTextElement', (node: MdxJsxTextElement) => {
      if (!isTransformedImage(node)) return;
      for (const attribute of node.attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          (attribute.name === 'alt' || attribute.name === 'title') &&
          typeof attribute.value === 'string'
        ) {
          const line = node.position?.start.line;
          const where = `${file.path ?? 'a Markdown file'}${line ? `:${line}` : ''}`;
          (attribute as MdxJsxAttribute).value = unescapeAttribute(attribute.value, where);
        }
      }
    });
  };
}
