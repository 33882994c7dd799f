/** Turns a curl command into the request curl would send. */
import {CURL_OPTIONS, CURL_SHORT_OPTIONS} from './curlOptions';
import {base64Encode, curlEscape} from './encoding';
import {checkUrl, HeaderBag, METHOD_PATTERN} from './httpSyntax';
import {nestingError, sizeError} from './inputLimit';
import {tokenizeShell} from './shellWords';
import {excerpt, lineAt, listWords, ordinal} from './text';
import type {ParseResult} from './types';

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
  // Shell prompts pasted with the command (`$ curl …`) are dropped with one slice: slicing once per
  // prompt copied the rest of the command each time.
  const command = tokenized.tokens.findIndex((token) => !/^[$%>#]$/.test(token.value));
  const tokens = command === -1 ? [] : tokenized.tokens.slice(command);
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
  // Sets, in the order first seen: a command may repeat or invent any number of options.
  const transferOnly = new Set<string>();
  const unknown = new Set<string>();
  const otherKnown = new Set<string>();
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
      transferOnly.add(shown);
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
            ? `Ignored ${shown} ${value}: the matching setting is timeoutMs: ${Math.round(seconds * 1000)} (milliseconds) under config.`
            : `Ignored ${shown} ${value ?? ''}: set timeoutMs (milliseconds) under config instead.`,
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
        (known ? otherKnown : unknown).add(shown);
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
  if (transferOnly.size > 0) {
    notes.push(
      `Ignored ${listWords([...transferOnly])}: ${transferOnly.size === 1 ? 'it changes' : 'they change'} how curl fetches, prints or saves the response, not the request Crucible sends.`,
    );
  }
  if (otherKnown.size > 0) {
    notes.push(
      `Ignored ${listWords([...otherKnown])}: ${otherKnown.size === 1 ? 'it affects' : 'they affect'} how curl connects or behaves on your machine, not what the request contains.`,
    );
  }
  if (unknown.size > 0) {
    notes.push(
      `Ignored ${listWords([...unknown])}, which the generator does not recognise; if ${unknown.size === 1 ? 'it takes' : 'one of them takes'} a value, check that the value was not read as the URL.`,
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

  const tooDeep = nestingError(body);
  if (tooDeep) return {ok: false, error: tooDeep};

  const finalMethod =
    state.method ?? (state.head ? 'HEAD' : state.get ? 'GET' : body !== null ? 'POST' : 'GET');
  return {ok: true, request: {method: finalMethod, url, headers: headers.toRecord(), body}, notes};
}
