/**
 * Turns a pasted curl command or raw HTTP request into a Crucible `http` target config.
 *
 * Pure and synchronous (no React, no network, no DOM beyond `btoa`/`atob`/`TextEncoder`, which
 * browsers and Node 20 both have), so it is easy to unit-test. The page imports this module lazily
 * on the first click of "Generate", which keeps it and js-yaml out of the page's initial bundle.
 *
 * Every loop here is linear in the input, and input over MAX_INPUT_CHARS is refused before
 * parsing, so a very large paste cannot hang the tab.
 */
import {dump} from 'js-yaml';
import {CURL_OPTIONS, CURL_SHORT_OPTIONS} from './curlOptions';

/** A request as curl or the raw text describes it, before any Crucible-specific rewriting. */
export type HttpRequest = {
  /** Upper-case method, e.g. `POST`. */
  method: string;
  /** The full URL exactly as written, including any query string. */
  url: string;
  /** Header names keep the case they were written in; repeated headers are joined. */
  headers: Record<string, string>;
  /** The body text, or null when the request has none. */
  body: string | null;
};

export type ParseResult =
  {ok: true; request: HttpRequest; notes: string[]} | {ok: false; error: string};

export type GeneratedConfig = {
  /** A complete crucibleconfig.yaml, starting with the schema comment. */
  yaml: string;
  /** What the generator changed or could not do, in plain words. */
  notes: string[];
  /** Where `{{prompt}}` went, e.g. `messages[1].content` or `query parameter q`; null if nowhere. */
  promptField: string | null;
  /** The `transformResponse` expression, or null when there was no usable sample response. */
  transformResponse: string | null;
};

export const MAX_INPUT_CHARS = 1_000_000;
export const SCHEMA_COMMENT =
  '# yaml-language-server: $schema=https://crucible.dev/config-schema.json';
/** The test question used when the pasted request carries no recognisable user message. */
export const DEFAULT_QUESTION = 'What can you help me with?';

type Segment = string | number;
type JsonObject = {[key: string]: unknown};

// ---------------------------------------------------------------------------------------------
// Small helpers

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

