/**
 * The pages of a built site as a crawler meets them: every HTML file in the build folder with the
 * route it is served at. The client-side redirect pages (a meta refresh to the real page) are
 * left out: the host answers those URLs with a 301 (plugins/deploy-config), so no reader or
 * crawler ever gets them.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BuiltPage = {
  /** The URL path the page is served at: `/docs/intro/` for docs/intro/index.html. */
  route: string;
  /** The file, relative to the build folder. */
  file: string;
  html: string;
};

export function isRedirectStub(html: string): boolean {
  return /<meta http-equiv="?refresh/i.test(html);
}

/** The route a built HTML file is served at (directories get their trailing slash). */
export function routeOf(file: string): string {
  const posix = file.split(path.sep).join('/');
  return `/${posix.replace(/(^|\/)index\.html$/, '$1')}`;
}

export function readBuiltPages(buildDir: string): BuiltPage[] {
  return fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({
      route: routeOf(file),
      file,
      html: fs.readFileSync(path.join(buildDir, file), 'utf8'),
    }))
    .filter(({html}) => !isRedirectStub(html));
}

/**
 * Whether a URL path names something the build serves as it is spelled: a page by its route
 * (with the trailing slash), or a file by its name. `/docs/intro` is not served as spelled (a
 * strict host answers 404; a lenient one redirects), nor is `/404.html/`.
 */
export function servesAsSpelled(buildDir: string, pathname: string): boolean {
  const root = path.resolve(buildDir);
  const decoded = decodeURIComponent(pathname);
  const target = path.join(root, decoded);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return false;
  if (decoded.endsWith('/')) return fs.existsSync(path.join(target, 'index.html'));
  return fs.existsSync(target) && fs.statSync(target).isFile();
}
