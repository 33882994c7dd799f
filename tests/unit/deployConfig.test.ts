import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  contentSecurityPolicy,
  inlineScripts,
  scriptHashSource,
} from '@site/plugins/deploy-config/contentSecurityPolicy';
import {
  formatHeadersFile,
  headerRules,
  IMMUTABLE,
  REVALIDATE,
} from '@site/plugins/deploy-config/headers';
import {formatRedirectsFile, redirectRules} from '@site/plugins/deploy-config/redirects';
import {robotsTxt} from '@site/plugins/deploy-config/robotsTxt';
import {
  findRedirect,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
} from '@site/plugins/deploy-config/hostRules.mjs';

const fixtures = path.resolve(__dirname, '../fixtures/deploy-config');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

describe('the Content-Security-Policy', () => {
  it('hashes exactly the inline scripts a browser runs, not JSON-LD or external scripts', () => {
    const hashes = inlineScripts(fixture('page.html')).map(scriptHashSource);
    // Computed with `printf '%s' <script> | openssl dgst -sha256 -binary | base64`.
    expect(hashes).toEqual([
      "'sha256-DrRB93mB/cfs/2T2D7/ofNjKcE43PQyH3iS+tMd6tRo='",
      "'sha256-MiOtXKeYxIzpG8UpKUL4MHkEJnKqn1xImirXXsd4e4A='",
      "'sha256-zC08WQ/8JijqU9DgRB86AjNseP+in9KA82+PNiMuImI='",
    ]);
  });

  it("takes a script's text as written, as the browser hashes it: entities stay as they are", () => {
    // A parser that decoded `&amp;` in a script would hash text the browser never runs, and the
    // policy would block the script on every page that has it.
    const html =
      '<html><head><script>if (a &amp;&amp; b < c) x("&lt;/p>")</script>' +
      '<script type="application/ld+json">{}</script><SCRIPT TYPE="Module">m()</SCRIPT></head>' +
      '<body><script>/*<!--*/ y()</script></body></html>';
    expect(inlineScripts(html)).toEqual([
      'if (a &amp;&amp; b < c) x("&lt;/p>")',
      'm()',
      '/*<!--*/ y()',
    ]);
  });

  it('allows scripts only from the site, by hash and from the analytics origin, and no framing', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-b'", "'sha256-a'"],
      connectOrigins: ['https://api.github.com', 'https://forms.example.com'],
      formOrigins: ['https://forms.example.com'],
    });
    const directives = Object.fromEntries(
      policy.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toEqual([
      "'self'",
      "'sha256-a'",
      "'sha256-b'",
      'https://www.googletagmanager.com',
    ]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://api.github.com', 'https://forms.example.com']),
    );
    expect(directives['form-action']).toEqual(["'self'", 'https://forms.example.com']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });
});

