/**
 * Small builders for the mdast nodes the component renderings produce, so each rendering reads
 * as the Markdown it writes.
 */
import type {
  BlockContent,
  Code,
  Heading,
  Paragraph,
  PhrasingContent,
  Table,
  TableCell,
} from 'mdast';
import {inlineParts} from '../../src/components/InlineText/inlineParts';

export const text = (value: string): PhrasingContent => ({type: 'text', value});
export const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({
  type: 'strong',
  children,
});
export const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({
  type: 'link',
  url,
  children,
});
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children,
});
export const heading = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});
export const codeBlock = (lang: string, value: string, meta?: string): Code => ({
  type: 'code',
  lang,
  meta: meta ?? null,
  value,
});

/**
 * A text from data with its `code` spans and [links](/path/), read the way the page's
 * `<InlineText>` reads it (src/components/InlineText/inlineParts.ts).
 */
export function inlineText(value: string): PhrasingContent[] {
  return inlineParts(value).map((part) =>
    part.type === 'text'
      ? text(part.value)
      : part.type === 'code'
        ? code(part.value)
        : link(part.to, text(part.label)),
  );
}

/** Phrasing joined with a separator: `a, b, c`. */
export function joined(items: PhrasingContent[][], separator = ', '): PhrasingContent[] {
  return items.flatMap((item, index) => (index === 0 ? item : [text(separator), ...item]));
}

/**
 * A GFM table: a heading row (each column a name, or the phrasing it holds), then one row per
 * entry; a cell is the phrasing it holds.
 */
export function table(
  columns: readonly (string | readonly PhrasingContent[])[],
  rows: readonly (readonly PhrasingContent[])[][],
): Table {
  const cell = (children: readonly PhrasingContent[]): TableCell => ({
    type: 'tableCell',
    children: [...children],
  });
  return {
    type: 'table',
    children: [
      {
        type: 'tableRow',
        children: columns.map((column) =>
          cell(typeof column === 'string' ? [text(column)] : column),
        ),
      },
      ...rows.map((row) => ({type: 'tableRow' as const, children: row.map(cell)})),
    ],
  };
}

/** A table's caption, which Markdown has no syntax for: a bold line right above it. */
export function caption(value: string): BlockContent {
  return paragraph(strong(text(value)));
}
