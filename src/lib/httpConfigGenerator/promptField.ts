/** Finds the field in a request body that carries the user's message, where `{{prompt}}` goes. */
import {isObject, type Found, type JsonObject, type Segment} from './jsonPath';
import {normalKey} from './text';

/** Field names that usually carry the user's message, best first. */
export const PROMPT_KEYS = [
  'prompt',
  'message',
  'usermessage',
  'userinput',
  'userprompt',
  'userquery',
  'chatinput',
  'input',
  'query',
  'question',
  'text',
  'content',
  'q',
  'msg',
  'utterance',
  'inputs',
];
export const PROMPT_RANK = new Map(PROMPT_KEYS.map((key, index) => [key, index]));
/** Query parameter names that usually carry the user's message. */
export const PROMPT_QUERY_KEYS = new Set([...PROMPT_KEYS, 'search', 'ask', 'term']);
const CHAT_ARRAY_KEYS = ['messages', 'contents', 'input', 'conversation', 'history'];
const USER_ROLES = new Set(['user', 'human']);

/** The text field of the last user turn in a chat-style array, if `list` is one. */
function lastUserTurn(list: unknown[], path: Segment[]): Found | null {
  const turns = list
    .map((item, index) => ({item, index}))
    .filter(
      (entry): entry is {item: JsonObject; index: number} =>
        isObject(entry.item) &&
        typeof entry.item.role === 'string' &&
        ('content' in entry.item || 'parts' in entry.item),
    );
  if (turns.length === 0) return null;
  const userTurns = turns.filter((turn) => USER_ROLES.has(String(turn.item.role).toLowerCase()));
  const {item, index} = (userTurns.length > 0 ? userTurns : turns)[
    (userTurns.length > 0 ? userTurns : turns).length - 1
  ];
  const base = [...path, index];
  if (typeof item.content === 'string') return {path: [...base, 'content'], value: item.content};
  for (const key of ['content', 'parts'] as const) {
    const parts = item[key];
    if (!Array.isArray(parts)) continue;
    for (let p = parts.length - 1; p >= 0; p--) {
      const part: unknown = parts[p];
      if (isObject(part) && typeof part.text === 'string') {
        return {path: [...base, key, p, 'text'], value: part.text};
      }
    }
  }
  return null;
}

export function findPromptField(root: unknown): Found | null {
  // 1. A top-level field named like a message.
  if (isObject(root)) {
    let best: Found | null = null;
    let bestRank = Infinity;
    for (const [key, value] of Object.entries(root)) {
      const rank = PROMPT_RANK.get(normalKey(key));
      if (typeof value === 'string' && rank !== undefined && rank < bestRank) {
        best = {path: [key], value};
        bestRank = rank;
      }
    }
    if (best) return best;
  }
  // 2. A chat-style list of turns: the last user turn, shallowest list first.
  type Node = {value: unknown; path: Segment[]};
  let level: Node[] = [{value: root, path: []}];
  for (let depth = 0; depth < 6 && level.length > 0; depth++) {
    const next: Node[] = [];
    const arrays: {key: string; list: unknown[]; path: Segment[]}[] = [];
    for (const node of level) {
      if (Array.isArray(node.value)) {
        if (depth === 0) arrays.push({key: '', list: node.value, path: []});
        node.value
          .slice(0, 200)
          .forEach((item, i) => next.push({value: item, path: [...node.path, i]}));
      } else if (isObject(node.value)) {
        for (const [key, value] of Object.entries(node.value)) {
          if (Array.isArray(value)) arrays.push({key, list: value, path: [...node.path, key]});
          if (typeof value === 'object' && value !== null)
            next.push({value, path: [...node.path, key]});
        }
      }
    }
    arrays.sort(
      (a, b) =>
        (CHAT_ARRAY_KEYS.indexOf(a.key) + 1 || 99) - (CHAT_ARRAY_KEYS.indexOf(b.key) + 1 || 99),
    );
    for (const array of arrays) {
      const found = lastUserTurn(array.list, array.path);
      if (found) return found;
    }
    level = next.length > 2000 ? next.slice(0, 2000) : next;
  }
  // 3. A nested field named like a message, shallowest and best-named first.
  let best: Found | null = null;
  let bestScore = Infinity;
  let visited = 0;
  const walk = (value: unknown, path: Segment[]): void => {
    if (++visited > 5000 || path.length > 6) return;
    if (isObject(value)) {
      for (const [key, child] of Object.entries(value)) {
        const rank = PROMPT_RANK.get(normalKey(key));
        if (typeof child === 'string' && rank !== undefined) {
          const score = path.length * 100 + rank;
          if (score < bestScore) {
            best = {path: [...path, key], value: child};
            bestScore = score;
          }
        } else if (typeof child === 'object' && child !== null) {
          walk(child, [...path, key]);
        }
      }
    } else if (Array.isArray(value)) {
      value.forEach((child, index) => walk(child, [...path, index]));
    }
  };
  walk(root, []);
  return best;
}
