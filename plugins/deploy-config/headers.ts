export type HeaderRule = {path: string; headers: ReadonlyArray<readonly [string, string]>};

/** Hashed bundles (`assets/js/main.<hash>.js`): a changed file gets a new name, so keep it a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else keeps its name when it changes (HTML, the search index, images, feeds). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The folder of content-hashed files Docusaurus writes. */
export const HASHED_FOLDER = 'assets';

/** Headers every response carries. */
export function securityHeaders(contentSecurityPolicy: string): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

export type BuildEntry = {name: string; isDirectory: boolean};

/** A media type the host must name itself, for files whose extension it may not know. */
export type ContentTypeRule = {extension: string; type: string};

/**
 * The `_headers` rules: security headers on every path, one Cache-Control per top-level entry of
 * the build, and a Content-Type per extension in `contentTypes` (`/*.md`). Cache-Control is never
 * set by two rules that match one path, because hosts differ in how they merge such a header
 * (Netlify joins the values with commas).
 */
export function headerRules(
  contentSecurityPolicy: string,
  entries: readonly BuildEntry[],
  contentTypes: readonly ContentTypeRule[] = [],
): HeaderRule[] {
  const cacheRules = [...entries]
    .filter(({name}) => !name.startsWith('_'))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({name, isDirectory}) => ({
      path: isDirectory ? `/${name}/*` : `/${name}`,
      headers: [['Cache-Control', name === HASHED_FOLDER ? IMMUTABLE : REVALIDATE]] as const,
    }));
  return [
    {path: '/*', headers: securityHeaders(contentSecurityPolicy)},
    {path: '/', headers: [['Cache-Control', REVALIDATE]]},
    ...cacheRules,
    ...contentTypes.map(({extension, type}) => ({
      path: `/*${extension}`,
      headers: [['Content-Type', type]] as const,
    })),
  ];
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return [
    '# Written by plugins/deploy-config at build time; see its README.',
    ...rules.flatMap(({path, headers}) => [
      path,
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
}
