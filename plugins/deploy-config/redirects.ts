export type Redirect = {from: string; to: string};

export type RedirectRule = {from: string; to: string; status: 301; force: boolean};

/**
 * The host's redirects: every redirect the site declares (src/data/redirects.ts), and for each
 * page the `index.html` and `.html` spellings of its URL, all as permanent 301s.
 *
 * The declared ones are forced (`301!`): the client-side redirect plugin leaves a page at each old
 * path as a fallback for hosts without rules, and a host serves an existing file before an
 * unforced rule. So is `<page>/index.html`, which exists as a file; `<page>.html` does not.
 */
export function redirectRules(
  redirects: readonly Redirect[],
  pageRoutes: readonly string[],
): RedirectRule[] {
  const declared = redirects.map(({from, to}) => ({from, to, status: 301 as const, force: true}));
  const spellings = pageRoutes
    .filter((route) => route.endsWith('/'))
    .flatMap((route) => [
      {from: `${route}index.html`, to: route, status: 301 as const, force: true},
      ...(route === '/'
        ? []
        : [{from: `${route.slice(0, -1)}.html`, to: route, status: 301 as const, force: false}]),
    ]);
  return [...declared, ...spellings];
}

export function formatRedirectsFile(rules: readonly RedirectRule[]): string {
  const lines = rules.map(
    ({from, to, status, force}) => `${from} ${to} ${status}${force ? '!' : ''}`,
  );
  return [
    '# Written by plugins/deploy-config at build time from src/data/redirects.ts and the page list.',
    ...lines,
    '',
  ].join('\n');
}
