import type {BlockContent, PhrasingContent, RootContent} from 'mdast';
import {ADMONITION_KEYWORDS} from '../parseSource';
import {paragraph, strong, text} from '../mdastBuilders';
import {optionalStringProp, type MarkdownModule} from './types';

/** The label Docusaurus shows on each kind of admonition, as a word. */
const ADMONITION_LABELS: Record<(typeof ADMONITION_KEYWORDS)[number], string> = {
  secondary: 'Note',
  info: 'Info',
  success: 'Success',
  danger: 'Danger',
  note: 'Note',
  tip: 'Tip',
  warning: 'Warning',
  important: 'Important',
  caution: 'Caution',
};

export function isAdmonitionType(name: string): name is keyof typeof ADMONITION_LABELS {
  return name in ADMONITION_LABELS;
}

/**
 * An admonition (`:::tip[Title]` or `<Admonition>`) as a block quote that starts with its label in
 * bold, "Tip" or "Tip: Title", so a reader of the Markdown still tells a warning from a note.
 */
export function admonition(
  type: string,
  title: PhrasingContent[] | undefined,
  children: RootContent[],
): RootContent[] {
  if (!isAdmonitionType(type)) {
    throw new Error(
      `":::${type}" is no admonition Docusaurus knows (${ADMONITION_KEYWORDS.join(', ')})`,
    );
  }
  const label = ADMONITION_LABELS[type];
  const heading = title?.length ? [text(`${label}: `), ...title] : [text(label)];
  return [
    {
      type: 'blockquote',
      children: [paragraph(strong(...heading)), ...(children as BlockContent[])],
    },
  ];
}

/** A titled part that Markdown cannot fold or switch: its title in bold, then its content. */
function titled(title: string, children: RootContent[]): RootContent[] {
  return [paragraph(strong(text(title))), ...children];
}

/** Theme components writers import in MDX: each shows all of its content, labelled. */
export const themeTabs: MarkdownModule = {
  default: (_props, children) => children,
};

export const themeTabItem: MarkdownModule = {
  default: (props, children) => {
    const label = optionalStringProp(props, 'label') ?? optionalStringProp(props, 'value');
    if (label === undefined) throw new Error('needs a label or a value');
    return titled(label, children);
  },
};

export const themeDetails: MarkdownModule = {
  default: (props, children) => {
    const summary = optionalStringProp(props, 'summary');
    return summary === undefined ? children : titled(summary, children);
  },
};

export const themeAdmonition: MarkdownModule = {
  default: (props, children) => {
    const type = optionalStringProp(props, 'type') ?? 'note';
    const title = optionalStringProp(props, 'title');
    return admonition(type, title === undefined ? undefined : [text(title)], children);
  },
};
