import type {PhrasingContent, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {paragraph, strong} from '../mdastBuilders';
import {optionalStringProp, type MarkdownComponent} from './types';

/** Phrasing inside the rendered children: a paragraph's content, or the phrasing itself. */
function phrasing(children: RootContent[]): PhrasingContent[] {
  return children.flatMap((child) =>
    child.type === 'paragraph' ? child.children : [child as PhrasingContent],
  );
}

/** Elements whose Markdown is just their content. */
const transparent: MarkdownComponent = (_props, children) => children;

/**
 * The HTML elements MDX content may use, each as the Markdown that says the same thing. Any other
 * element is an error that names it, so it gets a rendering here rather than vanishing.
 */
export const htmlElements: Readonly<Record<string, MarkdownComponent>> = {
  // <details><summary>Title</summary>…</details>: everything shown, the summary as a bold line.
  details: transparent,
  summary: (_props, children) => [paragraph(strong(...phrasing(children)))],
  br: () => [{type: 'break'}],
  kbd: (_props, children) => [{type: 'inlineCode', value: toString(children)}],
  code: (_props, children) => [{type: 'inlineCode', value: toString(children)}],
  em: (_props, children) => [{type: 'emphasis', children: phrasing(children)}],
  strong: (_props, children) => [{type: 'strong', children: phrasing(children)}],
  a: (props, children) => {
    const href = optionalStringProp(props, 'href');
    if (href === undefined) return children;
    return [{type: 'link', url: href, children: phrasing(children)}];
  },
  img: (props) => {
    const src = optionalStringProp(props, 'src');
    if (src === undefined) throw new Error('<img> needs a src');
    return [{type: 'image', url: src, alt: optionalStringProp(props, 'alt') ?? ''}];
  },
  p: (_props, children) => [paragraph(...phrasing(children))],
  div: transparent,
  span: transparent,
  sup: transparent,
  sub: transparent,
  abbr: transparent,
  mark: transparent,
  small: transparent,
};
