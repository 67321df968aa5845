// A static HTTP/1.1 server for dist/ as a static host serves it (for the first-visit benchmark and Lighthouse):
// gzip (level 9, compressed once per file) when the browser accepts it, correct types (.wasm as
// application/wasm), and a 10-minute max-age as GitHub Pages sends, so the worker can take what the page
// preloaded from the HTTP cache.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.json': 'application/json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.wasm', '.webmanifest', '.svg', '.json']);

// Resolves with the listening server (on 127.0.0.1, a free port: server.address().port); server.sent lists what
// it answered in order, {path, bytes} (bodies as sent, so gzipped), for the caller to read and empty.
export function serveDist(root) {
  const cache = new Map();
  const server = createServer(async (request, response) => {
    // normalize() of an absolute path drops any '..' above the root, so nothing outside `root` is reachable.
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!cache.has(file)) {
        const body = await readFile(file);
        cache.set(file, { body, gzipped: COMPRESSIBLE.has(extname(file)) ? gzipSync(body, { level: 9 }) : null });
      }
      const { body, gzipped } = cache.get(file);
      const gzip = gzipped && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'max-age=600',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      server.sent.push({ path, bytes: (gzip ? gzipped : body).length });
      response.end(gzip ? gzipped : body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  server.sent = [];
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
