// Child process: the fallback reference where nginx is missing, a bare node:http file server.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { portOf, serveUntilStopped } from '../lib/child-server';

const root = process.env.BENCH_MEDIA_ROOT;
if (!root) throw new Error('BENCH_MEDIA_ROOT is not set');
const PREFIX = '/media/';

const server = http.createServer((request, response) => {
  const url = request.url ?? '';
  // the benchmark's own fixed paths only: no decoding, no '..'
  if (!url.startsWith(PREFIX) || url.includes('..') || url.includes('%')) {
    response.writeHead(404).end();
    return;
  }
  const file = path.join(root, url.slice(PREFIX.length));
  stat(file).then(
    (stats) => {
      response.writeHead(200, {
        'content-type': 'video/mp2t',
        'content-length': stats.size,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      createReadStream(file).pipe(response);
    },
    () => response.writeHead(404).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  serveUntilStopped(
    portOf(server.address()),
    {},
    () => new Promise<void>((resolve) => server.close(() => resolve())),
  );
});
