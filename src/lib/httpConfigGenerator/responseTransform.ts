/** Finds the answer in a sample response and writes the `transformResponse` that reads it. */
import {formatPath, isObject, type Found, type JsonObject, type Segment} from './jsonPath';
import {excerpt, normalKey} from './text';

const RESPONSE_KEY_SCORES: Record<string, number> = {
  output: 10,
  outputtext: 10,
  reply: 10,
  answer: 10,
  response: 9,
  completion: 9,
  generatedtext: 9,
  generation: 9,
  text: 8,
  content: 8,
  message: 7,
  result: 6,
  body: 5,
  data: 4,
  value: 3,
};
const RESPONSE_SKIP_KEYS = new Set([
  'id',
  'role',
  'model',
  'object',
  'type',
  'status',
  'created',
  'createdat',
  'updatedat',
  'finishreason',
  'stopreason',
  'code',
  'url',
  'timestamp',
  'sessionid',
  'conversationid',
  'threadid',
  'requestid',
  'name',
  'language',
  'lang',
  'version',
  'systemfingerprint',
]);
const RESPONSE_NOISE_ANCESTORS = new Set([
  'usage',
  'metadata',
  'meta',
  'debug',
  'error',
  'errors',
  'request',
  'input',
  'prompt',
  'query',
  'headers',
]);

/** Well-known API shapes, checked before the general search. */
function knownResponseShape(json: unknown): Found | null {
  if (!isObject(json)) return null;
  const choices = json.choices;
  if (Array.isArray(choices) && isObject(choices[0])) {
    const choice = choices[0];
    if (isObject(choice.message) && typeof choice.message.content === 'string') {
      return {path: ['choices', 0, 'message', 'content'], value: choice.message.content};
    }
    if (typeof choice.text === 'string') return {path: ['choices', 0, 'text'], value: choice.text};
  }
  if (Array.isArray(json.content)) {
    const index = json.content.findIndex(
      (block) => isObject(block) && block.type === 'text' && typeof block.text === 'string',
    );
    if (index !== -1) {
      return {
        path: ['content', index, 'text'],
        value: (json.content[index] as JsonObject).text as string,
      };
    }
  }
  if (Array.isArray(json.output)) {
    for (let i = 0; i < json.output.length; i++) {
      const item: unknown = json.output[i];
      if (!isObject(item) || item.type !== 'message' || !Array.isArray(item.content)) continue;
      const j = item.content.findIndex((part) => isObject(part) && typeof part.text === 'string');
      if (j !== -1) {
        return {
          path: ['output', i, 'content', j, 'text'],
          value: (item.content[j] as JsonObject).text as string,
        };
      }
    }
  }
  const candidates = json.candidates;
  if (Array.isArray(candidates) && isObject(candidates[0]) && isObject(candidates[0].content)) {
    const parts = candidates[0].content.parts;
    if (Array.isArray(parts)) {
      const k = parts.findIndex((part) => isObject(part) && typeof part.text === 'string');
      if (k !== -1) {
        return {
          path: ['candidates', 0, 'content', 'parts', k, 'text'],
          value: (parts[k] as JsonObject).text as string,
        };
      }
    }
  }
  return null;
}

function findResponseField(json: unknown): (Found & {guessed: boolean}) | null {
  if (typeof json === 'string') return {path: [], value: json, guessed: false};
  const known = knownResponseShape(json);
  if (known) return {...known, guessed: false};

  let best: (Found & {guessed: boolean}) | null = null;
  let bestScore = -Infinity;
  let visited = 0;
  const consider = (
    key: string,
    value: string,
    path: Segment[],
    parent: unknown,
    noisy: boolean,
  ): void => {
    const normal = normalKey(key);
    if (RESPONSE_SKIP_KEYS.has(normal)) return;
    const keyScore = RESPONSE_KEY_SCORES[normal] ?? 0;
    let score = keyScore + Math.min(value.length / 50, 2) - path.length * 0.5;
    if (noisy) score -= 6;
    if (isObject(parent) && typeof parent.role === 'string') {
      const role = parent.role.toLowerCase();
      if (['assistant', 'model', 'bot', 'ai'].includes(role)) score += 3;
      if (['user', 'system', 'human', 'tool', 'developer'].includes(role)) score -= 8;
    }
    if (score >= bestScore) {
      bestScore = score;
      best = {path, value, guessed: keyScore === 0};
    }
  };
  const walk = (value: unknown, path: Segment[], key: string, noisy: boolean): void => {
    if (++visited > 10000 || path.length > 10) return;
    if (Array.isArray(value)) {
      value.forEach((child, index) => {
        if (typeof child === 'string') consider(key, child, [...path, index], value, noisy);
        else walk(child, [...path, index], key, noisy);
      });
    } else if (isObject(value)) {
      for (const [childKey, child] of Object.entries(value)) {
        const childNoisy = noisy || RESPONSE_NOISE_ANCESTORS.has(normalKey(childKey));
        if (typeof child === 'string') consider(childKey, child, [...path, childKey], value, noisy);
        else walk(child, [...path, childKey], childKey, childNoisy);
      }
    }
  };
  walk(json, [], '', false);
  return best;
}

type ResponseResult = {expression: string | null; notes: string[]};

export function transformFromSample(sample: string): ResponseResult {
  let text = sample.trim();
  if (text === '') return {expression: null, notes: []};
  // A response copied with its status line and headers: keep only the body.
  if (/^HTTP\/\d/i.test(text)) {
    const blank = /\r?\n\s*\r?\n/.exec(text);
    text = blank ? text.slice(blank.index + blank[0].length).trim() : '';
    if (text === '') {
      return {
        expression: null,
        notes: [
          'The sample response has a status line and headers but no body, so no transformResponse was added.',
        ],
      };
    }
  }
  if (/^(?:data|event|id):/m.test(text) && !/^[[{"]/.test(text)) {
    return {
      expression: null,
      notes: [
        'The sample response is a server-sent event stream. Crucible passes the whole stream to transformResponse as text; join the chunks in a small function, as the streaming section of the HTTP target docs shows.',
      ],
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      expression: 'text',
      notes: [
        `The sample response is not JSON (${excerpt(reason, 80)}), so transformResponse is text, which passes the whole body through as the output.`,
      ],
    };
  }
  const found = findResponseField(json);
  if (!found) {
    return {
      expression: null,
      notes: [
        'The sample response holds no text field, so no transformResponse was added; write one that picks the answer out of json.',
      ],
    };
  }
  const expression = formatPath(found.path, 'json');
  const shown = found.value === '' ? 'an empty string' : `"${excerpt(found.value, 50)}"`;
  return {
    expression,
    notes: [
      found.guessed
        ? `No field in the sample response is named like an answer, so transformResponse reads the best candidate, ${expression} (${shown}); check that it is the reply.`
        : `transformResponse reads ${expression}, which holds ${shown} in your sample response.`,
    ],
  };
}
