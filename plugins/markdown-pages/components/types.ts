import type {RootContent} from 'mdast';

/**
 * The Markdown rendering of a component used in content: from the element's props (evaluated as
 * the page would evaluate them) and its children (already plain Markdown), the nodes that stand
 * in its place. A rendering throws on props it cannot render; the page's file and line are added
 * to the message.
 */
export type MarkdownComponent = (
  props: Readonly<Record<string, unknown>>,
  children: RootContent[],
) => RootContent[];

/** The renderings of one module's exports, by export name (`default` for the default export). */
export type MarkdownModule = Readonly<Record<string, MarkdownComponent>>;

/** A prop that must be a string. */
export function stringProp(props: Readonly<Record<string, unknown>>, name: string): string {
  const value = props[name];
  if (typeof value !== 'string') {
    throw new Error(`needs the prop ${name} as a string, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** A prop that may be left out, and is a string when given. */
export function optionalStringProp(
  props: Readonly<Record<string, unknown>>,
  name: string,
): string | undefined {
  return props[name] === undefined ? undefined : stringProp(props, name);
}
