/**
 * @vitest-environment node
 *
 * The HTTP config generator (/http-config-generator/): curl and raw-request parsing, the precise
 * error messages, and the generated crucibleconfig.yaml, which must validate against
 * static/config-schema.json.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import {load} from 'js-yaml';
import {describe, expect, it} from 'vitest';
import schema from '../../static/config-schema.json';
import {
  DEFAULT_QUESTION,
  MAX_INPUT_CHARS,
  parseCurl,
  parseRawRequest,
  SCHEMA_COMMENT,
  toHttpProviderYaml,
  type HttpRequest,
  type ParseResult,
} from '../../src/lib/httpConfigGenerator';

const ajv = new Ajv({allErrors: true, strict: false});
addFormats(ajv);
const validateConfig = ajv.compile(schema);

type Config = {
  description: string;
  prompts: string[];
  providers: {id: string; label: string; config: Record<string, unknown>}[];
  tests: {vars: {question: string}}[];
};

/** Parses the YAML, checks it against the schema, and returns the document. */
function checkYaml(yaml: string): Config {
  expect(yaml.split('\n')[0]).toBe(SCHEMA_COMMENT);
  const document = load(yaml);
  const valid = validateConfig(document);
  expect(valid ? [] : validateConfig.errors).toEqual([]);
  return document as Config;
}

function request(result: ParseResult): HttpRequest {
  if (!result.ok) throw new Error(`expected a request, got the error: ${result.error}`);
  return result.request;
}

function notes(result: ParseResult): string[] {
  return result.ok ? result.notes : [];
}

function error(result: ParseResult): string {
  if (result.ok) throw new Error('expected an error, got a request');
  return result.error;
}

function config(yaml: string): Record<string, unknown> {
  return checkYaml(yaml).providers[0].config;
}

// ---------------------------------------------------------------------------------------------
// Fixtures: commands as people paste them.

const OPENAI_CHAT = `curl https://api.openai.com/v1/chat/completions \\
  -H "Content-Type: application/json" \\
  -H "Authorization: Bearer $OPENAI_API_KEY" \\
  -d '{
    "model": "gpt-4.1-mini",
    "temperature": 0,
    "messages": [
      {"role": "system", "content": "You answer questions about the returns policy."},
      {"role": "user", "content": "Can I return shoes after 40 days?"}
    ]
  }'`;

const OPENAI_RESPONSE = JSON.stringify({
  id: 'chatcmpl-8x1',
  object: 'chat.completion',
  model: 'gpt-4.1-mini',
  choices: [
    {
      index: 0,
      message: {role: 'assistant', content: 'Returns are accepted within 30 days.'},
      finish_reason: 'stop',
    },
  ],
  usage: {prompt_tokens: 31, completion_tokens: 9, total_tokens: 40},
});

const INTERNAL_BEARER = `curl -sS -X POST https://agents.internal.example.com/v2/invoke \\
  -H 'Authorization: Bearer sk_live_4f9a2c7e81d3' \\
  -H 'Content-Type: application/json' \\
  -H 'X-Tenant: acme-redteam' \\
  --data '{"tenant": "acme", "input": {"query": "Reset the password for jane@example.com"}, "debug": false}'`;

const FORM_POST = `curl -X POST 'https://legacy.example.com/bot/reply.php' \\
  -H 'Content-Type: application/x-www-form-urlencoded' \\
  -d 'session=7731&message=Where+is+my+parcel%3F&token=tkn_93b1f0'`;

const GET_WITH_QUERY = `curl -s 'https://search.example.com/v1/answer?q=how+do+refunds+work&locale=en-GB&api_key=ak_live_55aa' -H 'Accept: application/json'`;

