#!/usr/bin/env node
// Serves build/ the way production does: trailing-slash URLs, 404.html for unknown paths,
// gzip/brotli-negotiated compression (`docusaurus serve` sends none, which alone costs mobile
// Lighthouse about 20 points), and the host's own headers and redirects, read from the `_headers`
// and `_redirects` files the build writes for Netlify (plugins/deploy-config). Used by
// `npm run serve`, the end-to-end tests and the bench.
//
//   node scripts/serve.mjs [--dir build] [--port 3000] [--host localhost]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {
  findRedirect,
  headersFor,
  parseHeadersFile,
  parseRedirectsFile,
} from '../plugins/deploy-config/hostRules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HOST_FILES = ['_headers', '_redirects'];

/** The host's rules written into a build; a folder without them is served without any. */
function readHostRules(dir) {
  const read = (name) => {
    const file = path.join(dir, name);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  return {
    headerRules: parseHeadersFile(read('_headers'), path.join(dir, '_headers')),
    redirectRules: parseRedirectsFile(read('_redirects'), path.join(dir, '_redirects')),
  };
}

/**
 * Starts a static server for `dir` and resolves once it listens. Port 0 picks a free port.
 * @returns {Promise<{server: http.Server, url: string}>}
 */
export function startServer({
  dir = path.join(root, 'build'),
  port = 3000,
  host = 'localhost',
} = {}) {
  const compress = compression();
  const {headerRules, redirectRules} = readHostRules(dir);
  const fileExists = (pathname) =>
    [pathname, path.join(pathname, 'index.html')].some((candidate) =>
      fs.existsSync(path.join(dir, decodeURIComponent(candidate))),
    );
  const server = http.createServer((req, res) => {
    const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
    const hostHeaders = headersFor(headerRules, pathname);
    for (const [name, value] of hostHeaders) res.setHeader(name, value);
    // The host never serves its own config files: they get the site's 404 page.
    if (HOST_FILES.includes(pathname.slice(1))) {
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
      fs.createReadStream(path.join(dir, '404.html')).pipe(res);
      return;
    }
    const redirect = findRedirect(redirectRules, pathname, fileExists);
    if (redirect) {
      res.writeHead(redirect.status, {Location: redirect.to + search});
      res.end();
      return;
    }
    compress(req, res, () => {
      serveHandler(req, res, {
        public: dir,
        trailingSlash: true,
        cleanUrls: true,
        directoryListing: false,
        // The handler names a file's type from its extension; the host's rules win over it, as
        // they do on the host (a Markdown copy's Content-Type comes from `_headers`).
        headers: [{source: '**', headers: hostHeaders.map(([key, value]) => ({key, value}))}],
      }).catch((error) => {
        res.statusCode = 500;
        res.end(`Internal error: ${error.message}`);
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({server, url: `http://${host}:${actualPort}`});
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: path.join(root, 'build')},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: 'localhost'},
    },
  });
  startServer({dir: path.resolve(values.dir), port: Number(values.port), host: values.host}).then(
    ({url}) => console.log(`Serving ${values.dir} with compression at ${url}/`),
    (error) => {
      console.error(`Could not start the server: ${error.message}`);
      process.exit(1);
    },
  );
}
