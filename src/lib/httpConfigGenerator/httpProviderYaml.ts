/** Builds the crucibleconfig.yaml with one `http` provider from a parsed request. */
import {dump} from 'js-yaml';
import {base64Decode, decodeFormPart} from './encoding';
import {formatPath, isObject, setAtPath} from './jsonPath';
import {findPromptField, PROMPT_KEYS, PROMPT_QUERY_KEYS, PROMPT_RANK} from './promptField';
import {transformFromSample} from './responseTransform';
import {
  apiKeyName,
  EnvNames,
  envNameForField,
  envNameForHeader,
  isSecretField,
  isSecretHeader,
  isTemplated,
} from './secrets';
import {excerpt, listWords, normalKey} from './text';
import type {GeneratedConfig, HttpRequest} from './types';

export const SCHEMA_COMMENT =
  '# yaml-language-server: $schema=https://crucible.dev/config-schema.json';
/** The test question used when the pasted request carries no recognisable user message. */
export const DEFAULT_QUESTION = 'What can you help me with?';

/** Headers Crucible or its HTTP client sets for itself, or that only describe a browser. */
function droppedHeader(lower: string): boolean {
  return (
    [
      'host',
      'content-length',
      'connection',
      'keep-alive',
      'transfer-encoding',
      'accept-encoding',
      'upgrade-insecure-requests',
      'priority',
      'te',
    ].includes(lower) || lower.startsWith('sec-')
  );
}

type QueryPair = {name: string; value: string; raw: string};

function parseQuery(query: string): QueryPair[] {
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((raw) => {
      const equals = raw.indexOf('=');
      const name = decodeFormPart(equals === -1 ? raw : raw.slice(0, equals));
      const value = equals === -1 ? '' : decodeFormPart(raw.slice(equals + 1));
      return {name, value, raw};
    });
}

const FORM_BODY = /^[^=&\s]+=[^&\s]*(?:&[^=&\s]+=[^&\s]*)*$/;

/**
 * Builds a complete crucibleconfig.yaml with one `http` provider for the request: the user's
 * message becomes `{{prompt}}`, credentials become `{{env.NAME}}` references, and a sample JSON
 * response, if given, sets `transformResponse`.
 */