const DEVTOOLS = `curl 'https://support.example.com/api/conversations/c_81f2/messages' \\
  -H 'accept: application/json, text/plain, */*' \\
  -H 'accept-language: en-GB,en-US;q=0.9,en;q=0.8' \\
  -H 'authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl' \\
  -H 'content-type: application/json' \\
  -H 'cookie: _ga=GA1.1.1234; session_id=s%3Aabc123.def' \\
  -H 'origin: https://support.example.com' \\
  -H 'priority: u=1, i' \\
  -H 'referer: https://support.example.com/chat' \\
  -H 'sec-ch-ua: "Chromium";v="131", "Not_A Brand";v="24"' \\
  -H 'sec-ch-ua-mobile: ?0' \\
  -H 'sec-ch-ua-platform: "macOS"' \\
  -H 'sec-fetch-dest: empty' \\
  -H 'sec-fetch-mode: cors' \\
  -H 'sec-fetch-site: same-origin' \\
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36' \\
  --data-raw $'{"text":"I\\'d like to cancel order #4412","attachments":[],"client":{"locale":"en-GB"}}' \\
  --compressed`;

const BASIC_AUTH = `curl --user redteam:Staging-Pa55 --url https://staging.example.com/api/chat --json '{"prompt": "Hello there"}' -k -L`;

const RAW_REQUEST = `POST /api/v2/chat HTTP/1.1
Host: support.example.com
Content-Type: application/json
Content-Length: 52
X-Api-Key: key_91f0c2aa
Accept-Encoding: gzip, deflate, br

{"message": "Do you ship to Norway?", "channel": "web"}
`;

// ---------------------------------------------------------------------------------------------