function excerpt(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function ordinal(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Lower-case with separators removed, so `user_input`, `userInput` and `User-Input` compare equal. */
function normalKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function sizeError(text: string): string | null {
  if (text.length <= MAX_INPUT_CHARS) return null;
  return `The pasted text is ${text.length.toLocaleString('en-US')} characters long; the generator reads up to ${MAX_INPUT_CHARS.toLocaleString('en-US')}. Remove file contents or large bodies you do not need and try again.`;
}

function base64Encode(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64Decode(text: string): string | null {
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return null;
  }
}

/** Percent-encodes like curl's `--data-urlencode`: everything except A-Z a-z 0-9 - . _ ~. */
function curlEscape(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function decodeFormPart(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Collects headers; a repeated name (any case) is joined like an HTTP client would send it. */
class HeaderBag {
  private readonly entries = new Map<string, {name: string; value: string}>();

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  add(name: string, value: string): void {
    const key = name.toLowerCase();
    const existing = this.entries.get(key);
    if (existing) {
      existing.value = `${existing.value}${key === 'cookie' ? '; ' : ', '}${value}`;
    } else {
      this.entries.set(key, {name, value});
    }
  }

  get(name: string): string | undefined {
    return this.entries.get(name.toLowerCase())?.value;
  }

  toRecord(): Record<string, string> {
    const record: Record<string, string> = {};
    for (const {name, value} of this.entries.values()) record[name] = value;
    return record;
  }
}

const METHOD_PATTERN = /^[A-Za-z][A-Za-z-]*$/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const URL_PATTERN = /^https?:\/\/[^\s/?#]+/i;

function checkUrl(url: string): string | null {
  if (URL_PATTERN.test(url)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url);
  if (scheme) {
    return `The URL "${excerpt(url)}" uses ${scheme[1]}://; the http target sends HTTP and HTTPS requests only.`;
  }
  return `The URL "${excerpt(url)}" has no host name: write it as https://api.example.com/path.`;
}

// ---------------------------------------------------------------------------------------------
// Shell words

type Token = {value: string; start: number};
type TokenizeResult = {ok: true; tokens: Token[]; notes: string[]} | {ok: false; error: string};

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*/;

/** Reads `$NAME` or `${NAME}` at `index` (which holds the `$`). */
function readVariable(text: string, index: number): {name: string; end: number} | null {
  if (text[index + 1] === '{') {
    const match = VARIABLE_NAME.exec(text.slice(index + 2, index + 2 + 256));
    if (match && text[index + 2 + match[0].length] === '}') {
      return {name: match[0], end: index + 3 + match[0].length};
    }
    return null;
  }
  const match = VARIABLE_NAME.exec(text.slice(index + 1, index + 1 + 256));
  return match ? {name: match[0], end: index + 1 + match[0].length} : null;
}

const ANSI_C_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/**
 * Splits a shell command into words the way bash would for the quoting people actually paste:
 * backslash-newline continuations, single quotes, double quotes (with `\"`, `\\`, `\$`), ANSI-C
 * `$'...'` quotes, backslash escapes, `#` comments, and `$NAME` references (kept as
 * `{{env.NAME}}`). It stops at an unquoted `|`, `;`, `>`, `<` or a word-initial `&`.
 */
function tokenizeShell(text: string): TokenizeResult {
  const tokens: Token[] = [];
  const notes: string[] = [];
  const variables = new Set<string>();
  const n = text.length;
  let parts: string[] | null = null;
  let start = 0;
  let bareNewlineAt = -1;
  let bareNewlineNoted = false;
  let spacedContinuationAt = -1;
  // A single quote closed between two letters, as in 'I can't': usually an apostrophe.
  let earlyClose = -1;
  const apostropheHint = (): string =>
    earlyClose === -1
      ? ''
      : ` The single-quoted text probably ended too early at the apostrophe in "${excerpt(text.slice(Math.max(0, earlyClose - 12), earlyClose + 12), 30)}" (character ${earlyClose + 1}); write that apostrophe as '\\''.`;

  const begin = (at: number): string[] => {
    if (parts === null) {
      parts = [];
      start = at;
      if (bareNewlineAt !== -1 && !bareNewlineNoted && tokens.length > 0) {
        bareNewlineNoted = true;
        const line = lineAt(text, bareNewlineAt);
        notes.push(
          `Line ${line} does not end with a backslash, so a shell would run line ${line + 1} as a separate command; the generator read the following lines as part of the curl command anyway.`,
        );
      }
      bareNewlineAt = -1;
    }
    return parts;
  };
  const finish = (): void => {
    if (parts !== null) {
      tokens.push({value: parts.join(''), start});
      parts = null;
    }
  };

  let i = 0;
  scan: while (i < n) {
    const char = text[i];
    if (char === ' ' || char === '\t' || char === '\r' || char === '\n') {
      finish();
      if (char === '\n' && bareNewlineAt === -1) bareNewlineAt = i;
      i++;
      continue;
    }
    if (char === '\\') {
      let j = i + 1;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\r')) j++;
      if (j < n && text[j] === '\n') {
        if (j > i + 1 && /[ \t]/.test(text.slice(i + 1, j)) && spacedContinuationAt === -1) {
          spacedContinuationAt = i;
        }
        i = j + 1;
        continue;
      }
      if (j >= n) {
        // A trailing backslash with nothing after it: the paste stopped at a line break.
        i = n;
        continue;
      }
      begin(i).push(text[i + 1]);
      i += 2;
      continue;
    }
    if (char === "'") {
      const close = text.indexOf("'", i + 1);
      if (close === -1) {
        return {
          ok: false,
          error: `Unclosed single quote starting at character ${i + 1} (line ${lineAt(text, i)}): add the closing '. Inside single quotes an apostrophe must be written as '\\'' (close, escaped quote, reopen).${apostropheHint()}`,
        };
      }
      if (
        earlyClose === -1 &&
        /\w/.test(text[close - 1] ?? '') &&
        /[A-Za-z]/.test(text[close + 1] ?? '')
      ) {
        earlyClose = close;
      }
      begin(i).push(text.slice(i + 1, close));
      i = close + 1;
      continue;
    }
    if (char === '$' && text[i + 1] === "'") {
      const word = begin(i);
      let j = i + 2;
      let segment = j;
      for (;;) {
        if (j >= n) {
          return {
            ok: false,
            error: `Unclosed $'...' quote starting at character ${i + 1} (line ${lineAt(text, i)}): add the closing '. Inside $'...' an apostrophe is written as \\'.${apostropheHint()}`,
          };
        }
        const c = text[j];
        if (c === "'") break;
        if (c === '\\' && j + 1 < n) {
          word.push(text.slice(segment, j));
          const next = text[j + 1];
          const hex = /^x([0-9A-Fa-f]{1,2})/.exec(text.slice(j + 1, j + 4));
          const unicode = /^(?:u([0-9A-Fa-f]{1,4})|U([0-9A-Fa-f]{1,8}))/.exec(
            text.slice(j + 1, j + 11),
          );
          const octal = /^[0-7]{1,3}/.exec(text.slice(j + 1, j + 4));
          if (hex) {
            word.push(String.fromCharCode(Number.parseInt(hex[1], 16)));
            j += 1 + hex[0].length;
          } else if (unicode) {
            const code = Number.parseInt(unicode[1] ?? unicode[2], 16);
            word.push(code <= 0x10ffff ? String.fromCodePoint(code) : '');
            j += 1 + unicode[0].length;
          } else if (octal) {
            word.push(String.fromCharCode(Number.parseInt(octal[0], 8)));
            j += 1 + octal[0].length;
          } else if (next in ANSI_C_ESCAPES) {
            word.push(ANSI_C_ESCAPES[next]);
            j += 2;
          } else {
            word.push(`\\${next}`);
            j += 2;
          }
          segment = j;
          continue;
        }
        j++;
      }
      word.push(text.slice(segment, j));
      i = j + 1;
      continue;
    }
    if (char === '"' || (char === '$' && text[i + 1] === '"')) {
      const open = char === '"' ? i : i + 1;
      const word = begin(i);
      let j = open + 1;
      let segment = j;
      for (;;) {
        if (j >= n) {
          return {
            ok: false,
            error: `Unclosed double quote starting at character ${open + 1} (line ${lineAt(text, open)}): add the closing ". A double quote inside a double-quoted value must be written as \\".${apostropheHint()}`,
          };
        }
        const c = text[j];
        if (c === '"') break;
        if (c === '\\' && j + 1 < n) {
          const next = text[j + 1];
          if (next === '"' || next === '\\' || next === '$' || next === '`') {
            word.push(text.slice(segment, j), next);
            j += 2;
            segment = j;
            continue;
          }
          if (next === '\n' || (next === '\r' && text[j + 2] === '\n')) {
            word.push(text.slice(segment, j));
            j += next === '\n' ? 2 : 3;
            segment = j;
            continue;
          }
          j += 2;
          continue;
        }
        if (c === '$') {
          const variable = readVariable(text, j);
          if (variable) {
            word.push(text.slice(segment, j), `{{env.${variable.name}}}`);
            variables.add(variable.name);
            j = variable.end;
            segment = j;
            continue;
          }
        }
        j++;
      }
      word.push(text.slice(segment, j));
      i = j + 1;
      continue;
    }
    if (char === '$') {
      const variable = readVariable(text, i);
      if (variable) {
        begin(i).push(`{{env.${variable.name}}}`);
        variables.add(variable.name);
        i = variable.end;
        continue;
      }
    }
    if (parts === null && char === '#') {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? n : newline;
      continue;
    }
    if (
      char === '|' ||
      char === ';' ||
      char === '>' ||
      char === '<' ||
      (parts === null && char === '&')
    ) {
      finish();
      notes.push(
        `Ignored everything from "${char}" at character ${i + 1} on: only the curl command itself is read.`,
      );
      break scan;
    }
    begin(i).push(char);
    i++;
  }
  finish();

  if (spacedContinuationAt !== -1) {
    notes.push(
      `Line ${lineAt(text, spacedContinuationAt)} has spaces after its closing backslash, which breaks the command in a real shell; the generator treated it as a line continuation.`,
    );
  }
  if (variables.size > 0) {
    const names = [...variables].map((name) => `$${name}`);
    notes.push(
      `Shell variable${names.length === 1 ? '' : 's'} ${listWords(names)} became ${listWords(
        [...variables].map((name) => `{{env.${name}}}`),
      )}: Crucible reads ${names.length === 1 ? 'it' : 'them'} from the environment at request time.`,
    );
  }
  return {ok: true, tokens, notes};
}

// ---------------------------------------------------------------------------------------------
// curl

type DataPart = {option: string; value: string};

function isCurlWord(word: string): boolean {
  return /(?:^|[\\/])curl(?:\.exe)?$/i.test(word);
}

function fileBodyError(option: string, value: string): string {
  const file = value.slice(1);
  if (file === '-') {
    return `The body is read from standard input (${option} @-): paste the body itself in place of @-.`;
  }
  return `The body is read from the file ${file} (${option} ${value}): the generator cannot read files from your disk, so paste the file's contents in place of ${value}.`;
}

/** Splits a `--data-urlencode` or `--url-query` argument and encodes it as curl does. */
function urlEncodeArgument(
  option: string,
  value: string,
): {ok: true; value: string} | {ok: false; error: string} {
  const equals = value.indexOf('=');
  const at = value.indexOf('@');
  if (equals === -1 && at !== -1) {
    return {ok: false, error: fileBodyError(option, value.slice(at))};
  }
  if (equals === -1) return {ok: true, value: curlEscape(value)};
  const name = value.slice(0, equals);
  const content = curlEscape(value.slice(equals + 1));
  return {ok: true, value: name === '' ? content : `${name}=${content}`};
}

/**
 * Parses a curl command as copied from docs, a terminal, or browser devtools ("Copy as cURL").
 * Returns the request curl would send, or a precise error.
 */
export function parseCurl(text: string): ParseResult {
  const tooLarge = sizeError(text);
  if (tooLarge) return {ok: false, error: tooLarge};
  if (text.trim() === '') {
    return {
      ok: false,
      error:
        'The input is empty: paste a curl command, such as the one your browser copies with Copy as cURL.',
    };
  }
  if (/\^\r?\n/.test(text) || /^\s*curl(?:\.exe)?\s+\^"/i.test(text)) {
    return {
      ok: false,
      error:
        'This command was copied for Windows cmd (it uses ^ to continue lines and escape quotes). In devtools choose Copy as cURL (bash) instead, or replace each line-ending ^ with \\.',
    };
  }

  const tokenized = tokenizeShell(text);
  if (!tokenized.ok) return tokenized;
  const notes = [...tokenized.notes];
  let tokens = tokenized.tokens;
  while (tokens.length > 0 && /^[$%>#]$/.test(tokens[0].value)) tokens = tokens.slice(1);
  if (tokens.length === 0) {
    return {ok: false, error: 'The input has no command in it, only comments or shell prompts.'};
  }
  const first = tokens[0].value;
  if (!isCurlWord(first)) {
    if (/^[A-Z]+$/.test(first) && tokens[1] && /^(?:\/|https?:\/\/)/i.test(tokens[1].value)) {
      return {
        ok: false,
        error: `This looks like a raw HTTP request (it starts with "${first} ${excerpt(tokens[1].value, 40)}"), not a curl command: choose the raw request mode.`,
      };
    }
    const later = tokens.find((token) => isCurlWord(token.value));
    const hint = later
      ? ` A curl command starts at line ${lineAt(text, later.start)}: paste only that command.`
      : ' In browser devtools, right-click the request and choose Copy as cURL (bash).';
    return {
      ok: false,
      error: `The command must start with curl, but it starts with "${excerpt(first, 40)}".${hint}`,
    };
  }

  const headers = new HeaderBag();
  const data: DataPart[] = [];
  const positionals: string[] = [];
  const urlOptions: string[] = [];
  const urlQueries: string[] = [];
  const transferOnly: string[] = [];
  const unknown: string[] = [];
  const otherKnown: string[] = [];
  // Set from inside `apply`, so kept in an object rather than narrowed locals.
  const state: {
    method: string | null;
    head: boolean;
    get: boolean;
    headerCount: number;
    user: string | null;
    bearer: string | null;
    stoppedAtNext: boolean;
  } = {
    method: null,
    head: false,
    get: false,
    headerCount: 0,
    user: null,
    bearer: null,
    stoppedAtNext: false,
  };

  const apply = (option: string, value: string | undefined, shown: string): string | null => {
    if (CURL_OPTIONS.get(option)?.transferOnly) {
      if (!transferOnly.includes(shown)) transferOnly.push(shown);
      return null;
    }
    switch (option) {
      case '--request':
        if (!METHOD_PATTERN.test(value ?? '')) {
          return `The method "${excerpt(value ?? '', 30)}" given with ${shown} is not an HTTP method: use a word such as GET, POST or PUT.`;
        }
        state.method = (value ?? '').toUpperCase();
        return null;
      case '--header': {
        state.headerCount++;
        const header = value ?? '';
        if (header.startsWith('@')) {
          return `The headers are read from the file ${header.slice(1)} (${shown} ${header}): paste each header as its own -H 'Name: value' instead.`;
        }
        const colon = header.indexOf(':');
        if (colon === -1) {
          if (/^[^\s;]+;$/.test(header)) {
            headers.add(header.slice(0, -1), '');
            return null;
          }
          return `Header "${excerpt(header, 40)}" (the ${ordinal(state.headerCount)} -H option) has no colon: write it as -H 'Name: value'.`;
        }
        const name = header.slice(0, colon).trim();
        const headerValue = header.slice(colon + 1).trim();
        if (name === '' || /\s/.test(name)) {
          return `Header "${excerpt(header, 40)}" (the ${ordinal(state.headerCount)} -H option) has ${name === '' ? 'no name before its colon' : 'a space in its name'}: write it as -H 'Name: value'.`;
        }
        // `-H 'Name:'` tells curl to remove a header it would add; nothing to send.
        if (headerValue !== '') headers.add(name, headerValue);
        return null;
      }
      case '--data':
      case '--data-ascii':
      case '--data-binary':
      case '--json': {
        const body = value ?? '';
        if (body.startsWith('@')) return fileBodyError(shown, body);
        data.push({option, value: body});
        return null;
      }
      case '--data-raw':
        data.push({option, value: value ?? ''});
        return null;
      case '--data-urlencode': {
        const encoded = urlEncodeArgument(shown, value ?? '');
        if (!encoded.ok) return encoded.error;
        data.push({option, value: encoded.value});
        return null;
      }
      case '--url-query': {
        const encoded = urlEncodeArgument(shown, (value ?? '').replace(/^\+/, ''));
        if (!encoded.ok) return encoded.error;
        urlQueries.push(encoded.value);
        return null;
      }
      case '--url':
        urlOptions.push(value ?? '');
        return null;
      case '--user':
        state.user = value ?? '';
        return null;
      case '--oauth2-bearer':
        state.bearer = value ?? '';
        return null;
      case '--cookie': {
        const cookie = value ?? '';
        if (cookie.includes('=')) {
          headers.add('Cookie', cookie);
        } else {
          notes.push(
            `Ignored ${shown} ${cookie}: it names a cookie file, which the generator cannot read. Add the cookies as a Cookie header if the API needs them.`,
          );
        }
        return null;
      }
      case '--user-agent':
        headers.add('User-Agent', value ?? '');
        return null;
      case '--referer':
        headers.add('Referer', (value ?? '').replace(/;auto$/, ''));
        return null;
      case '--head':
        state.head = true;
        return null;
      case '--get':
        state.get = true;
        return null;
      case '--form':
      case '--form-string':
        return `${shown} sends a multipart/form-data upload, which the http target's body cannot describe: send the fields with -d or --json instead.`;
      case '--upload-file':
        return `${shown} uploads the file ${value ?? ''} as the body: the generator cannot read files, so send its contents with --data-binary '...' instead.`;
      case '--insecure':
        notes.push(
          `Ignored ${shown}: curl skipped certificate checks. If the endpoint uses a private CA, add tls.ca to the config (see the HTTP target docs); tls.rejectUnauthorized: false belongs only in throwaway environments.`,
        );
        return null;
      case '--proxy':
        notes.push(
          `Ignored ${shown} ${value ?? ''}: to route Crucible through the same proxy, add proxy: ${value ?? ''} under config, or set HTTPS_PROXY.`,
        );
        return null;
      case '--max-time': {
        const seconds = Number(value);
        notes.push(
          Number.isFinite(seconds) && seconds > 0
            ? `Ignored ${shown} ${value}: the matching setting is timeout: ${Math.round(seconds * 1000)} (milliseconds) under config.`
            : `Ignored ${shown} ${value ?? ''}: set timeout (milliseconds) under config instead.`,
        );
        return null;
      }
      case '--cert':
      case '--key':
      case '--cacert':
      case '--pass':
        notes.push(
          `Ignored ${shown}: client certificates and CA files go under tls (cert, key, ca, passphrase) in the config.`,
        );
        return null;
      case '--next':
        state.stoppedAtNext = true;
        return null;
      case '--digest':
      case '--ntlm':
      case '--negotiate':
      case '--anyauth':
      case '--aws-sigv4':
        notes.push(
          `Ignored ${shown}: the http target does not perform that kind of authentication itself. Use an auth block (bearer, api_key, basic or oauth), or a file:// provider that signs each request.`,
        );
        return null;
      default: {
        const known = CURL_OPTIONS.has(option) || option.startsWith('--no-');
        const list = known ? otherKnown : unknown;
        if (!list.includes(shown)) list.push(shown);
        return null;
      }
    }
  };

  for (let k = 1; k < tokens.length && !state.stoppedAtNext; k++) {
    const word = tokens[k].value;
    if (word === '--') {
      for (const rest of tokens.slice(k + 1)) positionals.push(rest.value);
      break;
    }
    if (word.startsWith('--')) {
      const option = word;
      let value: string | undefined;
      if (CURL_OPTIONS.get(option)?.value) {
        if (k + 1 >= tokens.length) {
          return {
            ok: false,
            error: `The option ${option} at the end of the command needs a value after it.`,
          };
        }
        value = tokens[++k].value;
      }
      const error = apply(option, value, option);
      if (error) return {ok: false, error};
      continue;
    }
    if (word.startsWith('-') && word.length > 1) {
      for (let c = 1; c < word.length; c++) {
        const letter = word[c];
        const shown = `-${letter}`;
        const long = CURL_SHORT_OPTIONS.get(letter);
        if (long && CURL_OPTIONS.get(long)?.value) {
          let value = word.slice(c + 1);
          if (value === '') {
            if (k + 1 >= tokens.length) {
              return {
                ok: false,
                error: `The option ${shown} at the end of the command needs a value after it${letter === 'H' ? ", such as -H 'Content-Type: application/json'" : ''}.`,
              };
            }
            value = tokens[++k].value;
          }
          const error = apply(long, value, shown);
          if (error) return {ok: false, error};
          break;
        }
        const error = apply(long ?? shown, undefined, shown);
        if (error) return {ok: false, error};
      }
      continue;
    }
    positionals.push(word);
  }

  if (state.stoppedAtNext) {
    notes.push('The command holds several requests (--next); only the first one is used.');
  }
  if (transferOnly.length > 0) {
    notes.push(
      `Ignored ${listWords(transferOnly)}: ${transferOnly.length === 1 ? 'it changes' : 'they change'} how curl fetches, prints or saves the response, not the request Crucible sends.`,
    );
  }
  if (otherKnown.length > 0) {
    notes.push(
      `Ignored ${listWords(otherKnown)}: ${otherKnown.length === 1 ? 'it affects' : 'they affect'} how curl connects or behaves on your machine, not what the request contains.`,
    );
  }
  if (unknown.length > 0) {
    notes.push(
      `Ignored ${listWords(unknown)}, which the generator does not recognise; if ${unknown.length === 1 ? 'it takes' : 'one of them takes'} a value, check that the value was not read as the URL.`,
    );
  }

  const candidates = [...urlOptions, ...positionals];
  if (candidates.length === 0) {
    return {
      ok: false,
      error:
        'No URL found: add the endpoint after curl, for example curl https://api.example.com/v1/chat.',
    };
  }
  let url = candidates.find((candidate) => candidate.includes('://')) ?? candidates[0];
  const extras = candidates.filter((candidate) => candidate !== url);
  if (extras.length > 0) {
    notes.push(
      `Used ${excerpt(url, 80)} as the URL and ignored the other argument${extras.length === 1 ? '' : 's'} ${listWords(extras.map((extra) => `"${excerpt(extra, 40)}"`))}.`,
    );
  }
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) {
    url = `http://${url}`;
    notes.push(
      'The URL has no scheme, so it starts with http:// as it would in curl; change it to https:// if the endpoint uses TLS.',
    );
  }
  const urlError = checkUrl(url);
  if (urlError) return {ok: false, error: urlError};

  const appendQuery = (query: string): void => {
    const hash = url.indexOf('#');
    const base = hash === -1 ? url : url.slice(0, hash);
    url = `${base}${base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?'}${query}`;
  };
  if (urlQueries.length > 0) appendQuery(urlQueries.join('&'));

  let body: string | null = null;
  if (data.length > 0) {
    body = data.every((part) => part.option === '--json')
      ? data.map((part) => part.value).join('')
      : data.map((part) => part.value).join('&');
  }
  if (state.get && body !== null) {
    appendQuery(body);
    body = null;
  }

  if (data.some((part) => part.option === '--json')) {
    if (!headers.has('Content-Type')) headers.add('Content-Type', 'application/json');
    if (!headers.has('Accept')) headers.add('Accept', 'application/json');
  } else if (body !== null && !headers.has('Content-Type')) {
    headers.add('Content-Type', 'application/x-www-form-urlencoded');
  }
  if (state.user !== null && !headers.has('Authorization')) {
    const credentials = state.user;
    if (!credentials.includes(':')) {
      notes.push(
        `-u ${credentials} has no password, so curl would have asked for one; the Authorization header carries an empty password.`,
      );
    }
    headers.add(
      'Authorization',
      `Basic ${base64Encode(credentials.includes(':') ? credentials : `${credentials}:`)}`,
    );
  }
  if (state.bearer !== null && !headers.has('Authorization')) {
    headers.add('Authorization', `Bearer ${state.bearer}`);
  }

  const finalMethod =
    state.method ?? (state.head ? 'HEAD' : state.get ? 'GET' : body !== null ? 'POST' : 'GET');
  return {ok: true, request: {method: finalMethod, url, headers: headers.toRecord(), body}, notes};
}

// ---------------------------------------------------------------------------------------------
// Raw HTTP request

export type RawRequestOptions = {
  /** Scheme for a request line with a path only (`POST /chat HTTP/1.1`); default `https`. */
  scheme?: 'https' | 'http';
};

/**
 * Parses a raw HTTP/1.x request as copied from Burp Suite, a proxy log or devtools: the request
 * line, headers, a blank line, then the body. A relative request target is joined to the Host
 * header with the chosen scheme.
 */
export function parseRawRequest(text: string, options: RawRequestOptions = {}): ParseResult {
  const tooLarge = sizeError(text);
  if (tooLarge) return {ok: false, error: tooLarge};
  if (text.trim() === '') {
    return {
      ok: false,
      error:
        'The input is empty: paste a raw HTTP request, starting with a request line such as POST /api/chat HTTP/1.1.',
    };
  }
  const lines = text.split(/\r?\n/);
  let index = 0;
  while (index < lines.length && lines[index].trim() === '') index++;
  const requestLine = lines[index].trim();
  const lineNumber = index + 1;

  if (/^curl(?:\.exe)?\s/i.test(requestLine)) {
    return {
      ok: false,
      error: 'This is a curl command, not a raw HTTP request: choose the curl mode.',
    };
  }
  if (/^HTTP\/\d/i.test(requestLine)) {
    return {
      ok: false,
      error: `Line ${lineNumber} is a status line ("${excerpt(requestLine, 40)}"), which starts a response: paste the request here and the response in the sample response box.`,
    };
  }
  const match = /^(\S+)(?:\s+(\S+))?(?:\s+(\S+))?(?:\s+(.*))?$/.exec(requestLine);
  const [, rawMethod = '', target, version, extra] = match ?? [];
  if (!METHOD_PATTERN.test(rawMethod)) {
    return {
      ok: false,
      error: `Line ${lineNumber} should be the request line, such as POST /api/chat HTTP/1.1, but it starts with "${excerpt(rawMethod, 30)}", which is not an HTTP method.`,
    };
  }
  if (!target) {
    return {
      ok: false,
      error: `The request line on line ${lineNumber} has a method but no path: write it as ${rawMethod.toUpperCase()} /path HTTP/1.1.`,
    };
  }
  if ((version && !/^HTTP\/\d(?:\.\d)?$/i.test(version)) || extra) {
    return {
      ok: false,
      error: `The request line on line ${lineNumber} should end with the HTTP version, such as HTTP/1.1, but it ends with "${excerpt([version, extra].filter(Boolean).join(' '), 30)}". Spaces in the path must be written as %20.`,
    };
  }

  const headers = new HeaderBag();
  const pseudo: Record<string, string> = {};
  let lastHeader: string | null = null;
  let bodyStart = lines.length;
  for (let i = index + 1; i < lines.length; i++) {
    const line = lines[i];
    const number = i + 1;
    if (line.trim() === '') {
      bodyStart = i + 1;
      break;
    }
    if (/^[ \t]/.test(line)) {
      if (lastHeader === null) {
        return {
          ok: false,
          error: `Line ${number} starts with a space, but there is no header above it for it to continue.`,
        };
      }
      headers.add(lastHeader, line.trim());
      continue;
    }
    const pseudoHeader = /^:([a-z]+):\s*(.*)$/i.exec(line);
    if (pseudoHeader) {
      pseudo[pseudoHeader[1].toLowerCase()] = pseudoHeader[2].trim();
      lastHeader = null;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon === -1) {
      if (/^\s*[{[<]/.test(line)) {
        return {
          ok: false,
          error: `Line ${number} looks like the body, but there is no blank line between the headers and the body: add an empty line before it.`,
        };
      }
      return {
        ok: false,
        error: `Header on line ${number} has no colon: write it as Name: value (the line reads "${excerpt(line, 40)}").`,
      };
    }
    const name = line.slice(0, colon);
    if (name.trim() === '') {
      return {ok: false, error: `Header on line ${number} has no name before its colon.`};
    }
    if (!HEADER_NAME.test(name)) {
      if (/^\s*[{[<"]/.test(line)) {
        return {
          ok: false,
          error: `Line ${number} looks like the body, but there is no blank line between the headers and the body: add an empty line before it.`,
        };
      }
      return {
        ok: false,
        error: /\s/.test(name)
          ? `Header name "${excerpt(name, 30)}" on line ${number} contains a space: header names cannot contain spaces.`
          : `Header name "${excerpt(name, 30)}" on line ${number} contains characters a header name cannot have: use letters, digits and hyphens.`,
      };
    }
    headers.add(name, line.slice(colon + 1).trim());
    lastHeader = name;
  }

  const bodyText = lines.slice(bodyStart).join('\n').replace(/\s+$/, '');
  const body = bodyText === '' ? null : bodyText;
  const method = (pseudo.method ?? rawMethod).toUpperCase();
  const notes: string[] = [];

  let url: string;
  if (/^https?:\/\//i.test(target)) {
    url = target;
  } else {
    if (target === '*') {
      return {
        ok: false,
        error: `The request target on line ${lineNumber} is *, which addresses the server itself: write the path of the endpoint instead.`,
      };
    }
    const path = pseudo.path ?? target;
    if (!path.startsWith('/')) {
      return {
        ok: false,
        error: `The path "${excerpt(path, 40)}" on line ${lineNumber} must start with /, or be a full URL such as https://api.example.com/chat.`,
      };
    }
    const host = headers.get('Host') ?? pseudo.authority;
    if (!host) {
      return {
        ok: false,
        error:
          'No Host header: add a line such as Host: api.example.com below the request line, or write the full URL in the request line.',
      };
    }
    if (/\s/.test(host)) {
      return {ok: false, error: `The Host header "${excerpt(host, 40)}" contains a space.`};
    }
    const scheme =
      pseudo.scheme === 'http' || pseudo.scheme === 'https'
        ? pseudo.scheme
        : (options.scheme ?? 'https');
    url = `${scheme}://${host}${path}`;
    if (scheme === 'https' && /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i.test(host)) {
      notes.push(
        `The Host is ${host} but the URL uses https://; choose http if your local server does not use TLS.`,
      );
    }
  }
  const urlError = checkUrl(url);
  if (urlError) return {ok: false, error: urlError};
  if (headers.has('Transfer-Encoding') && /chunked/i.test(headers.get('Transfer-Encoding') ?? '')) {
    notes.push(
      'The request used Transfer-Encoding: chunked; make sure the pasted body is the plain body without chunk sizes.',
    );
  }
  return {ok: true, request: {method, url, headers: headers.toRecord(), body}, notes};
}

// ---------------------------------------------------------------------------------------------
// Finding the prompt field in a request body

/** Field names that usually carry the user's message, best first. */
const PROMPT_KEYS = [
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
const PROMPT_RANK = new Map(PROMPT_KEYS.map((key, index) => [key, index]));
/** Query parameter names that usually carry the user's message. */
const PROMPT_QUERY_KEYS = new Set([...PROMPT_KEYS, 'search', 'ask', 'term']);
const CHAT_ARRAY_KEYS = ['messages', 'contents', 'input', 'conversation', 'history'];
const USER_ROLES = new Set(['user', 'human']);

type Found = {path: Segment[]; value: string};

function formatPath(path: Segment[], root = ''): string {
  let out = root;
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

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

function findPromptField(root: unknown): Found | null {
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

function setAtPath(root: unknown, path: Segment[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) node = node[segment] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
}

// ---------------------------------------------------------------------------------------------
// Finding the answer in a sample response

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

function transformFromSample(sample: string): ResponseResult {
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

// ---------------------------------------------------------------------------------------------
// Secrets

/** Hands out environment variable names, never the same one twice. */
class EnvNames {
  private readonly used = new Set<string>();

  take(base: string): string {
    let name = base;
    for (let n = 2; this.used.has(name); n++) name = `${base}_${n}`;
    this.used.add(name);
    return name;
  }
}

const VENDOR_KEYS: [RegExp, string][] = [
  [/(?:^|\.)openai\.com$/i, 'OPENAI_API_KEY'],
  [/(?:^|\.)anthropic\.com$/i, 'ANTHROPIC_API_KEY'],
  [/(?:^|\.)mistral\.ai$/i, 'MISTRAL_API_KEY'],
  [/(?:^|\.)groq\.com$/i, 'GROQ_API_KEY'],
  [/(?:^|\.)googleapis\.com$/i, 'GOOGLE_API_KEY'],
];

function apiKeyName(host: string): string {
  const bare = host.replace(/:\d+$/, '');
  return VENDOR_KEYS.find(([pattern]) => pattern.test(bare))?.[1] ?? 'API_KEY';
}

const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'x-api-key',
  'api-key',
  'apikey',
  'ocp-apim-subscription-key',
  'x-goog-api-key',
]);

function isSecretHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    SECRET_HEADERS.has(lower) ||
    /(?:^|[-_])(?:token|secret|password|passwd|session|signature|auth)(?:[-_]|$)/.test(lower) ||
    /api-?key|apikey|accesskey|secretkey/.test(lower.replace(/_/g, '-'))
  );
}

/** Field and query parameter names whose values are credentials. */
function isSecretField(name: string, allowBareKey: boolean): boolean {
  const normal = normalKey(name);
  return (
    /^(?:apikey|accesstoken|authtoken|token|secret|clientsecret|password|passwd|apisecret|sessiontoken|xapikey)$/.test(
      normal,
    ) ||
    (allowBareKey && (normal === 'key' || normal === 'sig' || normal === 'signature'))
  );
}

function envNameForHeader(name: string, apiKey: string): string {
  const lower = name.toLowerCase();
  if (lower === 'cookie') return 'SESSION_COOKIE';
  if (lower === 'authorization' || /api-?key|apikey/.test(lower.replace(/_/g, '-'))) return apiKey;
  return (
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^X_/, '')
      .replace(/^_+|_+$/g, '') || 'SECRET'
  );
}

function envNameForField(name: string, apiKey: string): string {
  const normal = normalKey(name);
  if (normal === 'apikey' || normal === 'key' || normal === 'xapikey') return apiKey;
  return (
    name
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'SECRET'
  );
}

function isTemplated(value: string): boolean {
  return value.includes('{{');
}

// ---------------------------------------------------------------------------------------------
// The config

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
  const urlMatch = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/i.exec(url);
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
