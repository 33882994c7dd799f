/**
 * The route of a docs page from its file under docs/: `configuration/caching.md` →
 * `/docs/configuration/caching/`, `model-audit/index.md` → `/docs/model-audit/`. Data that names
 * the page documenting something (an environment variable, an assertion type) names the file, so
 * a renamed page fails the data tests rather than leaving a dead link.
 */
export function docsRoute(file: string): string {
  const page = file
    .split('#')[0]
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return `/docs/${page}/`.replace(/\/+/g, '/');
}
