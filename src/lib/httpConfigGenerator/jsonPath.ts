/**
 * Parsed JSON and paths into it: the object type guard, a path as a list of keys and indexes,
 * how a path is written (`messages[1].content`), and setting the value a path points to.
 */

export type Segment = string | number;
export type JsonObject = {[key: string]: unknown};

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export type Found = {path: Segment[]; value: string};

export function formatPath(path: Segment[], root = ''): string {
  let out = root;
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

export function setAtPath(root: unknown, path: Segment[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}