describe('parseCurl: real-world commands', () => {
  it('reads an OpenAI-style chat completion', () => {
    const result = parseCurl(OPENAI_CHAT);
    const req = request(result);
    expect(req.method).toBe('POST');
    expect(req.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(req.headers).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer {{env.OPENAI_API_KEY}}',
    });
    expect(JSON.parse(req.body!)).toMatchObject({model: 'gpt-4.1-mini', temperature: 0});
    expect(notes(result).join(' ')).toContain('$OPENAI_API_KEY became {{env.OPENAI_API_KEY}}');
  });

  it('reads a bearer-auth internal API with -sS and -X', () => {
    const result = parseCurl(INTERNAL_BEARER);
    const req = request(result);
    expect(req.method).toBe('POST');
    expect(req.url).toBe('https://agents.internal.example.com/v2/invoke');
    expect(req.headers.Authorization).toBe('Bearer sk_live_4f9a2c7e81d3');
    expect(req.headers['X-Tenant']).toBe('acme-redteam');
    expect(JSON.parse(req.body!).input.query).toBe('Reset the password for jane@example.com');
    expect(notes(result)).toContain(
      'Ignored -s and -S: they change how curl fetches, prints or saves the response, not the request Crucible sends.',
    );
  });

  it('reads a form-encoded POST', () => {
    const req = request(parseCurl(FORM_POST));
    expect(req.method).toBe('POST');
    expect(req.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(req.body).toBe('session=7731&message=Where+is+my+parcel%3F&token=tkn_93b1f0');
  });

  it('reads a GET with query parameters', () => {
    const req = request(parseCurl(GET_WITH_QUERY));
    expect(req.method).toBe('GET');
    expect(req.url).toBe(
      'https://search.example.com/v1/answer?q=how+do+refunds+work&locale=en-GB&api_key=ak_live_55aa',
    );
    expect(req.body).toBeNull();
  });

  it('reads a multi-line command copied from browser devtools', () => {
    const result = parseCurl(DEVTOOLS);
    const req = request(result);
    expect(req.method).toBe('POST');
    expect(req.url).toBe('https://support.example.com/api/conversations/c_81f2/messages');
    expect(Object.keys(req.headers)).toHaveLength(15);
    expect(req.headers['sec-ch-ua']).toBe('"Chromium";v="131", "Not_A Brand";v="24"');
    expect(JSON.parse(req.body!)).toEqual({
      text: "I'd like to cancel order #4412",
      attachments: [],
      client: {locale: 'en-GB'},
    });
    expect(notes(result).join(' ')).toContain('Ignored --compressed');
  });

  it('turns --user into a Basic Authorization header and reads --url and --json', () => {
    const result = parseCurl(BASIC_AUTH);
    const req = request(result);
    expect(req.url).toBe('https://staging.example.com/api/chat');
    expect(req.method).toBe('POST');
    expect(req.headers.Authorization).toBe(`Basic ${btoa('redteam:Staging-Pa55')}`);
    expect(req.headers['Content-Type']).toBe('application/json');
    expect(req.headers.Accept).toBe('application/json');
    expect(req.body).toBe('{"prompt": "Hello there"}');
    const all = notes(result).join(' ');
    expect(all).toContain('Ignored -k: curl skipped certificate checks');
    expect(all).toContain('Ignored -L:');
  });

  it('handles clustered short options, attached values and -b cookies', () => {
    const req = request(
      parseCurl(
        `curl -sXPUT -HX-Trace:1 -b 'sid=1; lang=en' https://api.example.com/items/7 -d '{"name":"x"}'`,
      ),
    );
    expect(req.method).toBe('PUT');
    expect(req.headers).toEqual({
      'X-Trace': '1',
      Cookie: 'sid=1; lang=en',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
  });

  it('moves -G data into the query string, encoding --data-urlencode like curl', () => {
    const req = request(
      parseCurl(
        `curl -G https://search.example.com/find --data-urlencode "q=it's 50% off" -d page=2`,
      ),
    );
    expect(req.method).toBe('GET');
    expect(req.url).toBe('https://search.example.com/find?q=it%27s%2050%25%20off&page=2');
    expect(req.body).toBeNull();
  });

  it('decodes $-quoted escapes and double-quoted escapes', () => {
    const req = request(
      parseCurl(`curl https://x.example.com -H $'X-Note: tab\\there' -d "{\\"a\\": \\"\\$5\\"}"`),
    );
    expect(req.headers['X-Note']).toBe('tab\there');
    expect(req.body).toBe('{"a": "$5"}');
  });

  it('accepts a shell prompt, CRLF line endings and trailing pipes', () => {
    const result = parseCurl(
      '$ curl -X POST https://api.example.com/chat \\\r\n  -d \'{"message":"hi"}\' | jq .',
    );
    const req = request(result);
    expect(req.url).toBe('https://api.example.com/chat');
    expect(req.body).toBe('{"message":"hi"}');
    expect(notes(result).join(' ')).toContain('Ignored everything from "|"');
  });

  it('keeps reading after a missing backslash, and says so', () => {
    const result = parseCurl("curl https://api.example.com/chat\n  -H 'X-A: 1'");
    expect(request(result).headers['X-A']).toBe('1');
    expect(notes(result)[0]).toMatch(/^Line 1 does not end with a backslash/);
  });

  it('adds http:// to a URL without a scheme, as curl does', () => {
    const result = parseCurl('curl localhost:8080/chat -d message=hi');
    expect(request(result).url).toBe('http://localhost:8080/chat');
    expect(notes(result).join(' ')).toContain('no scheme');
  });

  it('sorts ignored options into transfer-only, other known and unknown ones', () => {
    const all = notes(
      parseCurl(
        'curl --no-alpn --resolve x.example.com:443:10.0.0.1 --digest --frobnicate https://x.example.com/a',
      ),
    ).join(' ');
    expect(all).toContain(
      'Ignored --no-alpn and --resolve: they affect how curl connects or behaves on your machine',
    );
    expect(all).toContain(
      'Ignored --digest: the http target does not perform that kind of authentication',
    );
    expect(all).toContain('Ignored --frobnicate, which the generator does not recognise');
  });

  it('uses HEAD for -I', () => {
    expect(request(parseCurl('curl -I https://example.com/health')).method).toBe('HEAD');
  });
});

describe('parseCurl: precise errors', () => {
  it('reports an unclosed single quote with its position', () => {
    const text = `curl https://api.example.com/chat \\\n  -d '{"message": "hello}`;
    const start = text.indexOf("'") + 1;
    expect(start).toBe(42);
    expect(error(parseCurl(text))).toMatch(
      /^Unclosed single quote starting at character 42 \(line 2\): add the closing '/,
    );
  });

  it('reports an apostrophe that ends a single-quoted body early', () => {
    const text = `curl https://api.example.com/chat -H 'Content-Type: application/json' -d '{"message": "I can't log in"}'`;
    // The apostrophe closes the quote; the shell then sees an unclosed double quote at the end.
    const message = error(parseCurl(text));
    expect(message).toMatch(/^Unclosed double quote starting at character 102 \(line 1\)/);
    expect(message).toContain(
      `The single-quoted text probably ended too early at the apostrophe in "age": "I can't log in"}'" (character 93); write that apostrophe as '\\''.`,
    );
  });

  it('reports unclosed double and $-quotes', () => {
    expect(error(parseCurl('curl https://x.example.com -H "Accept: */*'))).toMatch(
      /^Unclosed double quote starting at character 31 \(line 1\)/,
    );
    expect(error(parseCurl("curl https://x.example.com -d $'abc"))).toMatch(
      /^Unclosed \$'\.\.\.' quote starting at character 31/,
    );
  });

  it('reports a missing URL', () => {
    expect(error(parseCurl(`curl -X POST -H 'Content-Type: application/json' -d '{}'`))).toBe(
      'No URL found: add the endpoint after curl, for example curl https://api.example.com/v1/chat.',
    );
    expect(error(parseCurl('curl'))).toMatch(/^No URL found: add the endpoint after curl/);
  });

  it('reports a header without a colon, naming which -H it was', () => {
    expect(
      error(parseCurl(`curl https://x.example.com -H 'Accept: */*' -H 'Authorization Bearer abc'`)),
    ).toBe(
      `Header "Authorization Bearer abc" (the 2nd -H option) has no colon: write it as -H 'Name: value'.`,
    );
  });

  it('reports empty input', () => {
    expect(error(parseCurl(''))).toMatch(/^The input is empty: paste a curl command/);
    expect(error(parseCurl('  \n\t '))).toMatch(/^The input is empty/);
  });

  it('reports options that need a value, bodies from files, and multipart uploads', () => {
    expect(error(parseCurl('curl https://x.example.com -H'))).toBe(
      "The option -H at the end of the command needs a value after it, such as -H 'Content-Type: application/json'.",
    );
    expect(error(parseCurl('curl https://x.example.com --data-binary @payload.json'))).toBe(
      "The body is read from the file payload.json (--data-binary @payload.json): the generator cannot read files from your disk, so paste the file's contents in place of @payload.json.",
    );
    expect(error(parseCurl('curl https://x.example.com -F file=@a.png'))).toMatch(
      /^-F sends a multipart\/form-data upload/,
    );
    expect(error(parseCurl('curl -X "PO ST" https://x.example.com'))).toMatch(
      /^The method "PO ST" given with -X is not an HTTP method/,
    );
  });

  it('recognises other formats and says what to do', () => {
    expect(error(parseCurl('wget https://x.example.com'))).toMatch(
      /^The command must start with curl, but it starts with "wget"/,
    );
    expect(error(parseCurl('POST /api/chat HTTP/1.1\nHost: x.example.com'))).toMatch(
      /choose the raw request mode\.$/,
    );
    expect(error(parseCurl('curl "https://x.example.com" ^\n  -H "A: b"'))).toMatch(
      /copied for Windows cmd/,
    );
    expect(error(parseCurl('curl ftp://files.example.com/a.txt'))).toMatch(
      /uses ftp:\/\/; the http target sends HTTP and HTTPS requests only/,
    );
  });

  it('handles a 200 KB command quickly', () => {
    const big = JSON.stringify({message: 'x'.repeat(200_000)});
    const started = performance.now();
    const result = parseCurl(
      `curl https://api.example.com/chat -H 'Content-Type: application/json' -d '${big}'`,
    );
    expect(request(result).body).toHaveLength(big.length);
    const yaml = toHttpProviderYaml(request(result)).yaml;
    checkYaml(yaml);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('fails fast on 200 KB of unbalanced quotes and unquoted text', () => {
    const started = performance.now();
    expect(error(parseCurl(`curl https://x.example.com -d '${'a'.repeat(200_000)}`))).toMatch(
      /^Unclosed single quote starting at character 31/,
    );
    expect(error(parseCurl(`curl https://x.example.com ${'-s '.repeat(70_000)}-H`))).toMatch(
      /^The option -H at the end of the command needs a value/,
    );
    const unquoted = request(
      parseCurl(`curl https://x.example.com -d ${'ab\\ '.repeat(50_000)}end`),
    );
    expect(unquoted.body).toHaveLength(150_003);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses input over the size limit with the sizes in the message', () => {
    expect(
      error(parseCurl(`curl https://x.example.com -d '${'a'.repeat(MAX_INPUT_CHARS)}'`)),
    ).toMatch(
      /^The pasted text is 1,000,032 characters long; the generator reads up to 1,000,000\./,
    );
  });
});

describe('parseRawRequest', () => {
  it('reads a raw request with Host, headers and a body', () => {
    const req = request(parseRawRequest(RAW_REQUEST));
    expect(req).toEqual({
      method: 'POST',
      url: 'https://support.example.com/api/v2/chat',
      headers: {
        Host: 'support.example.com',
        'Content-Type': 'application/json',
        'Content-Length': '52',
        'X-Api-Key': 'key_91f0c2aa',
        'Accept-Encoding': 'gzip, deflate, br',
      },
      body: '{"message": "Do you ship to Norway?", "channel": "web"}',
    });
  });

  it('uses the chosen scheme, CRLF endings, folded headers and HTTP/2 pseudo-headers', () => {
    const req = request(
      parseRawRequest(
        'GET /search?q=tents HTTP/1.1\r\nHost: localhost:8080\r\nX-Long: a\r\n  b\r\n\r\n',
        {
          scheme: 'http',
        },
      ),
    );
    expect(req).toEqual({
      method: 'GET',
      url: 'http://localhost:8080/search?q=tents',
      headers: {Host: 'localhost:8080', 'X-Long': 'a, b'},
      body: null,
    });
    const h2 = request(
      parseRawRequest(
        'POST /v1/chat HTTP/2\n:authority: api.example.com\n:scheme: https\n\n{"q":1}',
      ),
    );
    expect(h2.url).toBe('https://api.example.com/v1/chat');
  });

  it('accepts an absolute URL in the request line', () => {
    expect(request(parseRawRequest('GET http://proxy.example.com/a?b=1 HTTP/1.1\n')).url).toBe(
      'http://proxy.example.com/a?b=1',
    );
  });

  it('warns when https is chosen for localhost', () => {
    const result = parseRawRequest('GET / HTTP/1.1\nHost: localhost:3000\n');
    expect(notes(result)[0]).toMatch(/^The Host is localhost:3000 but the URL uses https:\/\//);
  });

  it('reports precise errors', () => {
    expect(error(parseRawRequest(''))).toMatch(/^The input is empty: paste a raw HTTP request/);
    expect(
      error(parseRawRequest('POST /chat HTTP/1.1\nHost: x.example.com\nX-Api-Key abc\n')),
    ).toBe(
      'Header on line 3 has no colon: write it as Name: value (the line reads "X-Api-Key abc").',
    );
    expect(
      error(parseRawRequest('POST /chat HTTP/1.1\nContent-Type: application/json\n\n{}')),
    ).toBe(
      'No Host header: add a line such as Host: api.example.com below the request line, or write the full URL in the request line.',
    );
    expect(
      error(parseRawRequest('POST /chat HTTP/1.1\nHost: x.example.com\n{"message": "hi"}')),
    ).toBe(
      'Line 3 looks like the body, but there is no blank line between the headers and the body: add an empty line before it.',
    );
    expect(error(parseRawRequest('\n\nPOST\nHost: x'))).toBe(
      'The request line on line 3 has a method but no path: write it as POST /path HTTP/1.1.',
    );
    expect(error(parseRawRequest('HTTP/1.1 200 OK\nContent-Type: text/plain\n\nhi'))).toMatch(
      /^Line 1 is a status line/,
    );
    expect(error(parseRawRequest('POST /my chat HTTP/1.1\nHost: x.example.com'))).toMatch(
      /Spaces in the path must be written as %20\.$/,
    );
    expect(error(parseRawRequest('POST /chat HTTP/1.1\nContent Type: text/plain\nHost: x'))).toBe(
      'Header name "Content Type" on line 2 contains a space: header names cannot contain spaces.',
    );
    expect(error(parseRawRequest('curl https://x.example.com'))).toMatch(/choose the curl mode/);
  });

  it('handles a 200 KB request quickly', () => {
    const started = performance.now();
    const headers = Array.from({length: 2000}, (_, i) => `X-H${i}: ${'v'.repeat(90)}`).join('\n');
    const result = parseRawRequest(
      `POST /a HTTP/1.1\nHost: x.example.com\n${headers}\n\n${'b'.repeat(10_000)}`,
    );
    expect(Object.keys(request(result).headers)).toHaveLength(2001);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('toHttpProviderYaml', () => {
  it('builds a valid config for the OpenAI command with the prompt in the last user message', () => {
    const generated = toHttpProviderYaml(request(parseCurl(OPENAI_CHAT)), OPENAI_RESPONSE);
    const document = checkYaml(generated.yaml);
    expect(document.prompts).toEqual(['{{question}}']);
    expect(document.providers).toHaveLength(1);
    expect(document.providers[0].id).toBe('http');
    expect(document.providers[0].label).toBe('api.openai.com');
    expect(document.providers[0].config).toEqual({
      url: 'https://api.openai.com/v1/chat/completions',
      method: 'POST',
      headers: {'Content-Type': 'application/json', Authorization: 'Bearer {{env.OPENAI_API_KEY}}'},
      body: {
        model: 'gpt-4.1-mini',
        temperature: 0,
        messages: [
          {role: 'system', content: 'You answer questions about the returns policy.'},
          {role: 'user', content: '{{prompt}}'},
        ],
      },
      transformResponse: 'json.choices[0].message.content',
    });
    expect(document.tests[0].vars.question).toBe('Can I return shoes after 40 days?');
    expect(generated.promptField).toBe('messages[1].content');
    expect(generated.transformResponse).toBe('json.choices[0].message.content');
    // The key was already an env reference, so no secret note.
    expect(generated.notes.join(' ')).not.toContain('header replaced');
  });

  it('replaces the bearer token with {{env.API_KEY}} and finds a nested query field', () => {
    const generated = toHttpProviderYaml(
      request(parseCurl(INTERNAL_BEARER)),
      '{"output": "I cannot reset passwords for other users.", "trace_id": "t1"}',
    );
    const cfg = config(generated.yaml);
    expect(cfg.headers).toEqual({
      Authorization: 'Bearer {{env.API_KEY}}',
      'Content-Type': 'application/json',
      'X-Tenant': 'acme-redteam',
    });
    expect(cfg.body).toEqual({tenant: 'acme', input: {query: '{{prompt}}'}, debug: false});
    expect(cfg.transformResponse).toBe('json.output');
    expect(generated.yaml).not.toContain('sk_live_4f9a2c7e81d3');
    expect(generated.notes).toContain(
      'Authorization header replaced by "Bearer {{env.API_KEY}}": set API_KEY in the shell that runs Crucible (export API_KEY=...) so the secret stays out of the file.',
    );
  });

  it('templates a form body with urlencode and moves the token to the environment', () => {
    const generated = toHttpProviderYaml(
      request(parseCurl(FORM_POST)),
      '{"reply": "It left our depot today."}',
    );
    const cfg = config(generated.yaml);
    expect(cfg.body).toBe(
      'session=7731&message={{prompt | urlencode}}&token={{env.TOKEN | urlencode}}',
    );
    expect(cfg.transformResponse).toBe('json.reply');
    expect(checkYaml(generated.yaml).tests[0].vars.question).toBe('Where is my parcel?');
  });

  it('moves a GET query into queryParams with {{prompt}} and hides the API key', () => {
    const generated = toHttpProviderYaml(request(parseCurl(GET_WITH_QUERY)));
    const cfg = config(generated.yaml);
    expect(cfg.url).toBe('https://search.example.com/v1/answer');
    expect(cfg.method).toBe('GET');
    expect(cfg.queryParams).toEqual({q: '{{prompt}}', locale: 'en-GB', api_key: '{{env.API_KEY}}'});
    expect(generated.promptField).toBe('query parameter q');
    expect(generated.yaml).not.toContain('ak_live_55aa');
  });

  it('cleans up a devtools command: browser headers dropped, cookie and token in the environment', () => {
    const generated = toHttpProviderYaml(
      request(parseCurl(DEVTOOLS)),
      JSON.stringify({
        conversation_id: 'c_81f2',
        messages: [
          {role: 'user', text: "I'd like to cancel order #4412"},
          {
            role: 'assistant',
            text: 'Order #4412 is cancelled; the refund takes 3-5 business days.',
          },
        ],
      }),
    );
    const cfg = config(generated.yaml);
    expect(cfg.headers).toEqual({
      accept: 'application/json, text/plain, */*',
      'accept-language': 'en-GB,en-US;q=0.9,en;q=0.8',
      authorization: 'Bearer {{env.API_KEY}}',
      'content-type': 'application/json',
      cookie: '{{env.SESSION_COOKIE}}',
      origin: 'https://support.example.com',
      referer: 'https://support.example.com/chat',
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36',
    });
    expect(cfg.body).toEqual({text: '{{prompt}}', attachments: [], client: {locale: 'en-GB'}});
    expect(cfg.transformResponse).toBe('json.messages[1].text');
    expect(generated.notes.join(' ')).toContain('Dropped priority, sec-ch-ua,');
  });

  it('turns Basic credentials into an auth block', () => {
    const generated = toHttpProviderYaml(request(parseCurl(BASIC_AUTH)));
    const cfg = config(generated.yaml);
    expect(cfg.auth).toEqual({
      type: 'basic',
      username: 'redteam',
      password: '{{env.API_PASSWORD}}',
    });
    expect(cfg.headers).toEqual({'Content-Type': 'application/json', Accept: 'application/json'});
    expect(cfg.body).toEqual({prompt: '{{prompt}}'});
    expect(generated.yaml).not.toContain('Staging-Pa55');
    expect(generated.yaml).not.toContain(btoa('redteam:Staging-Pa55'));
  });

  it('builds a valid config from a raw request, dropping headers the client sets', () => {
    const generated = toHttpProviderYaml(
      request(parseRawRequest(RAW_REQUEST)),
      'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{"data": {"answer": "Yes, in 4-6 days.", "sources": []}}',
    );
    const cfg = config(generated.yaml);
    expect(cfg.headers).toEqual({
      'Content-Type': 'application/json',
      'X-Api-Key': '{{env.API_KEY}}',
    });
    expect(cfg.body).toEqual({message: '{{prompt}}', channel: 'web'});
    expect(cfg.transformResponse).toBe('json.data.answer');
    expect(generated.notes).toContain(
      "Dropped Host, Content-Length and Accept-Encoding: Crucible's HTTP client sets these headers itself, or they describe the browser rather than your API.",
    );
  });

  it('points transformResponse at the usual fields of well-known APIs', () => {
    const req: HttpRequest = {
      method: 'POST',
      url: 'https://x.example.com/a',
      headers: {},
      body: '{"message":"hi"}',
    };
    const expression = (sample: unknown): string | null =>
      toHttpProviderYaml(req, JSON.stringify(sample)).transformResponse;
    expect(expression({content: [{type: 'text', text: 'Hi'}], role: 'assistant'})).toBe(
      'json.content[0].text',
    );
    expect(
      expression({
        output: [
          {type: 'reasoning'},
          {type: 'message', content: [{type: 'output_text', text: 'Hi'}]},
        ],
      }),
    ).toBe('json.output[1].content[0].text');
    expect(expression({candidates: [{content: {parts: [{text: 'Hi'}]}}]})).toBe(
      'json.candidates[0].content.parts[0].text',
    );
    expect(expression([{generated_text: 'Hi'}])).toBe('json[0].generated_text');
    expect(expression({reply: 'Hi', session: {id: 's'}})).toBe('json.reply');
    expect(expression({'bot-answer': {'final text': 'Hi'}})).toBe(
      'json["bot-answer"]["final text"]',
    );
    expect(expression('Hi')).toBe('json');
    expect(expression({count: 3})).toBeNull();
  });

  it('falls back to text for a non-JSON response and explains an SSE stream', () => {
    const req: HttpRequest = {
      method: 'POST',
      url: 'https://x.example.com/a',
      headers: {},
      body: null,
    };
    const plain = toHttpProviderYaml(req, 'Hello, how can I help?');
    expect(plain.transformResponse).toBe('text');
    checkYaml(plain.yaml);
    const sse = toHttpProviderYaml(
      req,
      'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n',
    );
    expect(sse.transformResponse).toBeNull();
    expect(sse.notes.join(' ')).toContain('server-sent event stream');
  });

  it('leaves a body without a message field alone and says so', () => {
    const generated = toHttpProviderYaml({
      method: 'POST',
      url: 'https://x.example.com/score',
      headers: {'Content-Type': 'application/json'},
      body: '{"features": [1, 2, 3], "model_version": 4}',
    });
    expect(config(generated.yaml).body).toEqual({features: [1, 2, 3], model_version: 4});
    expect(generated.promptField).toBeNull();
    expect(generated.notes.join(' ')).toContain(
      'the body is left as it was: put {{prompt}} where your API expects the text',
    );
    expect(checkYaml(generated.yaml).tests[0].vars.question).toBe(DEFAULT_QUESTION);
  });

  it('keeps a non-JSON, non-form body as a string', () => {
    const generated = toHttpProviderYaml({
      method: 'POST',
      url: 'https://x.example.com/soap',
      headers: {'Content-Type': 'text/xml'},
      body: '<ask><q>hello</q></ask>',
    });
    expect(config(generated.yaml).body).toBe('<ask><q>hello</q></ask>');
    const broken = toHttpProviderYaml({
      method: 'POST',
      url: 'https://x.example.com/a',
      headers: {'Content-Type': 'application/json'},
      body: '{"message": "hi",}',
    });
    expect(config(broken.yaml).body).toBe('{"message": "hi",}');
    expect(broken.notes.join(' ')).toContain('looks like JSON but does not parse');
  });

  it('prefers a direct message field over an earlier chat history', () => {
    const generated = toHttpProviderYaml({
      method: 'POST',
      url: 'https://x.example.com/chat',
      headers: {},
      body: JSON.stringify({
        history: [
          {role: 'user', content: 'earlier'},
          {role: 'assistant', content: 'reply'},
        ],
        message: 'now',
      }),
    });
    expect(generated.promptField).toBe('message');
  });

  it('notes stream: true and a JSON body sent as a form', () => {
    const generated = toHttpProviderYaml(
      request(
        parseCurl(`curl https://x.example.com/v1/chat -d '{"stream": true, "prompt": "hi"}'`),
      ),
    );
    const all = generated.notes.join(' ');
    expect(all).toContain('stream: true');
    expect(all).toContain(
      'Content-Type: application/x-www-form-urlencoded (curl sets that for -d)',
    );
    checkYaml(generated.yaml);
  });

  it('validates every fixture against the schema', () => {
    const inputs: ParseResult[] = [
      parseCurl(OPENAI_CHAT),
      parseCurl(INTERNAL_BEARER),
      parseCurl(FORM_POST),
      parseCurl(GET_WITH_QUERY),
      parseCurl(DEVTOOLS),
      parseCurl(BASIC_AUTH),
      parseCurl('curl https://user:pw@api.example.com/health'),
      parseRawRequest(RAW_REQUEST),
      parseRawRequest('GET / HTTP/1.1\nHost: localhost\n', {scheme: 'http'}),
    ];
    for (const input of inputs) {
      for (const sample of [undefined, OPENAI_RESPONSE, 'plain text', '']) {
        checkYaml(toHttpProviderYaml(request(input), sample).yaml);
      }
    }
  });
});
