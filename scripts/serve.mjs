#!/usr/bin/env node
// Serves build/ the way production does: trailing-slash URLs, 404.html for unknown paths, and
// gzip/brotli-negotiated compression (`docusaurus serve` sends none, which alone costs mobile
// Lighthouse about 20 points). Used by `npm run serve`, the end-to-end tests and the bench.
//
//   node scripts/serve.mjs [--dir build] [--port 3000] [--host localhost]
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  const server = http.createServer((req, res) => {
    compress(req, res, () => {
      serveHandler(req, res, {
        public: dir,
        trailingSlash: true,
        cleanUrls: true,
        directoryListing: false,
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