export function toHttpProviderYaml(request: HttpRequest, sampleResponse?: string): GeneratedConfig {
  const notes: string[] = [];
  const env = new EnvNames();

  // URL: split off the query, and move credentials in the authority into an auth block.
  let url = request.url;
  const hashIndex = url.indexOf('#');
  if (hashIndex !== -1) url = url.slice(0, hashIndex);
  // The rest starts at the first / ? or #, so a line break in the URL fails once, not once per
  // character of the authority.
  const urlMatch = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)((?:[/?#].*)?)$/i.exec(url);
  let authority = urlMatch ? urlMatch[2] : '';
  let auth: Record<string, string> | null = null;
  const at = authority.lastIndexOf('@');
  if (urlMatch && at !== -1) {
    const userinfo = authority.slice(0, at);
    authority = authority.slice(at + 1);
    const colon = userinfo.indexOf(':');
    const username = decodeFormPart(colon === -1 ? userinfo : userinfo.slice(0, colon));
    auth = {type: 'basic', username, password: `{{env.${env.take('API_PASSWORD')}}}`};
    url = `${urlMatch[1]}${authority}${urlMatch[3]}`;
    notes.push(
      `The URL carried a user name and password; they moved to an auth block of type basic, with the password read from {{env.${auth.password.slice(6, -2)}}}.`,
    );
  }
  const host = authority || 'the endpoint';
  const apiKey = apiKeyName(authority);
  const questionIndex = url.indexOf('?');
  const baseUrl = questionIndex === -1 ? url : url.slice(0, questionIndex);
  const query = questionIndex === -1 ? '' : url.slice(questionIndex + 1);
  const pathOnly = urlMatch ? baseUrl.slice(urlMatch[1].length + authority.length) : baseUrl;

  // Headers.
  const headers: Record<string, string> = {};
  const dropped: string[] = [];
  let contentType = '';
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (droppedHeader(lower)) {
      dropped.push(name);
      continue;
    }
    if (lower === 'content-type') contentType = value.toLowerCase();
    if (!isSecretHeader(name) || value === '' || isTemplated(value)) {
      headers[name] = value;
      continue;
    }
    if (lower === 'authorization' && /^basic\s+/i.test(value) && auth === null) {
      const decoded = base64Decode(value.replace(/^basic\s+/i, '').trim());
      if (decoded !== null && decoded.includes(':')) {
        const variable = env.take('API_PASSWORD');
        auth = {
          type: 'basic',
          username: decoded.slice(0, decoded.indexOf(':')),
          password: `{{env.${variable}}}`,
        };
        notes.push(
          `The Basic Authorization header became an auth block of type basic for the user ${auth.username}, with the password read from {{env.${variable}}}. Set ${variable} in the shell that runs Crucible.`,
        );
        continue;
      }
    }
    const variable = env.take(envNameForHeader(name, apiKey));
    const scheme = /^([A-Za-z][\w-]*)\s+\S/.exec(value);
    const replaced =
      (lower === 'authorization' || lower === 'proxy-authorization') && scheme
        ? `${scheme[1]} {{env.${variable}}}`
        : `{{env.${variable}}}`;
    headers[name] = replaced;
    notes.push(
      `${name} header replaced by ${replaced === `{{env.${variable}}}` ? replaced : `"${replaced}"`}: set ${variable} in the shell that runs Crucible (export ${variable}=...) so the secret stays out of the file.`,
    );
  }
  if (dropped.length > 0) {
    notes.push(
      `Dropped ${listWords(dropped)}: Crucible's HTTP client sets ${dropped.length === 1 ? 'this header' : 'these headers'} itself, or ${dropped.length === 1 ? 'it describes' : 'they describe'} the browser rather than your API.`,
    );
  }

  // Body.
  let promptField: string | null = null;
  let promptValue: string | null = null;
  let body: unknown = undefined;
  const rawBody = request.body;
  if (rawBody !== null && rawBody.trim() !== '') {
    const trimmed = rawBody.trim();
    let parsed: unknown = undefined;
    let jsonError: string | null = null;
    if (/^[[{]/.test(trimmed)) {
      try {
        parsed = JSON.parse(trimmed);
      } catch (error) {
        jsonError = error instanceof Error ? error.message : String(error);
      }
    }
    if (parsed !== undefined && typeof parsed === 'object' && parsed !== null) {
      const found = findPromptField(parsed);
      // Credentials in the body, such as {"api_key": "..."}.
      const secrets: string[] = [];
      const replaceSecrets = (node: unknown, depth: number): void => {
        if (depth > 6) return;
        if (Array.isArray(node)) node.forEach((child) => replaceSecrets(child, depth + 1));
        else if (isObject(node)) {
          for (const [key, value] of Object.entries(node)) {
            if (
              typeof value === 'string' &&
              value !== '' &&
              !isTemplated(value) &&
              isSecretField(key, false)
            ) {
              const variable = env.take(envNameForField(key, apiKey));
              node[key] = `{{env.${variable}}}`;
              secrets.push(`${key} (now {{env.${variable}}})`);
            } else {
              replaceSecrets(value, depth + 1);
            }
          }
        }
      };
      if (found) {
        promptField = formatPath(found.path);
        promptValue = found.value;
        setAtPath(parsed, found.path, '{{prompt}}');
        notes.push(
          `The body field ${promptField} now holds {{prompt}}${found.value === '' ? '' : ` (it held "${excerpt(found.value, 50)}")`}, so each test's prompt is sent there.`,
        );
      }
      replaceSecrets(parsed, 0);
      if (secrets.length > 0) {
        notes.push(
          `Body fields that looked like credentials now read from the environment: ${listWords(secrets)}.`,
        );
      }
      if (isObject(parsed) && parsed.stream === true) {
        notes.push(
          'The body sets stream: true, so the API will probably answer with server-sent events. Set it to false unless you parse the stream in transformResponse.',
        );
      }
      if (contentType.includes('x-www-form-urlencoded')) {
        notes.push(
          'The body is JSON but the request declares Content-Type: application/x-www-form-urlencoded (curl sets that for -d). If your API expects JSON, change the header to application/json.',
        );
      }
      body = parsed;
    } else if (
      contentType.includes('x-www-form-urlencoded') ||
      (contentType === '' && FORM_BODY.test(trimmed))
    ) {
      const pairs = parseQuery(trimmed);
      let bestRank = Infinity;
      let promptIndex = -1;
      pairs.forEach((pair, index) => {
        const rank = PROMPT_RANK.get(normalKey(pair.name));
        if (rank !== undefined && rank < bestRank) {
          bestRank = rank;
          promptIndex = index;
        }
      });
      const secrets: string[] = [];
      const rebuilt = pairs.map((pair, index) => {
        const name = pair.raw.slice(0, pair.raw.includes('=') ? pair.raw.indexOf('=') : undefined);
        if (index === promptIndex) return `${name}={{prompt | urlencode}}`;
        if (pair.value !== '' && !isTemplated(pair.value) && isSecretField(pair.name, false)) {
          const variable = env.take(envNameForField(pair.name, apiKey));
          secrets.push(`${pair.name} (now {{env.${variable}}})`);
          return `${name}={{env.${variable} | urlencode}}`;
        }
        return pair.raw;
      });
      if (promptIndex !== -1) {
        promptField = `form field ${pairs[promptIndex].name}`;
        promptValue = pairs[promptIndex].value;
        notes.push(
          `The form field ${pairs[promptIndex].name} now holds {{prompt | urlencode}}, so each prompt is URL-encoded into the form body.`,
        );
      }
      if (secrets.length > 0) {
        notes.push(
          `Form fields that looked like credentials now read from the environment: ${listWords(secrets)}.`,
        );
      }
      body = rebuilt.join('&');
    } else {
      body = rawBody;
      if (jsonError !== null) {
        notes.push(
          `The body looks like JSON but does not parse (${excerpt(jsonError, 80)}), so it is copied as a string. Fix the JSON to let the generator find the message field.`,
        );
      }
    }
  }

  // A GET-style request may carry the message in the query string instead.
  let queryParams: Record<string, string> | null = null;
  let finalUrl = url;
  if (query !== '') {
    const pairs = parseQuery(query);
    const secretNotes: string[] = [];
    let promptIndex = -1;
    if (promptField === null) {
      let bestRank = Infinity;
      pairs.forEach((pair, index) => {
        const normal = normalKey(pair.name);
        const rank = PROMPT_QUERY_KEYS.has(normal)
          ? (PROMPT_RANK.get(normal) ?? PROMPT_KEYS.length)
          : undefined;
        if (rank !== undefined && rank < bestRank) {
          bestRank = rank;
          promptIndex = index;
        }
      });
    }
    const secretValue = (pair: QueryPair): string | null => {
      if (pair.value === '' || isTemplated(pair.value) || !isSecretField(pair.name, true))
        return null;
      const variable = env.take(envNameForField(pair.name, apiKey));
      secretNotes.push(`${pair.name} (now {{env.${variable}}})`);
      return `{{env.${variable}}}`;
    };
    if (promptIndex !== -1) {
      queryParams = {};
      pairs.forEach((pair, index) => {
        queryParams![pair.name] =
          index === promptIndex ? '{{prompt}}' : (secretValue(pair) ?? pair.value);
      });
      promptField = `query parameter ${pairs[promptIndex].name}`;
      promptValue = pairs[promptIndex].value;
      finalUrl = baseUrl;
      notes.push(
        `The query parameter ${pairs[promptIndex].name} now holds {{prompt}}; all query parameters moved to queryParams, which Crucible URL-encodes.`,
      );
    } else {
      const rebuilt = pairs.map((pair) => {
        const replaced = secretValue(pair);
        if (replaced === null) return pair.raw;
        return `${pair.raw.slice(0, pair.raw.indexOf('='))}=${replaced}`;
      });
      finalUrl = `${baseUrl}?${rebuilt.join('&')}`;
    }
    if (secretNotes.length > 0) {
      notes.push(
        `Query parameters that looked like credentials now read from the environment: ${listWords(secretNotes)}.`,
      );
    }
  }

  if (promptField === null) {
    notes.push(
      rawBody !== null && rawBody.trim() !== ''
        ? 'No field in the body looks like the user message (such as message, prompt, input, query, text, content or the last messages[].content), so the body is left as it was: put {{prompt}} where your API expects the text.'
        : 'The request has no body and no query parameter that looks like the user message, so it is left as it was: add {{prompt}} to the URL, a header or a body where your API expects the text.',
    );
  }

  const response =
    sampleResponse === undefined
      ? {expression: null, notes: []}
      : transformFromSample(sampleResponse);
  notes.push(...response.notes);

  const config: Record<string, unknown> = {url: finalUrl, method: request.method};
  if (Object.keys(headers).length > 0) config.headers = headers;
  if (auth) config.auth = auth;
  if (queryParams) config.queryParams = queryParams;
  if (body !== undefined) config.body = body;
  if (response.expression) config.transformResponse = response.expression;

  const question =
    promptValue !== null && promptValue.trim() !== '' ? promptValue : DEFAULT_QUESTION;
  const document = {
    description: `HTTP target for ${host}${pathOnly.length > 1 ? pathOnly : ''}`,
    prompts: ['{{question}}'],
    providers: [{id: 'http', label: host, config}],
    tests: [
      {
        description:
          promptValue !== null && promptValue.trim() !== ''
            ? 'Replays the message from the pasted request'
            : 'First smoke test',
        vars: {question},
      },
    ],
  };
  const yaml = `${SCHEMA_COMMENT}\n${dump(document, {lineWidth: -1, noRefs: true})}`;
  return {yaml, notes, promptField, transformResponse: response.expression};
}
