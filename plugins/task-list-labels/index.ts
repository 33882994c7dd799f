import type {Element, ElementContent, Root, RootContent} from 'hast';

/**
 * Elements that end a task item's first line: its text is everything from the checkbox up to the
 * first of these (a nested list, a second paragraph, a code block…).
 */
const BLOCK_ELEMENTS = new Set([
  'address',
  'blockquote',
  'details',
  'div',
  'dl',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'ol',
  'p',
  'pre',
  'table',
  'ul',
]);

type Node = Root | RootContent;

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function isCheckbox(node: Node): node is Element {
  return isElement(node, 'input') && node.properties.type === 'checkbox';
}

function isTaskListItem(node: Node): node is Element {
  const className = isElement(node, 'li') ? node.properties.className : undefined;
  return Array.isArray(className) && className.includes('task-list-item');
}

/** MDX puts JSX and expressions in the tree as nodes of their own; the flow (block) kinds end a line. */
function endsLine(node: ElementContent): boolean {
  return (
    (isElement(node) && BLOCK_ELEMENTS.has(node.tagName)) ||
    (node.type as string) === 'mdxJsxFlowElement' ||
    (node.type as string) === 'mdxFlowExpression'
  );
}

/**
 * The element whose children hold the item's checkbox: the item itself in a tight list
 * (`<li><input> text</li>`), its first paragraph in a loose one (`<li><p><input> text</p></li>`).
 */
function checkboxContainer(item: Element): Element | undefined {
  if (item.children.some(isCheckbox)) return item;
  return item.children.find(
    (child): child is Element => isElement(child, 'p') && child.children.some(isCheckbox),
  );
}

/** Wraps the checkbox and the item's first line of text in a `<label>`. */
function labelCheckbox(item: Element): void {
  const container = checkboxContainer(item);
  if (!container) return;
  const start = container.children.findIndex(isCheckbox);
  const end = container.children.findIndex((child, index) => index > start && endsLine(child));
  const stop = end === -1 ? container.children.length : end;
  const label: Element = {
    type: 'element',
    tagName: 'label',
    properties: {},
    children: container.children.slice(start, stop),
  };
  container.children.splice(start, stop - start, label);
}

function visit(node: Node): void {
  if (!('children' in node)) return;
  for (const child of node.children) {
    if (isTaskListItem(child)) labelCheckbox(child);
    visit(child);
  }
}

/**
 * Rehype plugin for Markdown task lists (`- [ ] Step`). GFM renders each item's box as an
 * `<input type="checkbox" disabled>` with no label, so a screen reader announces thirty
 * "checkbox, not checked" with no name, and validators report each one. This wraps the box and
 * the item's first line of text in a `<label>`, so the box is named by the item's own words,
 * read once, and the page looks the same.
 */
export default function rehypeTaskListLabels() {
  return (tree: Root): void => {
    visit(tree);
  };
}
