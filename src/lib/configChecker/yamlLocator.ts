/**
 * Finds the line of a value in YAML text by its path, e.g. `['tests', 0, 'assert', 1, 'type']`.
 *
 * js-yaml reports no positions for the values it returns, but its `listener` option calls back
 * when it starts ("open") and finishes ("close") each node. Nested calls give the tree of nodes
 * with their offsets in the text; in a mapping, a key is the node followed by `:` on its line,
 * and the node after it is its value. Flow style (`[a, {b: 1}]`), quoted keys, comments, aliases
 * (followed to their anchor) and merge keys (`<<: *base`) are handled. When a path cannot be
 * followed to the end, the line of the deepest part found is used.
 */
import {load, type State} from 'js-yaml';
import type {PathSegment} from './explainSchemaErrors';

type Node = {
  /** Offset where js-yaml opened the node; may sit before separating spaces and comments. */
  open: number;
  /** Offset just after the node. */
  close: number;
  result: unknown;
  /** True for a mapping key: the next character on its line is a colon. */
  isKey: boolean;
  /** For an alias (`*name`), the node its anchor names. */
  alias: Node | null;
  children: Node[];
  entries?: Map<string, {key: Node; value: Node | null}>;
  merges?: Node[];
  items?: Node[];
};

/** Line (1-based) of the value at a path, of the deepest part of it found, or null. */
export type YamlLocator = (path: readonly PathSegment[]) => number | null;

const SPACE = new Set([' ', '\t', '\r', '\n', '\uFEFF']);

function isMapping(value: unknown): boolean {
  return Object.prototype.toString.call(value) === '[object Object]';
}

/** Offset of the first character of a node: past spaces, line breaks and comments. */
function skipToContent(input: string, offset: number): number {
  let index = offset;
  while (index < input.length) {
    const char = input[index];
    if (SPACE.has(char)) {
      index++;
    } else if (char === '#') {
      while (index < input.length && input[index] !== '\n' && input[index] !== '\r') index++;
    } else {
      break;
    }
  }
  return index;
}

/** The next character on the same line, past spaces and tabs. */
function nextOnLine(input: string, offset: number): string {
  let index = offset;
  while (input[index] === ' ' || input[index] === '\t') index++;
  return input[index] ?? '';
}

function readAliasName(input: string, offset: number): string {
  let end = offset;
  while (end < input.length && !/[\s,[\]{}\0]/.test(input[end])) end++;
  return input.slice(offset, end);
}

function keyName(value: unknown): string {
  return value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function resolve(node: Node): Node {
  let current = node;
  for (let guard = 0; current.alias && guard < 1000; guard++) current = current.alias;
  return current;
}

function entriesOf(node: Node): Map<string, {key: Node; value: Node | null}> {
  if (node.entries) return node.entries;
  const entries = new Map<string, {key: Node; value: Node | null}>();
  const merges: Node[] = [];
  const {children} = node;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (!child.isKey) continue;
    const next = children[index + 1];
    const value = next && !next.isKey ? next : null;
    const name = keyName(child.result);
    if (name === '<<' && value) merges.push(value);
    if (!entries.has(name)) entries.set(name, {key: child, value});
    if (value) index++;
  }
  node.entries = entries;
  node.merges = merges;
  return entries;
}

/** Items of a sequence; a `key: value` pair written inside a flow sequence is one item. */
function itemsOf(node: Node): Node[] {
  if (node.items) return node.items;
  const items: Node[] = [];
  const {children} = node;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    items.push(child);
    if (child.isKey && children[index + 1] && !children[index + 1].isKey) index++;
  }
  node.items = items;
  return items;
}

function findEntry(node: Node, key: string, depth: number): {key: Node; value: Node | null} | null {
  const entry = entriesOf(node).get(key);
  if (entry) return entry;
  if (depth > 20) return null;
  for (const merge of node.merges ?? []) {
    const source = resolve(merge);
    const sources = Array.isArray(source.result) ? itemsOf(source).map(resolve) : [source];
    for (const candidate of sources) {
      if (!isMapping(candidate.result)) continue;
      const found = findEntry(candidate, key, depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Parses the text once more, recording where each node sits, and returns a function that finds
 * the line of a path. Returns a locator that always answers null when the text does not parse.
 */
export function createYamlLocator(text: string): YamlLocator {
  let input = text;
  let root: Node | null = null;
  const stack: Node[] = [];
  const anchors = new Map<string, Node>();

  function listener(event: 'open' | 'close', state: State): void {
    input = state.input;
    if (event === 'open') {
      stack.push({
        open: state.position,
        close: -1,
        result: undefined,
        isKey: false,
        alias: null,
        children: [],
      });
      return;
    }
    const node = stack.pop();
    if (!node) return;
    node.close = state.position;
    node.result = state.result;
    const start = skipToContent(input, node.open);
    if (input[start] === '*') node.alias = anchors.get(readAliasName(input, start + 1)) ?? null;
    const anchor = (state as State & {anchor?: unknown}).anchor;
    if (typeof anchor === 'string' && !node.alias) anchors.set(anchor, node);
    node.isKey = nextOnLine(input, node.close) === ':';
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else root ??= node;
  }

  try {
    load(text, {listener});
  } catch {
    return () => null;
  }

  let lineStarts: number[] | null = null;
  function lineOf(node: Node): number {
    if (!lineStarts) {
      lineStarts = [0];
      for (let index = 0; index < input.length; index++) {
        const char = input[index];
        if (char === '\n' || (char === '\r' && input[index + 1] !== '\n')) {
          lineStarts.push(index + 1);
        }
      }
    }
    const offset = skipToContent(input, node.open);
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  }

  return (path) => {
    let current: Node | null = root;
    let found: Node | null = null;
    for (const segment of path) {
      if (!current) break;
      const node = resolve(current);
      let mark: Node | null = null;
      let next: Node | null = null;
      if (typeof segment === 'number' && Array.isArray(node.result)) {
        const item = itemsOf(node)[segment];
        if (item) {
          mark = item;
          next = item;
        }
      } else if (isMapping(node.result)) {
        const entry = findEntry(node, String(segment), 0);
        if (entry) {
          mark = entry.key;
          next = entry.value;
        }
      }
      if (!mark) break;
      found = mark;
      current = next;
    }
    return found ? lineOf(found) : null;
  };
}

/** Line (1-based) of the value at a path in YAML text; see `createYamlLocator`. */
export function findLine(text: string, path: readonly PathSegment[]): number | null {
  return createYamlLocator(text)(path);
}