describe('the _headers file', () => {
  const rules = headerRules(
    "default-src 'self'",
    [
      {name: 'assets', isDirectory: true},
      {name: 'docs', isDirectory: true},
      {name: 'search-index.json', isDirectory: false},
      {name: '_redirects', isDirectory: false},
    ],
    [{extension: '.md', type: 'text/markdown; charset=utf-8'}],
  );
  const parsed = parseHeadersFile(formatHeadersFile(rules));
  const header = (pathname: string, name: string) =>
    new Map(headersFor(parsed, pathname).map(([key, value]) => [key.toLowerCase(), value])).get(
      name.toLowerCase(),
    );

  it('reads back as the rules it was written from', () => {
    expect(parsed).toEqual(rules.map(({path: p, headers}) => ({path: p, headers: [...headers]})));
  });

  it('keeps hashed bundles a year and makes pages and the search index revalidate', () => {
    expect(header('/assets/js/main.1234abcd.js', 'Cache-Control')).toBe(IMMUTABLE);
    expect(header('/docs/intro/', 'Cache-Control')).toBe(REVALIDATE);
    expect(header('/', 'Cache-Control')).toBe(REVALIDATE);
    expect(header('/search-index.json', 'Cache-Control')).toBe(REVALIDATE);
  });

  it('names Markdown copies as Markdown wherever they are, and caches them like their pages', () => {
    for (const pathname of ['/docs/intro.md', '/docs/red-team/plugins/ssrf.md']) {
      expect(header(pathname, 'Content-Type')).toBe('text/markdown; charset=utf-8');
      expect(header(pathname, 'Cache-Control')).toBe(REVALIDATE);
    }
    expect(header('/docs/intro/', 'Content-Type')).toBeUndefined();
    expect(header('/docs/intro.mdx', 'Content-Type')).toBeUndefined();
  });

  it('sends the security headers with every response, assets and unknown paths included', () => {
    for (const pathname of ['/', '/docs/intro/', '/assets/js/main.js', '/no-such-page/']) {
      expect(header(pathname, 'Content-Security-Policy')).toBe("default-src 'self'");
      expect(header(pathname, 'Strict-Transport-Security')).toMatch(/^max-age=\d{8,}/);
      expect(header(pathname, 'X-Content-Type-Options')).toBe('nosniff');
      expect(header(pathname, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(header(pathname, 'Permissions-Policy')).toContain('camera=()');
    }
  });

  it('refuses two rules that set one header for the same path, which hosts merge differently', () => {
    const overlapping = parseHeadersFile(fixture('overlapping_headers'));
    expect(() => headersFor(overlapping, '/assets/js/main.js')).toThrow(
      /Two rules set Cache-Control/,
    );
  });

  it('refuses syntax the local preview would not apply as the host does', () => {
    expect(() => parseHeadersFile(fixture('bad_headers'), 'bad_headers')).toThrow(
      /bad_headers:1: only exact paths and paths with one "\*"/,
    );
    expect(() => parseHeadersFile('/docs/*/x/*.md\n  X-Robots-Tag: noindex\n')).toThrow(
      /_headers:1: only exact paths and paths with one "\*"/,
    );
  });
});

describe('the _redirects file', () => {
  const rules = redirectRules(
    [
      {from: '/docs', to: '/docs/intro/'},
      {from: '/vegas-contact', to: 'https://meet.example.com/vegas/'},
    ],
    ['/', '/docs/intro/', '/404.html'],
  );
  const text = formatRedirectsFile(rules);
  const parsed = parseRedirectsFile(text);

  it('lists the declared redirects and the .html spellings of each page as 301s', () => {
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/docs /docs/intro/ 301!',
      '/vegas-contact https://meet.example.com/vegas/ 301!',
      '/index.html / 301!',
      '/docs/intro/index.html /docs/intro/ 301!',
      '/docs/intro.html /docs/intro/ 301',
    ]);
  });

  it('matches a path with or without its trailing slash, forced rules even over a file', () => {
    const everyFileExists = () => true;
    expect(findRedirect(parsed, '/docs/', everyFileExists)?.to).toBe('/docs/intro/');
    expect(findRedirect(parsed, '/docs', everyFileExists)?.to).toBe('/docs/intro/');
    expect(findRedirect(parsed, '/docs/intro/', everyFileExists)).toBeUndefined();
  });

  it('lets an existing file win over a rule without "!"', () => {
    expect(findRedirect(parsed, '/docs/intro.html', () => true)).toBeUndefined();
    expect(findRedirect(parsed, '/docs/intro.html', () => false)?.to).toBe('/docs/intro/');
  });

  it('refuses a line without a status', () => {
    expect(() => parseRedirectsFile(fixture('bad_redirects'), 'bad_redirects')).toThrow(
      /bad_redirects:1: expected "\/from \/to 301"/,
    );
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap by its absolute URL', () => {
    expect(robotsTxt('https://www.crucible.dev')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.crucible.dev/sitemap.xml\n',
    );
  });
});
