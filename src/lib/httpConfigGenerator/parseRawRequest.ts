/** Turns a raw HTTP/1.x request (request line, headers, blank line, body) into a request. */
import {checkUrl, HEADER_NAME, HeaderBag, METHOD_PATTERN} from './httpSyntax';
import {nestingError, sizeError} from './inputLimit';
import {excerpt} from './text';
import type {ParseResult} from './types';

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
  // Each group starts with a non-space, so a run of spaces has one way to match: with `\s+(.*)$`
  // the spaces could go to either side, and a line break after them took quadratic time to fail.
  const match = /^(\S+)(?:\s+(\S+))?(?:\s+(\S+))?(?:\s+(\S.*))?$/.exec(requestLine);
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
    // As in the request line, the value starts with a non-space.
    const pseudoHeader = /^:([a-z]+):\s*((?:\S.*)?)$/i.exec(line);
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

  // trimEnd, not /\s+$/: the regex retries from every space of a long run that is not at the end.
  const bodyText = lines.slice(bodyStart).join('\n').trimEnd();
  const body = bodyText === '' ? null : bodyText;
  const tooDeep = nestingError(body);
  if (tooDeep) return {ok: false, error: tooDeep};
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
