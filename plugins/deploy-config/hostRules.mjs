// Reads the Netlify `_headers` and `_redirects` files the build writes (plugins/deploy-config) and
// answers what the host does for a request path. scripts/serve.mjs uses it so a local preview
// sends the headers and redirects production sends; the tests use it to read the files back.
// Plain JavaScript, because `node scripts/serve.mjs` runs it without a TypeScript loader.
//
// Only the syntax the generator writes is accepted: exact paths and paths with one `*` in headers
// (`/assets/*`, `/*.md`; Netlify's `*` matches any characters, slashes included), exact paths in
// redirects. Anything else is an error, so the preview never silently differs
// from the host.

/**
 * @typedef {{path: string, headers: Array<[name: string, value: string]>}} HeaderRule
 * @typedef {{from: string, to: string, status: number, force: boolean}} RedirectRule
 */

/** @param {string} text @param {string} file @returns {HeaderRule[]} */
export function parseHeadersFile(text, file = '_headers') {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${file}:${index + 1}`;
    if (!/^\s/.test(raw)) {
      if (!line.startsWith('/')) throw new Error(`${where}: a path must start with "/": ${line}`);
      if (line.includes(':') || line.split('*').length > 2) {
        throw new Error(`${where}: only exact paths and paths with one "*" are supported: ${line}`);
      }
      rules.push({path: line, headers: []});
      return;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon <= 0)
      throw new Error(`${where}: expected "Name: value" under a path: ${line}`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** @param {string} text @param {string} file @returns {RedirectRule[]} */
export function parseRedirectsFile(text, file = '_redirects') {
  /** @type {RedirectRule[]} */
  const rules = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const where = `${file}:${index + 1}`;
    const match = /^(\/\S*)\s+(\S+)\s+(30[1278])(!?)$/.exec(line);
    if (!match) throw new Error(`${where}: expected "/from /to 301" (optionally "301!"): ${line}`);
    const [, from, to, status, force] = match;
    if (/[*:]/.test(from)) throw new Error(`${where}: only exact paths are supported: ${from}`);
    rules.push({from, to, status: Number(status), force: force === '!'});
  });
  return rules;
}

/** Netlify matches a redirect's path with or without its trailing slash. */
function withoutTrailingSlash(pathname) {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The redirect for a request path, if any. A rule without `!` gives way to a file that exists at
 * the path (`fileExists`), as on the host.
 * @param {RedirectRule[]} rules @param {string} pathname @param {(pathname: string) => boolean} fileExists
 * @returns {RedirectRule | undefined}
 */
export function findRedirect(rules, pathname, fileExists) {
  const wanted = withoutTrailingSlash(pathname);
  return rules.find(
    (rule) => withoutTrailingSlash(rule.from) === wanted && (rule.force || !fileExists(pathname)),
  );
}

/**
 * Every header the rules give a request path, in file order. The generator never sets one header
 * in two rules that match the same path, and this throws if it did, since hosts merge such
 * headers differently.
 * @param {HeaderRule[]} rules @param {string} pathname @returns {Array<[string, string]>}
 */
export function headersFor(rules, pathname) {
  /** @type {Map<string, [string, string]>} */
  const found = new Map();
  for (const rule of rules) {
    const star = rule.path.indexOf('*');
    const matches =
      star === -1
        ? pathname === rule.path
        : pathname.length >= rule.path.length - 1 &&
          pathname.startsWith(rule.path.slice(0, star)) &&
          pathname.endsWith(rule.path.slice(star + 1));
    if (!matches) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (found.has(key)) {
        throw new Error(`Two rules set ${name} for ${pathname}; hosts merge those differently.`);
      }
      found.set(key, [name, value]);
    }
  }
  return [...found.values()];
}
